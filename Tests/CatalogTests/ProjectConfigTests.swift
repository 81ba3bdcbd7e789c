import Catalog
import ComponentKit
import Foundation
import Project
import Testing

/// `specsheet.yaml`: every key read, paths relative to the file, strict errors.
@Suite struct ProjectConfigTests {
  @Test func everyKeyIsReadAndPathsAreRelativeToTheFile() throws {
    let config = try ProjectConfig.parse(
      """
      fixtures: [Fixtures/catalog/fiori, /p/abs/chip.yaml]
      goldens: goldens
      scales: [2, 1]
      threshold: 0.05
      antialiasing: true
      pixel-budget: 3
      tokens: Fixtures/tokens/acme.tokens.json
      report: .build/report
      junit: .build/junit.xml
      json: .build/results.json
      """, file: "/p/specsheet.yaml")
    #expect(config.fixtures == ["/p/Fixtures/catalog/fiori", "/p/abs/chip.yaml"])
    #expect(config.goldens == "/p/goldens")
    #expect(config.scales == [2, 1])
    #expect(config.threshold == 0.05)
    #expect(config.antialiasing == true)
    #expect(config.pixelBudget == 3)
    #expect(config.tokens == "/p/Fixtures/tokens/acme.tokens.json")
    #expect(config.report == "/p/.build/report")
    #expect(config.junit == "/p/.build/junit.xml")
    #expect(config.json == "/p/.build/results.json")
  }

  @Test func aSingleFixturePathAndAnEmptyFileAreFine() throws {
    #expect(try ProjectConfig.parse("fixtures: chips.yaml\n", file: "/p/specsheet.yaml").fixtures == ["/p/chips.yaml"])
    #expect(
      try ProjectConfig.parse("# nothing yet\n", file: "/p/specsheet.yaml") == ProjectConfig(file: "/p/specsheet.yaml"))
  }

  @Test(arguments: [
    ("goldens: g\nscale: [1]\n", 2, "scale", "unknown key \"scale\""),
    ("scales: [1, 5]\n", 1, "scales[1]", "outside the supported range 1...4"),
    ("scales: [2, 2]\n", 1, "scales[1]", "duplicate scale 2"),
    ("threshold: \"0.1\"\n", 1, "threshold", "expected a number"),
    ("antialiasing: maybe\n", 1, "antialiasing", "expected true or false"),
    ("fixtures: []\n", 1, "fixtures", "at least one"),
  ])
  func badKeysAndValuesNameLineAndKey(yaml: String, line: Int, keyPath: String, message: String) throws {
    let error = try #require(throws: FixtureError.self) { try ProjectConfig.parse(yaml, file: "specsheet.yaml") }
    #expect(error.line == line)
    #expect(error.keyPath == keyPath)
    #expect(error.message.contains(message), "\(error)")
  }

  @Test func anUnknownKeySuggestsTheKnownOnes() throws {
    let error = try #require(throws: FixtureError.self) {
      try ProjectConfig.parse("junit-xml: x\n", file: "specsheet.yaml")
    }
    #expect(error.message.contains("junit"), "\(error)")
  }

  /// Issue 38: the keys of specsheet.yaml are too many to list, and the message named
  /// Fixtures/README.md, which documents fixtures; it names the README's own section now.
  @Test func anUnknownKeyPointsToTheProjectConfigsDocumentation() throws {
    let error = try #require(throws: FixtureError.self) {
      try ProjectConfig.parse("golden: g\n", file: "specsheet.yaml")
    }
    #expect(error.message.contains("did you mean goldens?"), "\(error)")
    #expect(error.message.contains("see README.md, \"Project config: `specsheet.yaml`\""), "\(error)")
    #expect(!error.message.contains("Fixtures/README.md"), "\(error)")
  }

  @Test func theNearestFileAboveTheFolderIsFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-config-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
    #expect(ProjectConfig.find(from: root + "/a/b/c") == nil)
    try "scales: [1]\n".write(toFile: root + "/specsheet.yaml", atomically: true, encoding: .utf8)
    try "scales: [2]\n".write(toFile: root + "/a/specsheet.yaml", atomically: true, encoding: .utf8)
    #expect(ProjectConfig.find(from: root + "/a/b/c") == root + "/a/specsheet.yaml")
    #expect(ProjectConfig.find(from: root) == root + "/specsheet.yaml")
  }
}
