import Foundation
import Testing

/// The JUnit that `check --junit` and `merge-reports --junit` write, validated by a standard
/// validator (`xmllint --schema`, Debian's libxml2-utils) against both schemas CI tools hold it
/// to: Jenkins xunit's `junit-10.xsd` and the strict Ant `JUnit.xsd`, vendored with their
/// licences in Tests/Resources/junit-schemas. Every state a test case can be in is covered:
/// passed, failed (size, stale), failed by the audit alone, audit notes, environment notes.
@Suite struct JUnitSchemaTests {
  static let schemas = ["xunit-junit-10.xsd", "ant-JUnit.xsd"].map {
    CLI.packageRoot + "/Tests/Resources/junit-schemas/" + $0
  }

  /// Runs `xmllint --schema` on `file` for each schema; records an issue per rejection.
  static func expectValid(_ file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
      Issue.record("xmllint is not installed: run `make deps` (scripts/install-deps.sh installs libxml2-utils)")
      return
    }
    for schema in schemas {
      let result = try CLI.execute(
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
    let merged = try CLI.run([
      "merge-reports", w.dir + "/shard-1.json", w.dir + "/shard-2.json", "--junit", w.dir + "/merged.xml",
    ])
    #expect(merged.status == 2, "\(merged.stdout)\(merged.stderr)")
    try Self.expectValid(w.dir + "/merged.xml")
  }
}
