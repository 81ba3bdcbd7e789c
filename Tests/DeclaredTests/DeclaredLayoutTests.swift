import ComponentKit
import Graphics
import Testing

@testable import Declared

/// Issue 38, "Declarative components": a declaration, props, state and theme laid out by
/// FlexLayout into the anatomy's frames, with the text measured by the renderer's measurer
/// (here the fixed-advance one: 0.5 x size a character, lines 1.25 x size), no pixels needed.
@Suite struct DeclaredLayoutTests {
  let measurer = FixedAdvanceMeasurer()

  func sample(_ text: String = SampleDeclaration.yaml) throws -> ComponentDeclaration {
    try ComponentDeclaration.parse(text, file: "tag.component.yaml")
  }

  func frames(_ component: DeclaredComponent) throws -> [String: Rect] {
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    return Dictionary(uniqueKeysWithValues: rendering.layout.parts.map { ($0.path, $0.frame) })
  }

  @Test func aHorizontalStackPlacesPaddingGapAndCentredChildren() throws {
    let frames = try frames(DeclaredComponent(try sample()))
    // 12 start + icon 18 + 4 + "Inbox" 35 + 4 + badge 20 (its "3" is 6 + 2 x 6 < its 20 minimum) + 8 end.
    // The touch target (44) leaves (44 - 32) / 2 = 6 on every side.
    #expect(frames["container"] == Rect(x: 6, y: 6, width: 101, height: 32))
    #expect(frames["leading-icon"] == Rect(x: 18, y: 13, width: 18, height: 18))
    #expect(frames["label"] == Rect(x: 40, y: 13.25, width: 35, height: 17.5))
    #expect(frames["badge"] == Rect(x: 79, y: 12, width: 20, height: 20))
    #expect(frames["count"] == Rect(x: 86, y: 14.5, width: 6, height: 15))
    #expect(frames["touch-target"] == Rect(x: 6, y: 0, width: 101, height: 44))
    let rendering = try DeclaredComponent(try sample()).rendering(theme: Theme(), measurer: measurer)
    #expect(rendering.size == Size(width: 113, height: 44))
  }

  @Test func aHiddenPartTakesNoRoom() throws {
    let frames = try frames(DeclaredComponent(try sample(), props: ["show-count": .boolean(false)]))
    #expect(frames["badge"] == nil && frames["count"] == nil)
    #expect(frames["container"]?.width == Double(101 - 4 - 20))
  }

  @Test func propsFillTextAndOverridesByPropChangeTheLayout() throws {
    let large = try frames(
      DeclaredComponent(try sample(), props: ["size": .choice("large"), "count": .number(120), "label": .text("Mail")]))
    // Large: height 40, padding 16 / 12; "Mail" is 28 wide; "120" is 18 + 12 = 30 > 20.
    #expect(large["container"]?.size == Size(width: 16 + 18 + 4 + 28 + 4 + 30 + 12, height: 40))
    #expect(large["badge"]?.width == 30)
  }

  @Test func aNarrowContainerCutsOneLineTextWithAnEllipsis() throws {
    let text = SampleDeclaration.with("  min-width: 64\n", "  min-width: 64\n  max-width: 90\n")
    let component = DeclaredComponent(try sample(text), props: ["label": .text("A very long inbox name")])
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    #expect(rendering.layout.part("container")?.width == 90)
    let label = try #require(
      rendering.displayList.commands.compactMap { command -> TextRun? in
        if case .text(let run) = command, run.text.hasPrefix("A very") { return run }
        return nil
      }.first)
    #expect(label.truncation == .tail)
    #expect(label.frame.width == Double(90 - 12 - 18 - 4 - 4 - 20 - 8))
  }

  @Test func anOverlayStacksItsChildrenAlignedInItsContentBox() throws {
    let text = """
      component: icon-badge
      system: acme
      anatomy:
        name: container
        layout: overlay
        padding: 2
        primary-axis-align: end
        counter-axis-align: start
        children:
          - {name: icon, icon: star, size: 24}
          - {name: dot, layout: horizontal, width: 8, height: 8, corner-radius: full, fill: "#FF0000"}
      """
    let frames = try frames(DeclaredComponent(try sample(text)))
    #expect(frames["container"] == Rect(x: 0, y: 0, width: 28, height: 28))
    #expect(frames["icon"] == Rect(x: 2, y: 2, width: 24, height: 24))
    #expect(frames["dot"] == Rect(x: 18, y: 2, width: 8, height: 8))
  }

  @Test func aVerticalStackWithAFillChildStretchesIt() throws {
    let text = """
      component: card
      system: acme
      anatomy:
        name: container
        layout: vertical
        width: 200
        padding: 10
        gap: 5
        children:
          - {name: title, text: Title, width: fill}
          - {name: divider, layout: horizontal, width: fill, height: 1, fill: "#000000"}
      """
    let frames = try frames(DeclaredComponent(try sample(text)))
    #expect(frames["title"] == Rect(x: 10, y: 10, width: 180, height: 17.5))
    #expect(frames["divider"] == Rect(x: 10, y: 32.5, width: 180, height: 1))
    #expect(frames["container"]?.height == 10 + 17.5 + 5 + 1 + 10)
  }

  @Test func aMeasurerFailureIsThrownNotDrawnAsNothing() throws {
    struct Refusing: TextMeasurer {
      struct NoFont: Error {}
      func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics { throw NoFont() }
      func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics {
        throw NoFont()
      }
    }
    #expect(throws: Refusing.NoFont.self) {
      _ = try DeclaredComponent(try sample()).rendering(theme: Theme(), measurer: Refusing())
    }
  }

  @Test func rightToLeftMirrorsTheFramesAndKeepsTheMargins() throws {
    var component = DeclaredComponent(try sample())
    component.isRightToLeft = true
    let frames = try frames(component)
    // The icon, first from the start, is now at the right: 101 - 12 - 18 from the container's left.
    #expect(frames["container"] == Rect(x: 6, y: 6, width: 101, height: 32))
    #expect(frames["leading-icon"] == Rect(x: 6 + 71, y: 13, width: 18, height: 18))
    #expect(frames["label"]?.minX == Double(6 + 101 - 34 - 35))
    #expect(frames["badge"]?.minX == Double(6 + 8))
  }

  @Test func rightToLeftMirrorsAnIconThatPointsTheWayOfReadingOnly() throws {
    for (icon, mirrored) in [("arrow_forward", true), ("star", false)] {
      var component = DeclaredComponent(try sample(), props: ["icon": .icon(try #require(MaterialIcon(named: icon)))])
      component.isRightToLeft = true
      let rendering = try component.rendering(theme: Theme(), measurer: measurer)
      let glyph = rendering.displayList.commands.compactMap { command -> GlyphRun? in
        if case .glyph(let run) = command { return run }
        return nil
      }.first
      #expect(glyph?.isMirrored == mirrored, "\(icon)")
    }
  }
}
