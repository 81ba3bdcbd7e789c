import Foundation
import TestSupport

/// Runs the built `specsheet` binary, as a user would.
struct CLI {
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

  /// Runs specsheet with CI unset and `environment` merged in (`runProcess`).
  static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String = packageRoot) throws
    -> ProcessResult
  {
    try runProcess(binary, arguments, environment: environment, in: directory)
  }
}
