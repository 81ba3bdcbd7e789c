import Audit
import ComponentKit
import Graphics
import Testing

/// Issue 39, "Text-size headroom": the largest text size at which nothing clips, truncates,
/// overlaps or leaves its container, and the first failure with its part and the space needed
/// against the space available. Two small components, measured with `FixedAdvanceMeasurer` (each
/// character 0.5 em wide, a line 1.25 em tall), scaled by Body's ratio through `Theme.textSize`.
@Suite struct TextSizeHeadroomTests {
  /// A 14-point label in a box of fixed `height` (nil: the box hugs the label with 8 points around
  /// it), centred, `width` points wide when set (the label then truncates at the tail).
  struct Box: ComponentModel {
    var height: Double?
    var width: Double?
    var label = "Received"

    func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
      let font = Font(family: "Inter", weight: 400, size: 14)
      let room = width.map { $0 - 16 }
      let text =
        try room.map { try measurer.measure(label, font: font, maxWidth: $0, truncation: .tail) }
        ?? measurer.measure(label, font: font)
      let box = Rect(x: 0, y: 0, width: width ?? text.width + 16, height: height ?? text.height + 16)
      let line = Rect(x: 8, y: (box.height - text.height) / 2, width: text.width, height: text.height)
      let run = TextRun(text: label, font: font, color: .black, frame: line, truncation: width.map { _ in .tail })
      return Rendering(
        layout: LayoutNode(
          "canvas", frame: box, children: [LayoutNode("container", frame: box), LayoutNode("label", frame: line)]),
        displayList: DisplayList(
          size: box.size, commands: [.fill(.rect(box), .white)] + DrawCommand.text(run).inPart("label")))
    }
  }

  static func headroom(_ box: Box) throws -> TextSizeHeadroom {
    let measurer = FixedAdvanceMeasurer()
    let renderings = try TextSizeCategory.allCases.map { category -> (TextSizeCategory, Rendering) in
      var theme = Theme()
      theme.textSize = category
      return (category, try Component(box).render(theme: theme, measurer: measurer))
    }
    return try TextSizeHeadroom.measure(id: "test/box/plain/normal", renderings: renderings, measurer: measurer)
  }

  @Test func aBoxThatHugsItsLabelFitsAll() throws {
    let result = try Self.headroom(Box())
    #expect(result.fitsAll && result.headroom == .accessibilityExtraExtraExtraLarge && result.checks.count == 12)
    #expect(result.description == "test/box/plain/normal: fits all")
  }

  /// A 32-point box: the 14-point label's line is 1.25 × 14 × Body/17 tall. At AX1 (28 pt) that is
  /// 28.82 pt; at AX2 (33 pt) 33.97 pt, past 32 by more than the half-point tolerance.
  @Test func aFixedHeightBoxFitsToAX1AndSaysWhy() throws {
    let result = try Self.headroom(Box(height: 32))
    #expect(result.headroom == .accessibilityMedium)
    let failing = try #require(result.firstFailure)
    #expect(failing.category == .accessibilityLarge)
    let failure = try #require(failing.failure)
    #expect(failure.part == "label" && failure.problem == .leavesContainer && failure.other == "container")
    #expect(failure.dimension == "height" && abs(failure.needed - 1.25 * 14 * 33 / 17) < 1e-9)
    #expect(failure.available == 32)
    #expect(result.verdict == "fits to AX1" && result.fitsAfterFailing.isEmpty && !result.reaches(.accessibilityLarge))
    #expect(
      result.description.hasSuffix(
        "at AX2 label leaves its container (container): needs 33.971 pt of height, has 32 pt"))
  }

  /// 96 points wide leaves the label 80: "Received" is 8 × 0.5 × 14 × Body/17 = 56 × Body/17
  /// points, 74.1 at xxxl (23 pt) and 92.2 at AX1 (28 pt): it truncates first at AX1 (its height,
  /// 1.25 × 14 × 28/17 = 28.8, still fits the box's 100). The measurer keeps whole characters of
  /// 7 × 28/17 = 11.53 points: 6 of them, 69.2 points, are what the label has.
  @Test func aFixedWidthBoxTruncatesAtAX1() throws {
    let result = try Self.headroom(Box(height: 100, width: 96))
    #expect(result.headroom == .extraExtraExtraLarge)
    let failure = try #require(result.firstFailure?.failure)
    #expect(failure.problem == .truncates && failure.dimension == "width")
    #expect(abs(failure.available - 6 * 7 * 28 / 17) < 1e-9)
    #expect(abs(failure.needed - 56 * 28 / 17) < 1e-9)
  }

  /// Headroom never grows with the text size: a result that fits again after failing says so.
  @Test func aResultThatFitsAgainIsNotMonotone() {
    let failure = TextFitFailure(part: "label", problem: .clips, dimension: "height", needed: 40, available: 32)
    let result = TextSizeHeadroom(
      id: "x", checks: [.init(.large, nil), .init(.extraLarge, failure), .init(.extraExtraLarge, nil)])
    #expect(result.headroom == .large && result.fitsAfterFailing == [.extraExtraLarge])
    #expect(result.description.hasSuffix("(not monotone)"))
    #expect(TextSizeHeadroom(id: "x", checks: [.init(.extraSmall, failure)]).verdict == "fits none")
  }

  /// Two lines 20 points tall, the second starting 12 points down: it overlaps the first by 8, so
  /// it has 12 of the 20 it needs. A third line wholly outside the clip is scrolled away, not cut.
  @Test func overlappingTextIsAFailureAndTextOutOfViewIsNot() throws {
    let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    let font = Font(family: "Inter", weight: 400, size: 16)
    func line(_ text: String, _ y: Double, x: Double = 0) -> DrawCommand {
      .text(TextRun(text: text, font: font, color: .black, frame: Rect(x: x, y: y, width: 40, height: 20)))
    }
    let commands: [DrawCommand] =
      [.pushClip(.rect(Rect(x: 0, y: 0, width: 60, height: 100)))] + line("Title", 0).inPart("title")
      + line("Detail", 12).inPart("detail") + line("Away", 0, x: 60).inPart("away") + [.popClip]
    let rendering = Rendering(
      layout: LayoutNode("canvas", frame: canvas), displayList: DisplayList(size: canvas.size, commands: commands))
    let failures = try TextFit.failures(in: rendering, measurer: FixedAdvanceMeasurer())
    #expect(
      failures == [
        TextFitFailure(
          part: "detail", problem: .overlaps, other: "title", dimension: "height", needed: 20, available: 12)
      ])
  }

  /// A nested text's container is the `container` beside it, else its parent part: a 20-point line
  /// at y 10 in a 24-point tall chip container (y 0 to 24) has 14 of the 20 it needs (its chip,
  /// 40 tall, would hold it); in a row without a container part, the row (y 0 to 28) leaves 18.
  @Test func aNestedTextIsJudgedAgainstItsOwnContainer() throws {
    let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    func run(x: Double) -> DrawCommand {
      let line = Rect(x: x, y: 10, width: 40, height: 20)
      return .text(TextRun(text: "Hi", font: Font(family: "Inter", weight: 400, size: 16), color: .black, frame: line))
    }
    let layout = LayoutNode(
      "canvas", frame: canvas,
      children: [
        LayoutNode(
          "chip-1", frame: Rect(x: 0, y: 0, width: 100, height: 40),
          children: [LayoutNode("container", frame: Rect(x: 0, y: 0, width: 100, height: 24))]),
        LayoutNode("row", frame: Rect(x: 0, y: 0, width: 100, height: 28)),
      ])
    let commands = [run(x: 0)].inPart("label").inPart("chip-1") + [run(x: 50)].inPart("title").inPart("row")
    let failures = try TextFit.failures(
      in: Rendering(layout: layout, displayList: DisplayList(size: canvas.size, commands: commands)),
      measurer: FixedAdvanceMeasurer())
    #expect(
      failures == [
        TextFitFailure(
          part: "chip-1.label", problem: .leavesContainer, other: "chip-1.container", dimension: "height", needed: 20,
          available: 14),
        TextFitFailure(
          part: "row.title", problem: .leavesContainer, other: "row", dimension: "height", needed: 20, available: 18),
      ])
  }
}
