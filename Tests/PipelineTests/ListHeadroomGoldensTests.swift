import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Pipeline
import TestSupport
import Testing

/// Issue 39, must-show "the headroom of the Material list matching what its xs/xxxl/AX goldens
/// show": the dynamic-type variants, each drawn at the content size it writes (xs, xxxl, AX5) and
/// recorded as a golden, are read by `TextFit`; the same variants without `content-size:`, drawn at
/// every size by the text-size axis, give a headroom that agrees: a golden's size fits exactly when
/// it is within the headroom.
@Suite struct ListHeadroomGoldensTests {
  static let fixture = packageRoot + "/Fixtures/catalog/material/list-item-dynamic-type.yaml"
  static let sizes: [(suffix: String, category: TextSizeCategory)] = [
    ("-ax-xxxl", .accessibilityExtraExtraExtraLarge), ("-xxxl", .extraExtraExtraLarge), ("-xs", .extraSmall),
  ]

  @Test func theListsHeadroomAgreesWithItsContentSizeGoldens() throws {
    let pipeline = try RenderPipeline()
    let measurer = pipeline.renderer.measurer
    let goldenEntries = try Catalog.load(paths: [Self.fixture]).entries
    let folder = try temporaryFolder("specsheet-list-headroom")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let unsized = try String(contentsOfFile: Self.fixture, encoding: .utf8).split(separator: "\n")
      .filter { !$0.contains("content-size:") }.joined(separator: "\n")
    try unsized.write(toFile: folder + "/list.yaml", atomically: true, encoding: .utf8)
    let axis = ModeAxes([ModeAxis(name: "text-size", values: ModeAxis.textSizeValues, defaultValue: "l")])
    let matrix = try Catalog.load(paths: [folder + "/list.yaml"], axes: axis) { _ in nil }.entries
    #expect(goldenEntries.count >= 18)
    for golden in goldenEntries {
      let size = try #require(Self.sizes.first { golden.variant.hasSuffix($0.suffix) })
      let png = packageRoot + "/goldens/material/list-item/\(golden.variant)/\(golden.state)@1x.png"
      #expect(FileManager.default.fileExists(atPath: png), "\(png)")
      let renderings = try matrix.filter { $0.variant == golden.variant && $0.state == golden.state }.map {
        e -> (TextSizeCategory, Rendering) in
        let value = e.modes.first?.value ?? "l"
        return (try #require(TextSizeCategory(named: value)), try pipeline.resolve(e).rendering)
      }
      #expect(renderings.count == 12)
      let headroom = try TextSizeHeadroom.measure(id: golden.id, renderings: renderings, measurer: measurer)
      let drawn = try pipeline.resolve(golden).rendering
      // The axis draws the golden's own layout at its size, and the golden fits where headroom says.
      #expect(renderings.first { $0.0 == size.category }?.1 == drawn, "\(golden.id)")
      let fits = try TextFit.failures(in: drawn, measurer: measurer).isEmpty
      #expect(fits == headroom.reaches(size.category), "\(golden.id): \(headroom)")
      #expect(fits, "the list grows with its text: \(golden.id)")
    }
  }
}
