import Foundation
import Golden
import Pipeline
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `record` killed with SIGKILL at many points never leaves a torn golden, manifest or
/// fingerprint, and `check` afterwards says exactly which goldens are the other fixture's.
@Suite struct RecordKillTests {
  @Test func recordKilledAtAnyPointLeavesEveryFileWhole() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The catalog's Fiori chips (22 states, 66 images) and the same chips in other colours.
    let original = dir + "/chip.yaml"
    try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/catalog/fiori/chip.yaml", toPath: original)
    let text = try String(contentsOfFile: original, encoding: .utf8)
    let recoloured = dir + "/recoloured/chip.yaml"
    try FileManager.default.createDirectory(atPath: dir + "/recoloured", withIntermediateDirectories: true)
    try text.replacingOccurrences(
      of: "component: chip\n",
      with: "component: chip\ntheme:\n  colors: {chip.unselected.background: \"#DDEEFF\", chip.selected.background: "
        + "\"#AA5500\", icon-chip.unselected.border: \"#888888\"}\n"
    ).write(toFile: recoloured, atomically: true, encoding: .utf8)

    // The bytes each fixture records, learned in folders of their own.
    func recorded(_ fixture: String, into goldens: String) throws -> [String: Data] {
      let result = try CLI.run(["record", fixture, "--goldens", goldens])
      #expect(result.status == 0, "\(result.stderr)")
      return files(under: goldens).filter { $0.key.hasSuffix(".png") }
    }
    let oldBytes = try recorded(original, into: dir + "/old")
    let newBytes = try recorded(recoloured, into: dir + "/new")
    #expect(oldBytes.count == 93 && Set(oldBytes.keys) == Set(newBytes.keys))
    #expect(oldBytes.filter { newBytes[$0.key] != $0.value }.count > 20, "the recolouring changes many goldens")

    let expectedFingerprint = try String(contentsOfFile: dir + "/old/fingerprint.txt", encoding: .utf8)
    #expect(expectedFingerprint.contains("library cairo"))
    let goldens = dir + "/goldens"
    _ = try recorded(recoloured, into: goldens)
    // How long a record over the other fixture's goldens takes: kills land within it.
    let start = ContinuousClock.now
    _ = try recorded(original, into: goldens)
    let duration = ContinuousClock.now - start
    var killedMidway = 0
    for run in 0..<50 {
      // Alternate fixtures so every run has goldens to replace.
      let arguments = ["record", run % 2 == 0 ? recoloured : original, "--goldens", goldens]
      if try Self.startAndKill(arguments, within: duration) { killedMidway += 1 }

      // Every golden is whole: the old fixture's bytes or the new one's, never a mix or a stub.
      let now = files(under: goldens).filter { $0.key.hasSuffix(".png") && !$0.key.contains("/.") }
      #expect(Set(now.keys) == Set(oldBytes.keys), "run \(run)")
      for (path, bytes) in now where bytes != oldBytes[path] && bytes != newBytes[path] {
        Issue.record("run \(run): \(path) is neither fixture's golden (\(bytes.count) bytes)")
      }
      // The manifest and fingerprint are whole files.
      let manifest = try #require(FileManager.default.contents(atPath: goldens + "/manifest.json"))
      #expect(throws: Never.self, "run \(run): manifest.json") { _ = try Manifest.decode(manifest) }
      let fingerprint = try String(contentsOfFile: goldens + "/fingerprint.txt", encoding: .utf8)
      #expect(fingerprint == expectedFingerprint, "run \(run): fingerprint.txt")

      // Every tenth run: check names exactly the goldens that are the other fixture's.
      if run % 10 == 9 {
        let result = try CLI.run([
          "check", original, "--goldens", goldens, "--no-audit", "--artifacts", dir + "/artifacts",
        ])
        let other = Set(now.filter { $0.value != oldBytes[$0.key] }.keys.map { String($0.dropLast(4)) })
        // One line per state: `CHANGED fiori/chip/x/selected@1x,2x,3x: ...` names three images.
        let failing = Set(
          result.stdout.split(separator: "\n").flatMap { line -> [String] in
            guard line.hasPrefix("CHANGED "), let label = line.dropFirst(8).split(separator: ":").first,
              let at = label.lastIndex(of: "@")
            else { return [] }
            return label[label.index(after: at)...].split(separator: ",").map { label[..<at] + "@" + $0 }
          })
        #expect(
          failing == other, "run \(run): check failed \(failing.count), goldens from the other fixture \(other.count)")
        #expect(result.status == (other.isEmpty ? 0 : 1), "run \(run): \(result.stderr)")
      }
    }
    #expect(killedMidway > 10, "most runs were killed while recording")

    // A record run to the end leaves the original fixture's goldens and a passing check.
    _ = try recorded(original, into: goldens)
    #expect(files(under: goldens).filter { $0.key.hasSuffix(".png") && !$0.key.contains("/.") } == oldBytes)
    #expect(try CLI.run(["check", original, "--goldens", goldens, "--no-audit"]).status == 0)
  }

  @Test func renderKilledAtAnyPointLeavesEveryFileWhole() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let original = packageRoot + "/Fixtures/catalog/fiori/chip.yaml"
    let recoloured = dir + "/chip.yaml"
    try String(contentsOfFile: original, encoding: .utf8).replacingOccurrences(
      of: "component: chip\n", with: "component: chip\ntheme:\n  colors: {chip.unselected.background: \"#DDEEFF\"}\n"
    ).write(toFile: recoloured, atomically: true, encoding: .utf8)
    #expect(try CLI.run(["render", original, "--out", dir + "/a"]).status == 0)
    #expect(try CLI.run(["render", recoloured, "--out", dir + "/b"]).status == 0)
    // Hidden files aside: temporary files, and the list of files render wrote (.specsheet-files).
    func visible(_ folder: String) -> [String: Data] {
      files(under: folder).filter { !$0.key.split(separator: "/").contains { $0.hasPrefix(".") } }
    }
    let a = visible(dir + "/a")
    let b = visible(dir + "/b")
    #expect(a.count == 94 && Set(a.keys) == Set(b.keys) && a != b)
    // Kill renders over the previous run's output: every file stays one run's whole file.
    let out = dir + "/out"
    #expect(try CLI.run(["render", recoloured, "--out", out]).status == 0)
    let start = ContinuousClock.now
    #expect(try CLI.run(["render", original, "--out", out]).status == 0)
    let duration = ContinuousClock.now - start
    var killedMidway = 0
    // Thirty runs, and more (at most ninety) until six were killed midway: the one timed run may
    // have been slowed by the other tests running beside it (a CI run killed only 4 of 30 midway).
    var run = 0
    while run < 30 || (killedMidway <= 5 && run < 90) {
      defer { run += 1 }
      if try Self.startAndKill(["render", run % 2 == 0 ? recoloured : original, "--out", out], within: duration) {
        killedMidway += 1
      }
      let now = visible(out)
      #expect(Set(now.keys) == Set(a.keys), "run \(run)")
      for (path, bytes) in now where bytes != a[path] && bytes != b[path] {
        Issue.record("run \(run): \(path) is neither render's file (\(bytes.count) bytes)")
      }
    }
    #expect(killedMidway > 5)
  }

  /// Starts `specsheet arguments`, SIGKILLs it at a random point of `duration` (what one
  /// uninterrupted run took: a release binary runs in a fraction of a debug one's time), and
  /// says whether it was still running then.
  static func startAndKill(_ arguments: [String], within duration: Duration) throws -> Bool {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let microseconds = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    usleep(UInt32(max(1000, microseconds * Double.random(in: 0.02...0.9))))
    let killed = process.isRunning
    if killed { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return killed
  }
}
