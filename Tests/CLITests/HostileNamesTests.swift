import Foundation
import FoundationXML
import TestSupport
import Testing

/// Issue 35, rows 13, 14 and 20: names from someone else's pull request (a fixture's file name,
/// an artifacts folder set in specsheet.yaml) reach logs, the Markdown summary and JUnit. A line
/// break, `::error::` or an escape sequence must not forge a log line or drive the terminal,
/// backticks must not end a code span early, and U+FFFE must not break the XML.
@Suite struct HostileNamesTests {
  static let name = "chip\n::error::forged\u{1B}[31m\u{FFFE}``![x](https:evil.example)``.yaml"

  @Test func aHostileFixtureNameAndArtifactsFolderStayInert() throws {
    let dir = try temporaryFolder("hostile-names")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try GoldenCommandTests.fixture.write(toFile: dir + "/" + Self.name, atomically: true, encoding: .utf8)
    try #"artifacts: "art``![y](https://evil.example/y.png)``""#.write(
      toFile: dir + "/specsheet.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
    let missing = try CLI.run(["check", Self.name, "--scale", "1", "--no-audit", "--goldens", "empty"], in: dir)
    #expect(missing.status == 2, "\(missing.stdout)\(missing.stderr)")
    #expect(missing.stdout.contains(#"record $'chip\x0a::error::forged\x1b[31m"#), "\(missing.stdout)")
    let recorded = try CLI.run(["record", Self.name, "--scale", "1"], in: dir)
    #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    // One golden off by a few pixels: its artifacts (in the hostile folder) reach the summary.
    try ResultsSchema.paint(
      dir + "/goldens/fiori/chip/single-selection/selected@1x.png", x: 0, y: 0, width: 2, height: 2)
    let changed = try CLI.run(
      ["check", Self.name, "--scale", "1", "--no-audit", "--markdown", "m.md", "--junit", "j.xml"], in: dir)
    #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
    let outputs = [
      missing, recorded, changed, try CLI.run(["sheet", Self.name, "--format", "png,txt", "--out", "sheets"], in: dir),
      try CLI.run(["render", Self.name, "--scale", "1", "--out", "out"], in: dir),
      try CLI.run(["audit", Self.name, "--scale", "1", "--verbose"], in: dir),
    ]
    for result in outputs {
      let text = result.stdout + result.stderr
      #expect(!text.contains("\u{1B}"), "\(text)")
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(text)")
    }
    let markdown = try String(contentsOfFile: dir + "/m.md", encoding: .utf8)
    #expect(markdown.contains("art``![y]"), "the artifacts folder is in the summary: \(markdown)")
    let prose = Self.outsideCodeSpans(markdown)
    #expect(!prose.contains("](https:evil.example") && !prose.contains("](https://evil.example"), "\(markdown)")
    let junit = try #require(FileManager.default.contents(atPath: dir + "/j.xml"))
    let parser = XMLParser(data: junit)
    #expect(parser.parse(), "JUnit is well-formed XML: \(String(describing: parser.parserError))")
  }

  /// The text outside CommonMark code spans: a run of n backticks opens a span that the next run
  /// of exactly n backticks closes (an unmatched run is literal text).
  static func outsideCodeSpans(_ text: String) -> String {
    let chars = Array(text)
    var out = ""
    var i = 0
    while i < chars.count {
      guard chars[i] == "`" else {
        out.append(chars[i])
        i += 1
        continue
      }
      var n = 0
      while i + n < chars.count, chars[i + n] == "`" { n += 1 }
      var j = i + n
      var closed: Int?
      while j < chars.count {
        var m = 0
        while j + m < chars.count, chars[j + m] == "`" { m += 1 }
        if m == n {
          closed = j + m
          break
        }
        j += max(m, 1)
      }
      if let closed {
        i = closed
      } else {
        out += String(repeating: "`", count: n)
        i += n
      }
    }
    return out
  }
}
