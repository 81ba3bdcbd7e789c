import Foundation
import TestSupport
import Testing

/// The JUnit that `check --junit` and `merge-reports --junit` write, validated by a standard
/// validator (`xmllint --schema`, Debian's libxml2-utils) against both schemas CI tools hold it
/// to: Jenkins xunit's `junit-10.xsd` and the strict Ant `JUnit.xsd`, vendored with their
/// licences in Tests/Resources/junit-schemas. Every state a test case can be in is covered:
/// passed, failed (size, stale), failed by the audit alone, audit notes, environment notes.
@Suite struct JUnitSchemaTests {
  static let schemas = ["xunit-junit-10.xsd", "ant-JUnit.xsd"].map {
    packageRoot + "/Tests/Resources/junit-schemas/" + $0
  }

  /// Runs `xmllint --schema` on `file` for each schema; records an issue per rejection.
  static func expectValid(
    _ file: String, schemas: [String] = JUnitSchemaTests.schemas, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
      Issue.record("xmllint is not installed: run `make deps` (scripts/install-deps.sh installs libxml2-utils)")
      return
    }
    for schema in schemas {
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", "--schema", schema, file])
      #expect(
        result.status == 0, "\((schema as NSString).lastPathComponent) rejects \(file):\n\(result.stderr)",
        sourceLocation: sourceLocation)
    }
    let xml = try String(contentsOfFile: file, encoding: .utf8)
    let cases = xml.components(separatedBy: "<testcase ").dropFirst()
    #expect(!cases.isEmpty, "\(xml)", sourceLocation: sourceLocation)
    for testcase in cases {
      let attributes = String(testcase.prefix { $0 != ">" })
      #expect(
        attributes.range(of: #" time="[0-9]+\.[0-9]{3}""#, options: .regularExpression) != nil,
        "every test case has a time: \(attributes)", sourceLocation: sourceLocation)
    }
  }

  /// The JUnit with what differs from run to run (times, timestamp, host) blanked.
  static func withoutTiming(_ xml: String) -> String {
    xml.replacingOccurrences(of: #" (time|timestamp|hostname)="[^"]*""#, with: "", options: .regularExpression)
  }

  @Test func aPassingCheckWithAuditFailuresAndEnvironmentNotesIsValidUnderBothSchemas() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    // No baseline: the selected chip's accepted contrast findings fail its (pixel-passing) test case.
    try "accepted: []\n".write(toFile: w.dir + "/none.yaml", atomically: true, encoding: .utf8)
    // Another zlib in the fingerprint: an environment note while every image matches.
    let fingerprint = w.goldens + "/fingerprint.txt"
    let recorded = try String(contentsOfFile: fingerprint, encoding: .utf8)
    try recorded.replacingOccurrences(
      of: #"library zlib [^\n]*"#, with: "library zlib 0.0.1", options: .regularExpression
    ).write(toFile: fingerprint, atomically: true, encoding: .utf8)

    let passed = try w.check(nil, ["--junit", w.dir + "/passed.xml"])
    #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
    try Self.expectValid(w.dir + "/passed.xml")
    let audited = try w.check(nil, ["--junit", w.dir + "/audit.xml", "--baseline", w.dir + "/none.yaml"])
    #expect(audited.status != 0, "\(audited.stdout)\(audited.stderr)")
    try Self.expectValid(w.dir + "/audit.xml")
    let xml = try String(contentsOfFile: w.dir + "/audit.xml", encoding: .utf8)
    #expect(xml.contains(#"<failure type="audit""#), "\(xml)")
    #expect(xml.contains("zlib 0.0.1"), "the environment note is kept: \(xml)")
  }

  @Test func aFailingCheckAndItsShardsMergedAreValidUnderBothSchemas() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let stale = w.goldens + "/fiori/chip/single-selection/gone@1x.png"
    try FileManager.default.copyItem(atPath: w.golden("selected"), toPath: stale)

    let failed = try w.check(padded, ["--junit", w.dir + "/failed.xml"])
    #expect(failed.status == 2, "\(failed.stdout)\(failed.stderr)")
    try Self.expectValid(w.dir + "/failed.xml")
    let xml = try String(contentsOfFile: w.dir + "/failed.xml", encoding: .utf8)
    #expect(xml.contains(#"<failure type="size-mismatch""#) && xml.contains(#"<failure type="stale""#), "\(xml)")

    for k in [1, 2] {
      let shard = try w.check(padded, ["--shard", "\(k)/2", "--json", w.dir + "/shard-\(k).json"])
      #expect(shard.status != 64 && shard.status != 65, "\(shard.stdout)\(shard.stderr)")
    }
    // Merged in the workspace, whose artifacts a shard names: they are read only inside the project.
    let merged = try CLI.run(
      ["merge-reports", w.dir + "/shard-1.json", w.dir + "/shard-2.json", "--junit", w.dir + "/merged.xml"],
      in: w.dir)
    #expect(merged.status == 2, "\(merged.stdout)\(merged.stderr)")
    try Self.expectValid(w.dir + "/merged.xml")
  }

  /// `--junit-attachments`: each failing case names its actual and diff pictures, as the
  /// artifacts have them, in the `[[ATTACHMENT|path]]` lines Jenkins and GitLab read; valid under
  /// xunit's schema (the strict Ant schema allows no output in a test case: hence opt-in).
  @Test func attachmentsNameEachFailuresPicturesAsTheArtifactsHaveThem() throws {
    let w = try GoldenCommandTests.Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let artifacts = w.dir + "/artifacts"
    let plain = try w.check(padded, ["--junit", w.dir + "/plain.xml", "--artifacts", artifacts])
    #expect(!(try String(contentsOfFile: w.dir + "/plain.xml", encoding: .utf8)).contains("[[ATTACHMENT"))
    let failed = try w.check(
      padded, ["--junit", w.dir + "/failed.xml", "--junit-attachments", "--artifacts", artifacts])
    #expect(failed.status == plain.status && failed.status == 2, "\(failed.stdout)\(failed.stderr)")
    try Self.expectValid(w.dir + "/failed.xml", schemas: [Self.schemas[0]])
    let xml = try String(contentsOfFile: w.dir + "/failed.xml", encoding: .utf8)
    let lines = xml.split(separator: "\n").filter { $0.contains("[[ATTACHMENT|") }
    #expect(!lines.isEmpty, "\(xml)")
    for line in lines {
      let paths = line.matches(of: /\[\[ATTACHMENT\|([^\]]+)\]\]/).map { String($0.1) }
      #expect(!paths.isEmpty)
      for path in paths {
        #expect(path.hasPrefix(artifacts) && FileManager.default.fileExists(atPath: path), "\(path)")
      }
    }
    // Every failing case carries its pictures; no passing case has any.
    let failing = xml.components(separatedBy: "<testcase ").dropFirst().filter {
      $0.contains("<failure type=\"size-mismatch\"")
    }
    #expect(!failing.isEmpty && failing.allSatisfy { $0.contains(".actual.png]]") && $0.contains(".diff.png]]") })
    #expect(
      xml.components(separatedBy: "<testcase ").dropFirst().filter { !$0.contains("<failure") }
        .allSatisfy { !$0.contains("[[ATTACHMENT") })
  }
}
