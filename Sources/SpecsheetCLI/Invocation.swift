import Foundation
import Golden

/// How the printed commands (record suggestions, the report's copy buttons) call specsheet, so
/// they run as printed: `specsheet` was not on PATH when a user ran `.build/release/specsheet`.
package enum Invocation {
  /// The running binary as the user can type it: the bare name when the shell found it on PATH;
  /// `swift run specsheet` (the executable's own name) for a debug build inside a package
  /// checkout (what `swift run` runs, and rebuilt by it); else the binary's path, relative when
  /// it is under the current folder.
  package static let program: String = program(
    argument0: CommandLine.arguments.first ?? "specsheet", current: FileManager.default.currentDirectoryPath)

  static func program(argument0: String, current: String) -> String {
    // A name without a slash was looked up on PATH, and will be again.
    guard argument0.contains("/") else { return shellQuoted(argument0) }
    let binary = URL(fileURLWithPath: argument0, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
      .standardizedFileURL.path
    let parts = binary.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if let build = parts.lastIndex(of: ".build"), parts.dropFirst(build).contains("debug") {
      let package = parts[..<build].joined(separator: "/")
      if FileManager.default.fileExists(atPath: package + "/Package.swift") {
        // The product's own name: a team's executable (acme-specsheet) is run by its name.
        let name = shellQuoted(parts.last ?? "specsheet")
        return package == standardized(current)
          ? "swift run \(name)" : "swift run --package-path \(shellQuoted(package)) \(name)"
      }
    }
    let folder = standardized(current)
    if binary.hasPrefix(folder + "/") { return shellQuoted(String(binary.dropFirst(folder.count + 1))) }
    return shellQuoted(binary)
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
  }
}
