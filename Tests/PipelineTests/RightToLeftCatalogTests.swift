import Catalog
import ComponentKit
import Graphics
import Testing

@testable import Pipeline

/// Right to left across the default catalog: every component that takes `direction` has a
/// right-to-left variant, and each of its frames is the mirror of its left-to-right twin's
/// (x -> canvas width - x) within 0.5pt, except the parts its spec places absolutely.
@Suite struct RightToLeftCatalogTests {
  let pipeline = try! RenderPipeline()

  @Test func everyComponentWithADirectionHasARightToLeftVariant() throws {
    let catalog = try defaultCatalog()
    let directional = ComponentRegistry.standard.kinds.filter { $0.schema?.names.contains("direction") == true }
    #expect(directional.count >= 12, "\(directional.map(\.id))")
    for kind in directional {
      let rtl = catalog.entries.filter { "\($0.system)/\($0.component)" == kind.id && $0.content.model.isRightToLeft }
      #expect(!rtl.isEmpty, "\(kind.id) has no right-to-left variant in the catalog")
    }
  }

  @Test func everyRightToLeftFrameMirrorsItsTwin() throws {
    let measurer = pipeline.renderer.measurer
    let rtl = try defaultCatalog().entries.filter { $0.content.model.isRightToLeft }
    #expect(rtl.count >= 30)
    for entry in rtl {
      let model = entry.content.model
      let twin = try #require(model.leftToRightTwin, "\(entry.id) has no left-to-right twin")
      #expect(!twin.model.isRightToLeft)
      let right = try entry.content.render(theme: entry.theme, measurer: measurer)
      let left = try twin.render(theme: entry.theme, measurer: measurer)
      #expect(right.size == left.size, "\(entry.id): canvas \(right.size) vs \(left.size)")
      let width = right.size.width
      let leftParts = Dictionary(left.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
      var compared = 0
      for part in right.layout.parts {
        let other = try #require(leftParts[part.path], "\(entry.id): \(part.path) has no twin")
        let name = String(part.path.split(separator: ".").last ?? "")
        let expected: Rect
        if model.partsKeepingTheirSide.contains(name) {
          // Kept on its side of its parent (the card): moved only with it.
          let parent = part.path.split(separator: ".").dropLast().joined(separator: ".")
          let container = parent.isEmpty ? "container" : parent + ".container"
          let (mine, theirs) = (
            try #require(right.layout.parts.first { $0.path == container }?.frame), try #require(leftParts[container])
          )
          expected = other.offsetBy(dx: mine.minX - theirs.minX, dy: 0)
        } else {
          expected = other.mirrored(inWidth: width)
        }
        let worst = max(
          abs(part.frame.x - expected.x), abs(part.frame.y - expected.y), abs(part.frame.width - expected.width),
          abs(part.frame.height - expected.height))
        #expect(worst <= 0.5, "\(entry.id): \(part.path) \(part.frame) vs mirrored twin \(expected)")
        compared += 1
      }
      #expect(compared >= 2, "\(entry.id): too few parts compared")
    }
  }

  @Test func theSelectedCheckStaysTopRightAndDirectionalIconsMirror() throws {
    let cell = try entry("material/card-cell/selectable-themed-rtl/selected")
    let rendering = try cell.content.render(theme: cell.theme, measurer: pipeline.renderer.measurer)
    let parts = Dictionary(rendering.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let card = try #require(parts["container"])
    let check = try #require(parts["checked-icon"])
    let header = try #require(parts["header-text"])
    #expect(abs(card.maxX - check.maxX - 8) < 0.01, "check \(check) in \(card)")
    #expect(header.maxX > card.midX, "the header moved to the right")

    let button = try entry("material/button/contained-icon-rtl/normal")
    let glyphs = try button.content.render(theme: button.theme, measurer: pipeline.renderer.measurer).displayList
      .commands.compactMap { if case .glyph(let run) = $0 { run } else { nil } }
    #expect(glyphs.map(\.name) == ["arrow_forward"])
    #expect(glyphs.allSatisfy { $0.isMirrored })
    let outlined = try entry("material/button/outlined-icon-rtl/normal")
    let plain = try outlined.content.render(theme: outlined.theme, measurer: pipeline.renderer.measurer).displayList
      .commands.compactMap { if case .glyph(let run) = $0 { run } else { nil } }
    #expect(plain.map(\.name) == ["add"])
    #expect(!plain.contains { $0.isMirrored }, "add has no direction: it keeps its shape")
  }
}
