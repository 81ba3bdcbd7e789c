import CairoRenderer
import Catalog
import ComponentKit
import Graphics
import SpecSheets
import Testing

/// Issue 40, "Redlines that say what they measure": extension lines never cross another part.
/// Over every catalog entry's plan, laid out with the font-free measurer and with the sheets'
/// fonts: no pixels.
@Suite struct RedlineExtensionTests {
  /// The catalog's plans laid out with the sheets' own fonts (Pango measures, nothing is drawn):
  /// where parts fall, and so which lines cross them, depends on the text's real widths.
  static let fontCatalog: [(CatalogEntry, Rendering, [Redline])] = {
    guard let catalog = try? defaultCatalog(), let measurer = try? PangoTextMeasurer() else { return [] }
    return catalog.entries.compactMap { entry in
      guard let rendering = try? entry.content.render(theme: entry.theme, measurer: measurer),
        let redlines = try? RedlinePlanner.redlines(
          for: rendering, roles: entry.content.model.partRoles, measurer: measurer)
      else { return nil }
      return (entry, rendering, redlines)
    }
  }()

  /// No extension line runs through a part other than the one it marks (or a part around that
  /// one), and each starts on the edge it marks, with the font-free measurer and with the
  /// sheets' fonts: the wrapped right-to-left chip group's lines stop short of the next row's
  /// chips.
  @Test func extensionLinesCrossNoOtherPart() throws {
    var checked = 0
    #expect(Self.fontCatalog.count == RedlineTests.catalog.count, "some entries could not be laid out with fonts")
    for (entry, rendering, redlines) in RedlineTests.catalog + Self.fontCatalog {
      let parts = rendering.layout.parts.filter { $0.frame.width > 0 && $0.frame.height > 0 }
      for r in redlines where r.kind != .radius {
        for anchor in [r.from, r.to] {
          let own = try #require(rendering.layout.part(anchor.part))
          // This edge's pieces: the lines at its coordinate across the dimension.
          let at = edge(own, anchor.edge)
          let pieces = r.extensions.filter { abs((r.axis == .horizontal ? $0.0.x : $0.0.y) - at) < 0.001 }
          let starts = r.axis == .horizontal ? pieces.map(\.0.y) : pieces.map(\.0.x)
          let edges = r.axis == .horizontal ? [own.minY, own.maxY] : [own.minX, own.maxX]
          if !starts.contains(where: { s in edges.contains { abs($0 - s) < 0.001 } }) {
            Issue.record("\(entry.id): no extension line of \(r.name) starts on \(anchor.part)'s edge")
          }
          for line in pieces {
            for p in parts where !p.frame.contains(own) && !own.contains(p.frame) {
              if segment(line.0, line.1, crosses: p.frame.insetBy(0.01)) {
                Issue.record("\(entry.id): an extension line of \(r.name) (\(anchor.part)) crosses \(p.path)")
              }
            }
          }
          checked += 1
        }
      }
    }
    #expect(checked > 2000)
  }

  /// A row's chain (leading padding | parts | trailing padding) stays on one side when a side
  /// is blocked: in the form cell the chip's paddings and label width are read side by side.
  /// (Content lying over other content, a header text under a check icon, is not one chain.)
  @Test func aRowsChainStaysOnOneSide() throws {
    var checked = 0
    for (entry, rendering, redlines) in RedlineTests.catalog + Self.fontCatalog {
      let ends = redlines.filter { $0.name == "padding.leading" || $0.name == "padding.trailing" }
      guard ends.count == 2 else { continue }
      let first = try #require(rendering.layout.part(ends[0].to.part))
      let last = try #require(rendering.layout.part(ends[1].from.part))
      if first != last && first.intersects(last) { continue }
      #expect(ends[0].side == ends[1].side, "\(entry.id): \(ends.map(\.dumped))")
      checked += 1
    }
    #expect(checked > 100)
  }
}
