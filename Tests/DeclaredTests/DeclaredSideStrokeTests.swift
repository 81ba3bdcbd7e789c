import ComponentKit
import Graphics
import Testing

@testable import Declared

/// Issue 38, the format's gaps: per-side strokes (Figma's individual strokes). A weight per
/// logical side draws a band along each side that has one, inside the edge and clipped to the
/// part's shape by default; start and end swap in right to left.
@Suite struct DeclaredSideStrokeTests {
  let measurer = FixedAdvanceMeasurer()

  func container(_ stroke: String, rightToLeft: Bool = false) throws -> (Rect, [DrawCommand]) {
    let text = SampleDeclaration.with("  fill: muted\n", "  fill: muted\n  stroke: \(stroke)\n")
    var component = DeclaredComponent(try ComponentDeclaration.parse(text, file: "tag.component.yaml"))
    component.isRightToLeft = rightToLeft
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    let frame = try #require(rendering.layout.parts.first { $0.path == "container" }?.frame)
    let drawn = zip(rendering.displayList.commands, rendering.displayList.partPaths)
      .filter { $0.1 == "container" && !$0.0.isPartMarker }.map(\.0)
    return (frame, drawn)
  }

  @Test func aBottomStrokeIsABandInsideTheBottomEdgeClippedToTheShape() throws {
    let (f, drawn) = try container("{weight: {bottom: 2}, color: \"#FF0000\"}")
    let accent = Color("#FF0000")
    #expect(drawn.count == 4, "fill, clip, band, end of clip: \(drawn)")
    guard case .pushClip(.roundedRect(let clip, _)) = drawn.dropFirst().first else {
      Issue.record("\(drawn)")
      return
    }
    #expect(clip == f)
    #expect(drawn.dropFirst(2).first == .fill(.rect(Rect(x: f.minX, y: f.maxY - 2, width: f.width, height: 2)), accent))
    #expect(drawn.last == .popClip)
  }

  @Test func startAndEndSwapInRightToLeftAndOutsideIsNotClipped() throws {
    let stroke = "{weight: {start: 3}, color: \"#FF0000\", align: outside}"
    let (f, ltr) = try container(stroke)
    let (g, rtl) = try container(stroke, rightToLeft: true)
    #expect(ltr.last == .fill(.rect(Rect(x: f.minX - 3, y: f.minY, width: 3, height: f.height)), Color("#FF0000")))
    #expect(rtl.last == .fill(.rect(Rect(x: g.maxX, y: g.minY, width: 3, height: g.height)), Color("#FF0000")))
    #expect(!ltr.contains { if case .pushClip = $0 { true } else { false } })
  }

  @Test func aSideOverSixtyFourPointsIsRefused() throws {
    let text = SampleDeclaration.with(
      "  fill: muted\n", "  fill: muted\n  stroke: {weight: {top: 65}, color: accent}\n")
    #expect(throws: FixtureError.self) { try ComponentDeclaration.parse(text, file: "tag.component.yaml") }
  }
}
