import ComponentKit
import Graphics
import Testing

@testable import Fiori

/// Layout pins the seed's numbers with a fake measurer: 14pt text advances 7pt per character
/// and lines are 17.5pt tall, so every expected value below is plain arithmetic.
@Suite struct FioriChipLayoutTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.25, ascent: 1)
  let theme = FioriTheme()

  func layout(_ label: String, _ variation: FioriChip.Variation, _ state: FioriChipState) throws
    -> FioriChipLayout
  {
    try FioriChip(label: label, variation: variation, state: state).layout(theme: theme, measurer: measurer)
  }

  @Test func unselectedChipIsLabelPlusTwelveEachSide() throws {
    let chip = try layout("Received", .singleSelection, .unselected)  // 8 chars = 56pt
    #expect(chip.container == Rect(x: 0, y: 0, width: 12 + 56 + 12, height: 32))
    #expect(chip.label == Rect(x: 12, y: (32 - 17.5) / 2, width: 56, height: 17.5))
    #expect(chip.checkMark == nil)
  }

  @Test func checkMarkPushesLabelRightAndGrowsContainer() throws {
    let off = try layout("Received", .multipleSelection, .unselected)
    let on = try layout("Received", .multipleSelection, .selected)
    // 16 padding, 16 check mark, 4 gap, label, 16 padding.
    #expect(on.container.width == 16 + 16 + 4 + 56 + 16)
    #expect(on.checkMark == Rect(x: 16, y: 8, width: 16, height: 16))
    #expect(on.label.minX == 16 + 16 + 4)
    #expect(on.label.minX > off.label.minX)
    #expect(on.container.width - off.container.width == 28)
  }

  @Test func pressedSelectedShowsTheCheckMarkButDisabledDoesNot() throws {
    #expect(try layout("Apples", .singleSelection, .pressedSelected).checkMark != nil)
    #expect(try layout("Apples", .singleSelection, .pressedUnselected).checkMark == nil)
    #expect(try layout("Apples", .singleSelection, .disabled).checkMark == nil)
  }

  @Test func shortLabelIsCentredInTheMinimumWidth() throws {
    let chip = try layout("All", .singleSelection, .unselected)  // 21pt of text
    #expect(chip.container.width == 64)
    #expect(chip.label.minX == (64.0 - 21) / 2)
  }

  @Test func leadingIconChipKeepsItsIconAndNeverShowsACheckMark() throws {
    let chip = try layout("Full", .status(.positive, .checkCircle), .selected)  // 28pt
    #expect(chip.checkMark == nil)
    #expect(chip.leadingIcon == Rect(x: 12, y: 8, width: 16, height: 16))
    #expect(chip.label.minX == 12 + 16 + 4)
    #expect(chip.container.width == 12 + 16 + 4 + 28 + 12)
  }

  @Test func touchTargetIsAtLeast44Points() throws {
    let chip = try layout("All", .singleSelection, .unselected)
    #expect(chip.touchTarget == Rect(x: 0, y: -6, width: 64, height: 44))
  }

  @Test func variationsListTheStatesTheirColourTablesGive() {
    #expect(FioriChip.Variation.singleSelection.states.count == 5)
    #expect(FioriChip.Variation.leadingIcon(.filterList).states.contains(.disabled) == false)
    #expect(FioriChip.Variation.status(.negative, .error).states == [.unselected, .selected])
  }
}
