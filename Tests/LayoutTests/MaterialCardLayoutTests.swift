import ComponentKit
import Graphics
import Testing

@testable import Material

/// Card arithmetic with a fake measurer: 7pt per character at 14pt, 10pt per character at 20pt.
@Suite struct MaterialCardLayoutTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.25, ascent: 1)
  let scheme = MaterialContainerScheme()

  func card(
    _ kind: MaterialCard.Kind = .card, _ look: MaterialCard.Look = .themed, width: Double = 320, height: Double = 0,
    state: ControlState = .normal, content: MaterialCard.Content = MaterialCard.Content(), selectable: Bool = false,
    alignment: MaterialCard.CheckAlignment = MaterialCard.CheckAlignment()
  ) -> MaterialCard {
    MaterialCard(
      kind: kind, look: look, state: state, width: width, minimumHeight: height, content: content,
      appearance: .make(kind, look, scheme: scheme), isSelectable: selectable, checkAlignment: alignment)
  }

  @Test func outlinedBorderIsOnSurface37PercentOnePointAndCornersAreFour() {
    let a = MaterialCardAppearance.make(.card, .outlined, scheme: scheme)
    #expect(a.borderWidth[.normal] == 1)
    #expect(a.borderWidth[.highlighted] == 1)
    #expect(a.borderColor[.normal] == Color.black.opacity(0.37))
    #expect(a.corners == CornerRadii(all: 4))
    #expect(MaterialCardAppearance.make(.card, .unthemed, scheme: scheme).corners == CornerRadii(all: 4))
  }

  @Test func unthemedCardRisesFromOneToEightWhenHighlighted() {
    let a = MaterialCardAppearance.make(.card, .unthemed, scheme: scheme)
    #expect(a.elevation[.normal] == 1)
    #expect(a.elevation[.highlighted] == 8)
    let cell = MaterialCardAppearance.make(.cell, .unthemed, scheme: scheme)
    #expect(cell.elevation[.selected] == 8)
  }

  /// Check frames in a 160 x 120 cell: right/top 128,8; centre 68,48; left/bottom 8,88.
  static let checkCases: [(String, String, Double, Double)] = [
    ("right", "top", 128, 8), ("center", "center", 68, 48), ("left", "bottom", 8, 88),
  ]

  @Test(arguments: checkCases)
  func checkIconIs24PointsWithEightPointInsets(h: String, v: String, x: Double, y: Double) throws {
    let alignment = MaterialCard.CheckAlignment(
      horizontal: try #require(MaterialCard.CheckAlignment.Horizontal(rawValue: h)),
      vertical: try #require(MaterialCard.CheckAlignment.Vertical(rawValue: v)))
    let layout = try card(.cell, width: 160, height: 120, state: .selected, selectable: true, alignment: alignment)
      .layout(measurer: measurer)
    #expect(layout.check == Rect(x: x, y: y, width: 24, height: 24))
  }

  @Test func checkShowsOnlyOnSelectedSelectableCells() throws {
    #expect(try card(.cell, height: 100, state: .normal, selectable: true).layout(measurer: measurer).check == nil)
    #expect(try card(.cell, height: 100, state: .selected, selectable: false).layout(measurer: measurer).check == nil)
    #expect(try card(.cell, height: 100, state: .selected, selectable: true).layout(measurer: measurer).check != nil)
  }

  @Test func supportingTextWrapsAtTheContentWidthAndPushesTheActionsDown() throws {
    let text = "aaaa bbbb cccc dddd eeee ffff"  // 29 characters, 7pt each
    let content = MaterialCard.Content(supporting: text, actions: ["OK"])
    let wide = try card(width: 320, content: content).layout(measurer: measurer)
    let narrow = try card(width: 120, content: content).layout(measurer: measurer)
    // 320 - 32 = 288pt fits all 203pt on one line; 120 - 32 = 88pt fits two words (63pt) a line.
    #expect(wide.supporting == Rect(x: 16, y: 16, width: 203, height: 17.5))
    #expect(narrow.supporting == Rect(x: 16, y: 16, width: 63, height: 3 * 17.5))
    // Actions row: 8pt below the text, 36pt buttons, 8pt below.
    #expect(wide.actions[0].container.minY == 16 + 17.5 + 8)
    #expect(narrow.actions[0].container.minY == 16 + 52.5 + 8)
    let expectedHeight: Double = 16 + 17.5 + 8 + 36 + 8
    #expect(wide.container.height == expectedHeight)
  }

  @Test func headerSitsBesideTheThumbnailAndMediaIsFullBleedSixteenByNine() throws {
    let layout = try card(
      width: 320, content: MaterialCard.Content(thumbnail: .accountCircle, header: "Title", media: .checkCircle)
    ).layout(measurer: measurer)
    #expect(layout.thumbnail == Rect(x: 16, y: 16, width: 40, height: 40))
    #expect(layout.header?.minX == Double(16 + 40 + 16))
    #expect(layout.media == Rect(x: 0, y: 16 + 40 + 16, width: 320, height: 180))
    #expect(layout.container.height == 72 + 180)  // full-bleed media ends at the edge
  }

  @Test func iconTogglesSitAtTheTrailingEndOfTheActionsRow() throws {
    let content = MaterialCard.Content(
      actions: ["Share"],
      toggles: [MaterialCard.Toggle(icon: .favoriteBorder, selectedIcon: .favorite, isSelected: true)])
    let layout = try card(width: 320, content: content).layout(measurer: measurer)
    #expect(layout.toggles[0].container.maxX == 320 - 8)
    #expect(layout.toggles[0].button.currentIcon == .favorite)
    #expect(layout.actions[0].container.minX == 8)
  }

  @Test func highlightedCardsAndSelectedCellsDrawTheInkLastAboveTheContent() throws {
    let ink = Color.black.opacity(0.14)
    func inkIsLast(_ c: MaterialCard) throws -> Bool {
      let commands = try c.layout(measurer: measurer).commands()
      if case .fill(_, let color) = commands.last(where: { !$0.isPartMarker }) { return color == ink }
      return false
    }
    #expect(try inkIsLast(card(height: 100, state: .highlighted)))
    #expect(try inkIsLast(card(.cell, height: 100, state: .selected, selectable: true)))
    #expect(try !inkIsLast(card(height: 100)))
  }
}
