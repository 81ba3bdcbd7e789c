import AcmeTag
import Foundation
import GoldenTesting
import SpecsheetKit
import Testing

/// Acme's tag through specsheet's public API only: read from a YAML fixture, rendered as the CLI
/// renders, audited against its own spec, put on a spec sheet, and checked against goldens.
@Suite struct TagTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardized.path
  static let fixtures = root + "/Fixtures"

  static func entries() throws -> [CatalogEntry] {
    try Catalog.load(paths: [fixtures], registry: .acme).entries
  }

  @Test func readsEveryStateFromTheFixture() throws {
    let entries = try Self.entries()
    #expect(
      entries.map(\.id) == [
        "acme/tag/short/normal", "acme/tag/short/selected", "acme/tag/short/disabled",
        "acme/tag/long/normal", "acme/tag/long/selected",
      ])
    #expect(entries[2].content.as(AcmeTag.Tag.self) == AcmeTag.Tag(label: "Design", state: .disabled))
  }

  /// The tag's declared keys join specsheet's schema and key tables.
  @Test func itsKeysAreInTheSchema() throws {
    let schema = try FixtureSchema.jsonSchemaText(for: .acme)
    #expect(schema.contains("\"const\" : \"acme\""))
    #expect(FixtureSchema.markdown(for: .acme).contains("### acme/tag"))
    let error = try #require(throws: FixtureError.self) {
      try Fixture.parse(
        "system: acme\ncomponent: tag\nvariants: [{name: a, label: A, colour: red}]", file: "t.yaml", registry: .acme)
    }
    #expect("\(error)".contains("unknown key \"colour\"; expected one of: label, modes, name, states"))
  }

  /// The reader reads exactly the keys its schema declares: `TagKey`'s constants are both.
  @Test func theReaderReadsExactlyTheDeclaredKeys() throws {
    let log = FixtureKeyLog()
    _ = try FixtureKeyLog.$current.withValue(log) { try Self.entries() }
    #expect(log.count > 0)
    #expect(log.mismatches.isEmpty, "\(log.mismatches)")
  }

  @Test func anUnknownStateIsAFixtureErrorWithItsLine() throws {
    let yaml = "system: acme\ncomponent: tag\nvariants:\n  - name: a\n    label: A\n    states: [hover]\n"
    let error = try #require(throws: FixtureError.self) { try Fixture.parse(yaml, file: "t.yaml", registry: .acme) }
    #expect(error.line == 6)
    #expect("\(error)".contains("unknown tag state \"hover\"; expected one of: normal, selected, disabled"))
  }

  /// The spec's numbers on the frames, at every scale: the canvas is the pill, scaled exactly.
  @Test func framesFollowTheSpecAtEveryScale() throws {
    let pipeline = try RenderPipeline()
    for entry in try Self.entries() {
      let rendering = try pipeline.resolve(entry).rendering
      let container = try #require(rendering.layout.part("container"))
      #expect(container.height == TagSpec.height)
      #expect(container.width >= TagSpec.minWidth)
      let images = try pipeline.render(entry, scales: [1, 2, 3])
      for image in images {
        #expect(image.bitmap.width == Int(rendering.size.width) * image.scale, "\(entry.id)@\(image.scale)x")
        #expect(image.bitmap.height == Int(TagSpec.height) * image.scale)
      }
    }
  }

  /// specsheet's audit runs the tag's own rules (and the design rules: contrast) on the pixels.
  @Test func theAuditFindsNoErrors() throws {
    let pipeline = try RenderPipeline()
    let run = try pipeline.audit(try Self.entries(), scales: [1, 2])
    let errors = run.findings.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map { "\($0)" })")
    #expect(run.images.count == 10)
  }

  /// A tag drawn 4pt short of its spec: the audit reports the tag's own height rule.
  struct SquashedTag: ComponentModel {
    var tag: AcmeTag.Tag
    func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
      var rendering = try tag.rendering(theme: theme, measurer: measurer)
      rendering.layout.children = rendering.layout.children.map { part in
        var part = part
        if part.name == "container" { part.frame.height -= 4 }
        return part
      }
      return rendering
    }
    func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) { tag.specRules(theme: theme) }
  }

  @Test func theAuditHoldsTheTagToItsSpec() throws {
    let squashed = CatalogEntry(
      system: "acme", component: "tag", variant: "squashed", state: "normal",
      content: Component(SquashedTag(tag: AcmeTag.Tag(label: "Design", state: .normal))), theme: Theme(), source: "test"
    )
    let run = try RenderPipeline().audit([squashed], scales: [1])
    let height = run.findings.first { $0.rule == "spec:acme-tag.height" }
    #expect(height?.severity == .error)
    #expect(height?.measured == "20")
    #expect(height?.source == "Acme Design System, Tag (example spec)")
    // The label stayed where it was: no longer centred in the shorter pill.
    #expect(run.findings.contains { $0.rule == "spec:acme-tag.label-centred" })
  }

  @Test(arguments: [1, 2, 3])
  func everyStateMatchesItsGolden(scale: Int) throws {
    for entry in try Self.entries() {
      let result = assertGolden(of: entry, scale: scale)
      #expect(result != nil)
    }
  }

  /// Its accessibility joins render's manifest and the sheet's `--annotate a11y` layer.
  @Test func itsAccessibilityIsAnnotated() throws {
    let entries = try Self.entries()
    let pipeline = try RenderPipeline()
    let selected = try #require(entries.first { $0.id == "acme/tag/short/selected" })
    let image = try #require(try pipeline.render(selected, scales: [1]).first)
    let element = try #require(image.accessibility?.elements.first)
    #expect(element.callout == "button · \"Design\" · selected")
    #expect(element.frame == image.parts.first { $0.path == "container" }?.frame)
    let sheet = try pipeline.sheet(named: "acme/tag", entries: entries, annotations: [.a11y])
    #expect(sheet.accessibility?.count == entries.count)
    #expect(sheet.dump().contains("a11y 1 button \"Design\" [disabled] container "))
  }

  @Test func theSpecSheetMatchesItsGolden() throws {
    let pipeline = try RenderPipeline()
    let sheet = try pipeline.sheet(named: "acme/tag", entries: try Self.entries())
    let bitmap = try pipeline.renderBitmap(sheet, scale: 1)
    #expect(bitmap.width > 0)
    assertGolden(image: bitmap, named: "sheets/acme/tag")
  }
}
