import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `acme-specsheet` run as a team's CI runs it: the built executable (beside the test bundle),
/// in a folder, its output read back.
enum AcmeCLI {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardized.path

  static let binary: URL = {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = products.appendingPathComponent("acme-specsheet")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: root + "/.build/debug/acme-specsheet")
  }()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `acme-specsheet arguments...` in `directory` (the example's folder: its specsheet.yaml).
  static func run(_ arguments: [String], in directory: String = root) throws -> Result {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil  // record refuses under CI; the test run's own CI is not the command's
    process.environment = environment
    // Standard error goes to a file: a full, unread pipe would stall the program.
    let errorFile = NSTemporaryDirectory() + "acme-specsheet-stderr-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: errorFile, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: errorFile) }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle(forWritingAtPath: errorFile)
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: FileManager.default.contents(atPath: errorFile) ?? Data(), as: UTF8.self))
  }

  /// A copy of the example project (fixtures, config, tokens, goldens) in a temporary folder, so
  /// record and review write there, never into the committed goldens.
  static func project() throws -> String {
    let folder = NSTemporaryDirectory() + "acme-specsheet-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for item in ["Fixtures", "specsheet.yaml", "tokens", "goldens"] {
      try FileManager.default.copyItem(atPath: root + "/" + item, toPath: folder + "/" + item)
    }
    return folder
  }

  /// Every regular file under `folder`, relative path to bytes.
  static func files(under folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    for case let path as String in FileManager.default.enumerator(atPath: folder) ?? NSEnumerator() {
      if let data = FileManager.default.contents(atPath: folder + "/" + path) { files[path] = data }
    }
    return files
  }
}
