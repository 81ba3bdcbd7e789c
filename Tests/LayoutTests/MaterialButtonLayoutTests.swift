import ComponentKit
import Graphics
import Testing

@testable import Material

/// Button arithmetic with a fake measurer: 14pt text advances 7pt per character, lines 15.75pt.
@Suite struct MaterialButtonLayoutTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.125, ascent: 0.93)
  let scheme = MaterialContainerScheme()

  func button(
    _ kind: MaterialButton.Kind, _ title: String, icon: MaterialIcon? = nil, state: ControlState = .normal,
    look: MaterialButton.Look = .themed, maxWidth: Double? = nil
  ) -> MaterialButton {
    let a: MaterialButtonAppearance =
      look == .themed ? .themed(kind, scheme: scheme) : .unthemed(typography: scheme.typography)
    return MaterialButton(
      kind: kind, title: title, icon: icon, selectedIcon: kind == .iconToggle ? .favorite : nil, state: state,
      appearance: a, maxWidth: maxWidth)
  }

  @Test func shortTitleKeepsTheMinimumSizeAndIsCentred() throws {
    let layout = try button(.contained, "OK").layout(measurer: measurer)  // 14pt of text
    #expect(layout.container.size == Size(width: 64, height: 36))
    #expect(layout.title?.minX == Double(64 - 14) / 2)
    #expect(layout.title?.midY == 18)
  }

  @Test func titleIsUppercasedAndInsetBySixteen() throws {
    let b = button(.text, "Share item")
    #expect(b.displayedTitle == "SHARE ITEM")
    let layout = try b.layout(measurer: measurer)  // 10 characters = 70pt
    #expect(layout.container.width == 16 + 70 + 16)
    #expect(layout.title?.minX == 16.0)
  }

  @Test func leadingIconAddsEighteenAndAnEightPointGap() throws {
    let plain = try button(.outlined, "Share item").layout(measurer: measurer)
    let iconed = try button(.outlined, "Share item", icon: .add).layout(measurer: measurer)
    #expect(iconed.container.width - plain.container.width == 18 + 8)
    #expect(iconed.icon == Rect(x: 16, y: 9, width: 18, height: 18))
    #expect(iconed.title?.minX == Double(16 + 18 + 8))
  }

  @Test func longTitleIsCutToTheMaximumWidth() throws {
    let layout = try button(.contained, "Add to shopping cart", maxWidth: 120).layout(measurer: measurer)
    #expect(layout.container.width <= 120)
    #expect(layout.titleIsTruncated)
    #expect(try #require(layout.title).maxX <= 120 - 16)
    let fits = try button(.contained, "Add", maxWidth: 120).layout(measurer: measurer)
    #expect(!fits.titleIsTruncated)
  }

  @Test func aWidthWithNoRoomForTheTitleIsAClearError() {
    #expect(throws: LayoutError.self) {
      try button(.contained, "Add", icon: .add, maxWidth: 40).layout(measurer: measurer)
    }
  }

  @Test func touchTargetIs44AndHitAreaIs48AroundTheVisibleButton() throws {
    let layout = try button(.contained, "OK").layout(measurer: measurer)
    #expect(layout.touchTarget == Rect(x: 0, y: -4, width: 64, height: 44))
    #expect(layout.hitArea == Rect(x: 0, y: -6, width: 64, height: 48))
  }

  @Test func iconToggleIsA48PointSquareSwappingItsIconWhenSelected() throws {
    let off = try button(.iconToggle, "", icon: .favoriteBorder).layout(measurer: measurer)
    let on = try button(.iconToggle, "", icon: .favoriteBorder, state: .selected).layout(measurer: measurer)
    #expect(off.container.size == Size(width: 48, height: 48))
    #expect(off.icon == Rect(x: 12, y: 12, width: 24, height: 24))
    #expect(off.button.currentIcon == .favoriteBorder)
    #expect(on.button.currentIcon == .favorite)
  }

  func shadows(_ b: MaterialButton) throws -> Int {
    try b.layout(measurer: measurer).commands().filter { if case .shadow = $0 { true } else { false } }.count
  }

  @Test func containedButtonsRiseAndDisabledOnesCastNoShadow() throws {
    #expect(try shadows(button(.contained, "OK")) == 2)
    #expect(try shadows(button(.contained, "OK", state: .highlighted)) == 2)
    #expect(try shadows(button(.contained, "OK", state: .disabled)) == 0)
    #expect(button(.contained, "OK").appearance.elevation[.normal] == 6)
    #expect(button(.contained, "OK").appearance.elevation[.highlighted] == 12)
  }

  @Test func textAndOutlinedButtonsAreFlat() throws {
    for kind in [MaterialButton.Kind.text, .outlined] {
      for state in kind.states {
        #expect(try shadows(button(kind, "OK", state: state)) == 0, "\(kind) \(state.name)")
      }
    }
  }

  @Test func unthemedDisabledButtonIsDrawnAtTwelvePercentViewAlpha() throws {
    let commands = try button(.contained, "OK", state: .disabled, look: .unthemed).layout(measurer: measurer).commands()
    #expect(commands.first == .pushOpacity(0.12))
    #expect(commands.last == .popOpacity)
    let themed = try button(.contained, "OK", state: .disabled).layout(measurer: measurer).commands()
    #expect(!themed.contains(.pushOpacity(0.12)))
  }

  @Test(arguments: [
    // (kind, state, container, title) from mdc-facts §6b with the 2018 baseline scheme.
    (MaterialButton.Kind.contained, ControlState.normal, "#6200EE", "#FFFFFF"),
    (.contained, .disabled, "#0000001F", "#00000061"),
    (.outlined, .normal, "#00000000", "#6200EE"),
    (.text, .normal, "#00000000", "#6200EE"),
    (.text, .disabled, "#00000000", "#00000061"),
  ])
  func themedColoursMatchTheReference(kind: MaterialButton.Kind, state: ControlState, container: String, title: String)
  {
    let a = button(kind, "x").appearance
    #expect(a.background(state)?.hexString == container)
    #expect(a.titleColor[state]?.hexString == title)
  }

  @Test func outlinedStrokeIsOnSurfaceTwelvePercentOnePointInEveryState() {
    let a = button(.outlined, "x").appearance
    for state in [ControlState.normal, .highlighted, .disabled] {
      #expect(a.border(state)?.width == 1)
      #expect(a.border(state)?.color == Color.black.opacity(0.12))
    }
  }
}
