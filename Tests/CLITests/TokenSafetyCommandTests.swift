import Foundation
import TestSupport
import Testing

/// Issue 35 through the binary, rows 4, 6 and 15 (token parts): a fixture or resolver that names
/// a file outside the project, a planted secret in any value position, an `$extends` fan-out
/// through a fixture, and a FIFO or `/dev/stdin` as a token file. Each is exit 65 with the file
/// named and the secret never printed; on dc9fc0b they printed the secret, crashed or hung.
@Suite(.serialized) struct TokenSafetyCommandTests {
  static let secret = TokenSecretPlants.secret
  let folder: String
  var project: String { folder + "/project" }

  init() throws {
    folder = try temporaryFolder("specsheet-token-safety")
    for sub in ["project/.git", "project/goldens", "project/tokens", "outside"] {
      try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    try TokenSecretPlants.planted(TokenSecretPlants.credentials)
      .write(toFile: folder + "/outside/secret.json", atomically: true, encoding: .utf8)
    try TokenSecretPlants.planted(TokenSecretPlants.credentials)
      .write(toFile: project + "/tokens/secret.json", atomically: true, encoding: .utf8)
    try "system: material\ncomponent: chip\nvariants:\n  - {name: a, type: input, look: themed, title: A}\n"
      .write(toFile: project + "/plain.yaml", atomically: true, encoding: .utf8)
  }

  /// A fixture in the project whose theme names `tokens`.
  func fixture(tokens: String) throws -> String {
    let path = project + "/chip.yaml"
    try
      ("system: material\ncomponent: chip\ntheme: {tokens: \"\(tokens)\"}\n"
      + "variants:\n  - {name: a, type: input, look: themed, title: A}\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func run(_ arguments: [String], stdin: FileHandle? = nil) throws -> ProcessResult {
    try #require(try runWithin(CLI.binary, arguments, directory: project, stdin: stdin), "\(arguments) hung")
  }

  /// Row 4: `theme: {tokens: /abs/secret.json}` and a resolver `$ref` out of the project.
  @Test func aFixtureOrResolverNamingAFileOutsideTheProjectIsRefusedAndNothingLeaks() throws {
    let resolver =
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../../outside/secret.json"}]}}, "##
      + ##""resolutionOrder": [{"$ref": "#/sets/s"}]}"##
    try resolver.write(toFile: project + "/tokens/r.resolver.json", atomically: true, encoding: .utf8)
    for tokens in [folder + "/outside/secret.json", "../outside/secret.json", "tokens/r.resolver.json"] {
      let path = try fixture(tokens: tokens)
      for command in [["check", path, "--goldens", "goldens"], ["render", path, "--out", "out"]] {
        let result = try run(command)
        #expect(result.status == 65, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("outside the project"), "\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("ghp_"), "\(result.stderr)")
      }
    }
  }

  /// Row 4: specsheet.yaml is data too: its `tokens:` names a file inside the project.
  @Test func aConfigNamingATokenFileOutsideTheProjectIsRefused() throws {
    for tokens in ["../outside/secret.json", folder + "/outside/secret.json"] {
      try "tokens: \(tokens)\n".write(toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
      let result = try run(["render", "plain.yaml", "--out", "out"])
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.contains("outside the project") && !result.stderr.contains("ghp_"), "\(result.stderr)")
    }
  }

  /// Row 4: a secret planted in each value position; `check` (through a fixture), and `tokens` and
  /// `render` (through `--tokens`) print none of it.
  @Test func noCommandPrintsAPlantedValue() throws {
    for plant in TokenSecretPlants.files {
      let file = project + "/tokens/" + plant.name
      try TokenSecretPlants.planted(plant.json).write(toFile: file, atomically: true, encoding: .utf8)
      let runs = [
        try run(["check", try fixture(tokens: "tokens/" + plant.name), "--goldens", "goldens"]),
        // --verbose: a problem in a token nothing maps is a warning (issue 36), printed in full.
        try run(["tokens", "plain.yaml", "--tokens", file, "--verbose"]),
        try run(["render", "plain.yaml", "--scale", "1", "--out", "out", "--tokens", file]),
      ]
      for result in runs {
        #expect(!(result.stdout + result.stderr).contains("ghp_"), "\(plant.what): \(result.stderr)")
      }
      #expect(
        runs[1].status == 65 || runs[1].stdout.contains("note:") || runs[1].stderr.contains("warning: tokens: "),
        "\(plant.what): \(runs[1].stderr)")
    }
  }

  /// Row 6: 2.3 KB of `$extends` fan-out through a fixture crashed `check` at a 2-3 GB cap.
  @Test func extendsFanOutThroughAFixtureIsOneLineAtTheCap() throws {
    var levels: [String] = []
    for level in 0..<8 {
      let members = (0..<10).map { i in
        level == 7
          ? "\"t\(i)\": {\"$type\": \"number\", \"$value\": \(i)}" : "\"g\(i)\": {\"$extends\": \"{l\(level + 1)}\"}"
      }
      levels.append("\"l\(level)\": {\(members.joined(separator: ", "))}")
    }
    try "{\(levels.joined(separator: ", "))}"
      .write(toFile: project + "/tokens/fan.tokens.json", atomically: true, encoding: .utf8)
    let result = try run(["check", try fixture(tokens: "tokens/fan.tokens.json"), "--goldens", "goldens"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr.contains("fan.tokens.json") && result.stderr.contains("100,000 (the cap)"), "\(result.stderr)")
  }

  /// Row 15: a FIFO (as `--tokens` and as a fixture's `tokens:`) and `/dev/stdin` fed by a pipe
  /// no one writes to: refused at once (dc9fc0b waited for a writer forever, printing nothing).
  @Test func aFIFOOrStdinAsATokenFileIsRefusedWithoutWaiting() throws {
    #expect(mkfifo(project + "/tokens/pipe.json", 0o600) == 0)
    let idle = Pipe()
    defer { try? idle.fileHandleForWriting.close() }
    let runs = [
      try run(["render", "plain.yaml", "--out", "out", "--tokens", "tokens/pipe.json"]),
      try run(["check", try fixture(tokens: "tokens/pipe.json"), "--goldens", "goldens"]),
      try run(["render", "plain.yaml", "--out", "out", "--tokens", "/dev/stdin"], stdin: idle.fileHandleForReading),
    ]
    for result in runs {
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stderr.contains("not a regular file") || result.stderr.contains("cannot read"), "\(result.stderr)")
    }
  }
}

/// Runs `executable` like `runProcess`, but gives up (killing it) after two minutes and returns
/// nil: a test of "does not hang" must fail, not wait forever, when the code does hang.
func runWithin(_ executable: URL, _ arguments: [String], directory: String, stdin: FileHandle?) throws
  -> ProcessResult?
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  var environment = ProcessInfo.processInfo.environment
  environment["CI"] = nil
  process.environment = environment
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = stdin ?? FileHandle.nullDevice
  let done = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in done.signal() }
  try process.run()
  // Both pipes drained at once, so a full one never blocks the process.
  let output = Output()
  let readers = DispatchGroup()
  DispatchQueue.global().async(group: readers) { output.stdout = out.fileHandleForReading.readDataToEndOfFile() }
  DispatchQueue.global().async(group: readers) { output.stderr = err.fileHandleForReading.readDataToEndOfFile() }
  guard done.wait(timeout: .now() + 120) == .success else {
    process.terminate()
    return nil
  }
  readers.wait()
  return ProcessResult(
    status: process.terminationStatus, stdout: String(decoding: output.stdout, as: UTF8.self),
    stderr: String(decoding: output.stderr, as: UTF8.self))
}

/// Each field written by one reader, read after both finished (`readers.wait()`).
private final class Output: @unchecked Sendable {
  var stdout = Data()
  var stderr = Data()
}
