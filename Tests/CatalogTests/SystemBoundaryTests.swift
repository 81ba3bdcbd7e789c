import Fiori
import Foundation
import Material
import TestSupport
import Testing

/// The core knows no design system: a system's theme type, its `Theme` accessor and its name as
/// a string appear only in that system's own files (a path with the system's name in it, e.g.
/// `Material/System/`, `TokenMapping+Fiori.swift`), so a new system is added beside the
/// others, never by editing a switch in shared code.
@Suite struct SystemBoundaryTests {
  static let systems: [(folder: String, names: [String])] = [
    ("Fiori", ["FioriTheme", "theme.fiori", "\"fiori\""]),
    ("Material", ["MaterialContainerScheme", "theme.material", "\"material\""]),
  ]

  /// Every Swift file under Sources, as a path relative to it, with its code (comments removed:
  /// they may name a system as an example).
  static func sources() throws -> [(path: String, code: String)] {
    let root = packageRoot + "/Sources"
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line)
      }
      return (path, code.joined(separator: "\n"))
    }
  }

  @Test func noFileOutsideASystemNamesItsTheme() throws {
    let sources = try Self.sources()
    #expect(sources.count > 100)
    for (folder, names) in Self.systems {
      // TestSupport is test data (files that plant secrets in token positions), not the core.
      for (path, code) in sources where !path.contains(folder) && !path.hasPrefix("TestSupport/") {
        for name in names where code.contains(name) {
          Issue.record("\(path) names \(name), which belongs in \(folder)'s own files")
        }
      }
    }
  }
}
