import Foundation

/// Runs the built `specsheet` binary, as a user would.
struct CLI {
  static let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// `SPECSHEET_CLI` when set (`make test` builds the release binary first and names it: the
  /// full-catalog runs below take a second instead of forty in a debug build), else the binary
  /// next to the test bundle (both live in the build's products folder).
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["SPECSHEET_CLI"], !path.isEmpty {
      return URL(fileURLWithPath: path.hasPrefix("/") ? path : packageRoot + "/" + path)
    }
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = products.appendingPathComponent("specsheet")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: packageRoot + "/.build/debug/specsheet")
  }()

  /// How check prints the binary in its record commands when run from the package root:
  /// `swift run specsheet` for a debug build of this checkout, else its path under the root.
  static var printedProgram: String {
    let path = binary.standardizedFileURL.path
    if path.contains("/.build/"), path.split(separator: "/").contains("debug") { return "swift run specsheet" }
    return path.hasPrefix(packageRoot + "/") ? String(path.dropFirst(packageRoot.count + 1)) : path
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String = packageRoot) throws -> Result {
    try execute(binary, arguments, environment: environment, in: directory)
  }

  /// Runs any program like `run` runs specsheet: CI unset, `environment` merged in, output read.
  static func execute(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: String = packageRoot
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    env.merge(environment) { $1 }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Every file under `folder`, relative path -> bytes.
  static func files(under folder: String) -> [String: Data] {
    var result: [String: Data] = [:]
    for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.DirectoryEnumerator() {
      var isDirectory: ObjCBool = false
      let full = folder + "/" + relative
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[relative] = FileManager.default.contents(atPath: full)
      }
    }
    return result
  }
}
