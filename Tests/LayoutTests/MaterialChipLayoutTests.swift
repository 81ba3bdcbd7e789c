import ComponentKit
import Graphics
import Testing

@testable import Material

/// MDC chip layout arithmetic with a fake measurer: 14pt text advances 7pt per character and
/// lines are 15.75pt tall (Roboto is about 1.17 em), so the numbers below are sums of the paddings.
@Suite struct MaterialChipLayoutTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.125, ascent: 0.93)
  let scheme = MaterialContainerScheme()

  func chip(
    _ kind: MaterialChip.Kind, _ look: MaterialChip.Look, _ title: String, state: ControlState = .normal,
    rtl: Bool = false
  )
    -> MaterialChip
  {
    let appearance: MaterialChipAppearance =
      switch look {
      case .unthemed: .unthemed(typography: scheme.typography)
      case .themed: .themed(scheme)
      case .outlined: .outlined(scheme)
      }
    let icons = kind.defaultIcons
    return MaterialChip(
      kind: kind, title: title, image: icons.image, selectedImage: icons.selected, accessory: icons.accessory,
      state: state, appearance: appearance, isRightToLeft: rtl)
  }

  @Test func negativePaddingsThatLeaveNoRoomNameThePart() throws {
    var c = chip(.action, .themed, "Hi")
    c.appearance.contentPadding = EdgeInsets(top: -100, leading: -100, bottom: -100, trailing: -100)
    #expect {
      try Component.materialChip(c, touchTargetOverlay: false).render(theme: Theme(), measurer: measurer)
    } throws: { error in
      guard case LayoutError.impossibleFrame(let part, let frame) = error else { return false }
      return part == "container" && frame.width < 0
    }
  }

  @Test func anImpossibleFrameIsNamedByItsPathAsInParts() {
    let bad = Rect(x: 0, y: 0, width: -3, height: 4)
    let tree = LayoutNode(
      "canvas", frame: Rect(x: 0, y: 0, width: 10, height: 10),
      children: [
        LayoutNode("chip-1", frame: Rect(x: 0, y: 0, width: 5, height: 5), children: [LayoutNode("label", frame: bad)])
      ])
    #expect(tree.firstImpossibleFrame()?.path == "chip-1.label")
    #expect(tree.firstImpossibleFrame()?.frame == bad)
    #expect(tree.parts.first { $0.frame == bad }?.path == "chip-1.label")
    #expect(
      LayoutNode("canvas", frame: Rect(x: 0, y: .nan, width: 1, height: 1)).firstImpossibleFrame()?.path == "canvas")
    #expect(LayoutNode("canvas", frame: Rect(x: 0, y: 0, width: 1, height: 1)).firstImpossibleFrame() == nil)
  }

  @Test func unthemedChoiceChipIsContentPaddingPlusTitlePadding() throws {
    let layout = try chip(.choice, .unthemed, "Medium").layout(measurer: measurer)  // 42pt title
    #expect(layout.container.width == 4 + 8 + 42 + 8 + 4)
    // 4 + 3 + 15.75 + 4 + 4 = 30.75 is below the 32pt minimum height.
    #expect(layout.container.height == 32)
    #expect(layout.title == Rect(x: 12, y: 4 + 3 + (24 - 7 - 15.75) / 2, width: 42, height: 15.75))
    #expect(layout.cornerRadius == 16)
  }

  @Test func themedChipUsesThemedPaddings() throws {
    let layout = try chip(.choice, .themed, "Medium").layout(measurer: measurer)
    // contentPadding {0,4,0,8}, titlePadding {0,8,0,4}.
    #expect(layout.container.width == 4 + 8 + 42 + 4 + 8)
    #expect(layout.container.height == 32)
    #expect(layout.title.minX == 12)
  }

  @Test func filterChipGrowsBy24PointsForItsCheckWhenSelected() throws {
    let off = try chip(.filter, .unthemed, "Medium").layout(measurer: measurer)
    let on = try chip(.filter, .unthemed, "Medium", state: .selected).layout(measurer: measurer)
    #expect(off.selectedImage == nil)
    #expect(on.selectedImage == Rect(x: 4, y: 4, width: 24, height: 24))
    #expect(on.container.width - off.container.width == 24)
    #expect(on.title.minX == 4 + 24 + 8)
  }

  @Test func inputChipPlacesThumbnailTitleAndRemoveIcon() throws {
    let layout = try chip(.input, .themed, "Jane Doe").layout(measurer: measurer)  // 56pt title
    // 4 + 24 + (8 + 56 + 4) + (4 + 18) + 8
    #expect(layout.container.width == 126)
    #expect(layout.image == Rect(x: 4, y: 4, width: 24, height: 24))
    #expect(layout.title.minX == 4 + 24 + 8)
    #expect(layout.accessory == Rect(x: 126 - 8 - 18, y: 7, width: 18, height: 18))
  }

  @Test func rightToLeftMirrorsEveryFrameExactly() throws {
    let ltr = try chip(.input, .themed, "Jane Doe").layout(measurer: measurer)
    let rtl = try chip(.input, .themed, "Jane Doe", rtl: true).layout(measurer: measurer)
    let w = ltr.container.width
    #expect(rtl.container == ltr.container)
    #expect(rtl.image == ltr.image?.mirrored(inWidth: w))
    #expect(rtl.title == ltr.title.mirrored(inWidth: w))
    #expect(rtl.accessory == ltr.accessory?.mirrored(inWidth: w))
  }

  @Test func touchTargetIs44PointsTall() throws {
    let layout = try chip(.choice, .themed, "A").layout(measurer: measurer)
    #expect(layout.touchTarget.height == 44)
    #expect(layout.touchTarget.width == 44)
    #expect(layout.touchTarget.midY == layout.container.midY)
  }

  @Test func elevationZeroDrawsNoShadowAndPressedDrawsTwoLayers() throws {
    func shadows(_ state: ControlState) throws -> [Shadow] {
      try chip(.choice, .themed, "Medium", state: state).layout(measurer: measurer).commands().compactMap {
        if case .shadow(let s) = $0 { s } else { nil }
      }
    }
    #expect(try shadows(.normal).isEmpty)
    #expect(try shadows(.selected).isEmpty)
    let pressed = try shadows(.highlighted)
    #expect(pressed.count == 2)
    // mdc-facts §4a at elevation 8: ambient sigma 7.113, key sigma 5.334 and y offset 9.810.
    #expect(abs(pressed[0].sigma - 7.113) < 0.001)
    #expect(abs(pressed[1].sigma - 5.334) < 0.001)
    #expect(abs(pressed[1].offset.y - 9.810) < 0.001)
    #expect(pressed.allSatisfy { $0.outsideOnly })
  }

  @Test func inkIsDrawnOverTheBackgroundAndUnderTheTitleOnlyWhenHighlighted() throws {
    let commands = try chip(.choice, .themed, "Medium", state: .highlighted).layout(measurer: measurer).commands()
    let inkIndex = commands.firstIndex {
      if case .fill(_, let c) = $0 { c == Color.black.opacity(0.16) } else { false }
    }
    let textIndex = commands.firstIndex { if case .text = $0 { true } else { false } }
    #expect(inkIndex != nil && textIndex != nil && inkIndex! < textIndex!)
    let normal = try chip(.choice, .themed, "Medium").layout(measurer: measurer).commands()
    #expect(!normal.contains { if case .fill(_, let c) = $0 { c == Color.black.opacity(0.16) } else { false } })
  }

  @Test func combinedStatesFallBackToNormalNotToSelected() {
    // mdc-facts §5a/§5b: highlighted+selected and selected+disabled use the normal colours.
    let themed = MaterialChipAppearance.themed(scheme)
    #expect(themed.backgroundColor[[.highlighted, .selected]] == Color("#E0E0E0"))
    #expect(themed.backgroundColor[[.selected, .disabled]] == Color("#E0E0E0"))
    #expect(themed.elevation[[.highlighted, .selected]] == 8)
  }

  @Test(arguments: [
    // (look, state, background, title) from mdc-facts §5a/§5b.
    (MaterialChip.Look.unthemed, ControlState.normal, "#EBEBEB", "#212121"),
    (.unthemed, .selected, "#C2C2C2", "#212121"),
    (.unthemed, .disabled, "#FFFFFF", "#828282"),
    (.themed, .normal, "#E0E0E0", "#1D1D1D"),
    (.themed, .selected, "#C5C5C5", "#1A1A1A"),
    (.themed, .disabled, "#E0E0E061", "#1D1D1D61"),
    (.outlined, .normal, "#FFFFFF", "#212121"),
    (.outlined, .selected, "#E0E0E0", "#1D1D1D"),
  ])
  func themedColoursMatchTheReference(look: MaterialChip.Look, state: ControlState, background: String, title: String) {
    let a = chip(.choice, look, "x").appearance
    #expect(a.backgroundColor[state]?.hexString == background)
    #expect(a.titleColor[state]?.hexString == title)
  }

  @Test func outlinedBorderIsOnePointOnSurface12PercentAndClearWhenSelected() {
    let a = chip(.choice, .outlined, "x").appearance
    #expect(a.borderWidth[.normal] == 1)
    #expect(a.borderWidth[.selected] == 1)
    #expect(a.borderColor[.normal]?.hexString == "#E0E0E0")
    #expect(a.borderColor[.selected] == .clear)
  }
}

@Suite struct MaterialChipFlowTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.125, ascent: 0.93)

  @Test func collectionWrapsWithTenPointSpacing() throws {
    let a = MaterialChipAppearance.themed(MaterialContainerScheme())
    // "Medium" chips are 66pt wide: three fit in 218 (66*3 + 20), the fourth wraps.
    let chips = (0..<4).map { _ in MaterialChip(kind: .choice, title: "Medium", appearance: a) }
    let flow = try MaterialChipCollection(chips: chips, width: 218, isRightToLeft: false).layout(measurer: measurer)
    #expect(flow.chips.map(\.container.minX) == [0, 76, 152, 0])
    #expect(flow.chips.map(\.container.minY) == [0, 0, 0, 42])
  }

  @Test func chipFieldWrapsChipsAndPutsTheTextFieldAfterTheLastChip() throws {
    let a = MaterialChipAppearance.unthemed(typography: .baseline())
    let chips = ["Apple", "Banana"].map { MaterialChip(kind: .input, title: $0, appearance: a) }
    let field = MaterialChipField(
      chips: chips, placeholder: "Add", text: nil, showsPlaceholderWithChips: false, width: 300)
    let layout = try field.layout(typography: .baseline(), measurer: measurer)
    // Insets {8, 15, 8, 15}; "Apple" 35 + 24 = 59 wide, 8pt gap.
    #expect(layout.chips.map(\.container.minX) == [15, 15 + 59 + 8])
    #expect(layout.chips.map(\.container.minY) == [8, 8])
    #expect(layout.textField.minX == layout.chips[1].container.maxX + 8)
    // One row: 8 + 32 + 8.
    #expect(abs(layout.frame.height - 48) < 1e-9)
    #expect(layout.text == nil)  // the placeholder hides once chips exist
  }
}
