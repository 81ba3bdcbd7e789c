import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 37 ("the CLI builds a messages map and passes it back down to JUnit, HTML and JSON"): a
/// failure's text is made once, on its result, where the result is made (the worker that compared
/// it, or the stale list), and every output reads that one text: the JSON's `message`, the JUnit
/// failure's body and the report's console text are the same words, and a pass has none.
@Suite struct FailureMessageTests {
  typealias Workspace = GoldenCommandTests.Workspace

  @Test func everyOutputCarriesTheOneMessageOfEachFailure() throws {
    let w = try Workspace()
    defer { w.remove() }
    // One changed image (selected), one pass (the other state), one stale golden.
    let recoloured = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    try FileManager.default.copyItem(
      atPath: w.golden("selected"), toPath: w.goldens + "/fiori/chip/single-selection/gone@1x.png")
    let json = w.dir + "/r.json"
    let junit = w.dir + "/r.xml"
    let report = w.dir + "/report"
    let result = try w.check(recoloured, ["--json", json, "--junit", junit, "--report", report, "--no-audit"])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
    let images = try #require(document["images"] as? [[String: Any]])
    var messages: [String: String] = [:]
    for image in images {
      let name = try #require(image["name"] as? String)
      let status = try #require(image["status"] as? String)
      if status == "passed" {
        #expect(image["message"] == nil, "a pass has no message: \(name)")
      } else {
        messages[name] = try #require(image["message"] as? String, "\(name) has no message")
      }
    }
    let changed = try #require(messages["fiori/chip/single-selection/selected@1x"])
    let stale = try #require(messages["fiori/chip/single-selection/gone@1x"])
    #expect(changed.hasPrefix("CHANGED fiori/chip/single-selection/selected@1x: "))
    #expect(changed.contains("\n  artifacts: ") && changed.contains("\n  record:    "), "\(changed)")
    #expect(stale.hasPrefix("STALE fiori/chip/single-selection/gone@1x: ") && stale.contains(" prune "), "\(stale)")
    // The console prints the same block for a state with one scale.
    #expect(result.stdout.contains(changed), "\(result.stdout)")

    // JUnit: each failing case's body is its message, word for word.
    let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
    let failures = try xml.nodes(forXPath: "//testcase[failure]")
    #expect(failures.count == messages.count)
    for case let testcase as XMLElement in failures {
      // `classname` is the folder with dots, `name` the file's (a stale one says so).
      let folder = try #require(testcase.attribute(forName: "classname")?.stringValue)
      let file = try #require(testcase.attribute(forName: "name")?.stringValue)
      let name =
        folder.replacingOccurrences(of: ".", with: "/") + "/"
        + file.replacingOccurrences(of: " (stale golden)", with: "")
      let body = testcase.elements(forName: "failure").first?.stringValue
      #expect(body == messages[name], "\(name)")
    }

    // The report shows each failure's console text (its lines without HTML's special characters
    // are as they are; the first line's "> threshold" is escaped).
    let pages = try FileManager.default.subpathsOfDirectory(atPath: report).filter { $0.hasSuffix(".html") }
    let html = try pages.map { try String(contentsOfFile: report + "/" + $0, encoding: .utf8) }.joined()
    #expect(html.contains("<summary>Console text</summary><pre>CHANGED fiori/chip/single-selection/selected@1x: "))
    let artifacts = try #require(changed.split(separator: "\n").first { $0.hasPrefix("  artifacts: ") })
    #expect(html.contains(artifacts), "the report's console text")
  }
}
