import Catalog
import ComponentKit
import Graphics
import SpecSheets
import Testing

/// Issue 40, "Redlines that say what they measure": labels name their part where two
/// dimensions leave one edge. Over every catalog entry's plan (RedlineTests.catalog, the
/// font-free measurer): no pixels.
@Suite struct RedlineLabelTests {
  /// The anatomy name of a part path: `chips.chip-1.label` → `label`.
  static func name(_ path: String) -> String { path.split(separator: ".").last.map(String.init) ?? path }

  /// Where two dimensions of one kind leave (or reach) the same edge, each label names the part
  /// at its other end; every other label is the bare number.
  @Test func labelsNameTheirPartWhereTwoDimensionsShareAnEdge() throws {
    var named = 0
    for (entry, _, redlines) in RedlineTests.catalog {
      for r in redlines where r.kind != .radius && r.kind != .target {
        let other = redlines.first { o in
          o != r && o.kind == r.kind && o.axis == r.axis && (o.from == r.from || o.to == r.to)
        }
        guard let other else {
          #expect(r.label == r.value.redlineText, "\(entry.id): \(r.dumped)")
          continue
        }
        let part = other.from == r.from ? r.to.part : r.from.part
        #expect(r.label == "\(Self.name(part)) \(r.value.redlineText)", "\(entry.id): \(r.dumped)")
        named += 1
      }
    }
    #expect(named > 0)
    // The card's paddings from the container's left edge: 16 to the thumbnail, 8 to the buttons.
    let (_, rendering, card) = try #require(
      RedlineTests.catalog.first { $0.0.id == "material/card/image-and-buttons-themed/normal" })
    let container = try #require(rendering.layout.part("container"))
    for part in ["thumbnail", "button-1"] {
      let inset = try #require(rendering.layout.part(part)).minX - container.minX
      #expect(
        card.contains { $0.from == .init("container", .minX) && $0.label == "\(part) \(inset.redlineText)" },
        "\(card.map(\.dumped))")
    }
  }
}
