import Catalog
import ComponentKit
import Graphics
import Pipeline
import Testing

@testable import SpecSheets

/// Swatches and corner radii read the part lowering declared, where matching frames would name
/// another part.
@Suite struct DeclaredPartTests {
  static let pipeline = try! RenderPipeline()

  func swatches(_ id: String) throws -> [Swatch] {
    let entry = try #require(try defaultCatalog().entries.first { $0.id == id })
    return SwatchReader.swatches(for: try Self.pipeline.resolve(entry).rendering)
  }

  /// A one-line title's frame equals its text container's: the smaller-part guess named it
  /// `text-container`.
  @Test func aOneLineListTitleIsTheTitle() throws {
    let texts = try swatches("material/list-item/themed-single-line-text-only/normal").filter { $0.kind == .text }
    #expect(texts.map(\.part) == ["title"])
  }

  /// An icon toggle's ink covers its 48pt container, which is its 48pt touch target too: the
  /// guess named the ink `touch-target`.
  @Test func anIconTogglesInkIsOnItsContainer() throws {
    let fills = try swatches("material/button/icon-toggle/highlighted").filter { $0.kind == .fill }
    #expect(fills.map(\.part) == ["container"])
  }

  /// Two rounded rectangles on the container's frame: the one declared as the container gives
  /// the radius, not the first that fits the frame.
  @Test func theCornerRadiusIsTheDeclaredContainers() {
    let frame = Rect(x: 10, y: 10, width: 80, height: 40)
    let list = DisplayList(
      size: Size(width: 100, height: 60),
      commands: DrawCommand.fill(.roundedRect(frame, CornerRadii(all: 4)), Color("#FF00FF")).inPart("touch-target")
        + DrawCommand.fill(.roundedRect(frame, CornerRadii(all: 12)), Color("#FFFFFF")).inPart("container"))
    #expect(RedlinePlanner.cornerRadii(of: frame, part: "container", in: list) == CornerRadii(all: 12))
    #expect(RedlinePlanner.cornerRadii(of: frame, part: "chip-1.container", in: list) == nil)
  }
}
