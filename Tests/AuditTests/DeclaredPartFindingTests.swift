import Audit
import ComponentKit
import Graphics
import Testing

/// A finding names the part lowering declared for what it measured, not the smallest part
/// whose frame happens to hold it.
@Suite struct DeclaredPartFindingTests {
  @Test func aFaintLabelWiderThanItsFrameIsStillTheLabel() throws {
    let entry = try entries(fioriChip)[0]
    var rendering = try entry.content.render(theme: entry.theme, measurer: pipeline.renderer.measurer)
    let label = try #require(rendering.layout.part("label"))
    let container = try #require(rendering.layout.part("container"))
    let font = try #require(rendering.displayList.fonts.first)
    // Text reaching past its label's frame (but inside the container), too faint on white.
    let run = TextRun(
      text: "Received", font: font, color: Color("#DDDDDD"),
      frame: Rect(x: label.minX, y: label.minY, width: container.maxX - 2 - label.minX, height: label.height))
    let page = DrawCommand.fill(.rect(Rect(origin: .zero, size: rendering.size)), Color("#FFFFFF"))
    rendering.displayList.commands = [page] + DrawCommand.text(run).inPart("label")
    let found = auditor.audit(try images(of: entry, scales: [1], rendering: rendering)).filter {
      $0.rule == "text-contrast"
    }
    #expect(found.map(\.part) == ["label"])
  }
}
