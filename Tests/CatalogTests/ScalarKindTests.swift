import ComponentKit
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// `width: "320"` is text, and text where a number or true/false belongs is a value of the wrong
/// kind (Fixtures/README.md): quotes, block scalars and `!!str` make text, as in YAML itself.
@Suite struct ScalarKindTests {
  func parse(_ yaml: String) throws -> [CatalogEntry] { try Fixture.parse(yaml, file: "test.yaml") }

  func group(width: String) -> String {
    """
    system: fiori
    component: chip-group
    variants:
      - name: a
        layout: wrapped
        selection: single
        variation: single-selection
        chips: [A]
        width: \(width)
    """
  }

  @Test(arguments: [#""320""#, "'320'", "!!str 320", "! 320", "|\n      320", ">-\n      320"])
  func aQuotedOrTextTaggedNumberIsAnError(width: String) throws {
    let error = #expect(throws: FixtureError.self) { _ = try parse(group(width: width)) }
    #expect(error?.keyPath == "variants[0].width")
    #expect(
      error?.message == "expected a number, found the text \"320\"; write it without quotes or tag",
      "\(String(describing: error))")
  }

  @Test(arguments: ["320", "!!int 320", "!!float 320", "320.0"])
  func aPlainOrNumberTaggedNumberIsANumber(width: String) throws {
    #expect(try parse(group(width: width)).count == 1)
  }

  @Test func booleansAndWholeNumbersToo() throws {
    let required = #expect(throws: FixtureError.self) {
      _ = try parse(
        """
        system: fiori
        component: chip-form-cell
        variants:
          - {name: a, label: L, required: "true", width: 300, layout: wrapped, selection: single, \
        variation: single-selection, chips: [A]}
        """)
    }
    #expect(required?.message == "expected true or false, found the text \"true\"; write it without quotes or tag")
    let columns = #expect(throws: FixtureError.self) {
      _ = try parse(
        """
        system: material
        component: card-collection
        variants:
          - {name: a, look: themed, width: 400, columns: !!float 2, cards: [{header: A}]}
        """)
    }
    #expect(
      columns?.message.hasPrefix("expected a whole number, found the text \"2\"") == true,
      "\(String(describing: columns))")
    let insets = #expect(throws: FixtureError.self) {
      _ = try parse(
        """
        system: material
        component: chip
        variants:
          - {name: a, type: input, look: themed, title: A, content-padding: [4, "2", 4, 2]}
        """)
    }
    #expect(insets?.keyPath == "variants[0].content-padding[1]")
    #expect(
      try parse(
        "system: fiori\ncomponent: chip-form-cell\nvariants:\n  - {name: a, label: L, required: !!bool yes, width: "
          + "300, layout: wrapped, selection: single, variation: single-selection, chips: [A]}\n"
      ).count == 1)
  }

  /// Every number and true/false in the default catalog, quoted, is refused: so every numeric and
  /// boolean key the catalog uses reads through the same check.
  @Test func everyNumberAndBooleanInTheCatalogIsRefusedQuoted() throws {
    let root = packageRoot + "/" + Catalog.defaultDirectory
    let value = try Regex(#"[a-z]: (-?[0-9]+(\.[0-9]+)?|true|false|yes|no)(?=[,}\]\s])"#)
    var keys: Set<String> = []
    for file in try FileManager.default.subpathsOfDirectory(atPath: root) where file.hasSuffix(".yaml") {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      #expect(throws: Never.self) { _ = try parse(text) }
      for match in text.matches(of: value) {
        let range = try #require(match.output[1].range)
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n") ?? text.startIndex
        if text[lineStart..<range.lowerBound].contains("#") { continue }  // in a comment
        var quoted = text
        quoted.replaceSubrange(range, with: "\"\(text[range])\"")
        let error = #expect(throws: FixtureError.self, "\(file): \(text[range])") { _ = try parse(quoted) }
        #expect(error?.message.contains("found the text") == true, "\(file): \(String(describing: error))")
        keys.insert(String(error?.keyPath.split(separator: ".").last ?? ""))
      }
    }
    #expect(
      keys.isSuperset(of: ["width", "height", "size", "elevation", "columns", "required", "selectable"]),
      "\(keys.sorted())")
  }
}
