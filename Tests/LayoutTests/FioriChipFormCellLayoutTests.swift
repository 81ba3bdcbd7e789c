import ComponentKit
import Graphics
import Testing

@testable import Fiori

@Suite struct FioriChipFormCellLayoutTests {
  let measurer = FixedAdvanceMeasurer()
  let theme = FioriTheme()

  func cell(error: String?) -> FioriChipFormCell {
    FioriChipFormCell(
      label: "Status", isRequired: true,
      group: FioriChipGroup(
        chips: ["Received", "Pending", "Rejected"].map { FioriChip(label: $0, variation: .singleSelection) },
        arrangement: .wrapped(width: 0), selection: .single),
      helperText: "Select the current status", errorText: error, width: 200)
  }

  @Test func labelAsteriskChipsAndHelperStackTopToBottom() throws {
    let layout = try cell(error: nil).layout(theme: theme, measurer: measurer)
    // 15pt label: 7.5pt per char, 18.75pt line.
    #expect(layout.label == Rect(x: 16, y: 11, width: 45, height: 18.75))
    #expect(layout.requiredAsterisk == Rect(x: 61, y: 11, width: 15, height: 18.75))
    #expect(layout.chips.frame.minY == 11 + 18.75 + 8)
    #expect(layout.chips.frame.width == 200 - 32)
    // "Received" (80) and "Pending" (73) fit in 168 with the gap; "Rejected" wraps.
    #expect(layout.chips.chips.map(\.container.minY) == [37.75, 37.75, 77.75])
    #expect(layout.helperText?.minY == 77.75 + 32 + 4)
    #expect(layout.errorText == nil)
  }

  @Test func errorMessageReplacesHelperTextAfterTheLastRowAndPushesContentDown() throws {
    let plain = try cell(error: nil).layout(theme: theme, measurer: measurer)
    let error = try cell(error: "Please select at least one option").layout(theme: theme, measurer: measurer)
    #expect(error.helperText == nil)
    let icon = try #require(error.errorIcon)
    let text = try #require(error.errorText)
    #expect(icon.minY >= error.chips.frame.maxY + 4)
    #expect(icon.size == Size(width: 16, height: 16))
    #expect(text.minX == icon.maxX + 8)
    // 33 characters at 6.5pt wrap inside 168 - 24 = 144pt: the message takes two lines.
    #expect(text.height == 2 * 16.25)
    #expect(error.frame.height > plain.frame.height)
    #expect(error.frame.height == (text.maxY + 11).rounded(.up))
  }

  @Test func aLongLabelWrapsBeforeTheAsteriskWhichFollowsTheFirstLine() throws {
    let cell = FioriChipFormCell(
      label: "Due Tomorrow", isRequired: true,
      group: FioriChipGroup(
        chips: ["Yes"].map { FioriChip(label: $0, variation: .singleSelection) }, arrangement: .wrapped(width: 0),
        selection: .single),
      helperText: nil, errorText: nil, width: 120)
    let layout = try cell.layout(theme: theme, measurer: measurer)
    // Content 88pt, less the 15pt asterisk: "Due" (22.5pt) and "Tomorrow" (60pt) on two lines.
    #expect(layout.labelWrapWidth == 73)
    #expect(layout.label == Rect(x: 16, y: 11, width: 60, height: 2 * 18.75))
    #expect(layout.requiredAsterisk == Rect(x: 16 + 22.5, y: 11, width: 15, height: 18.75))
    #expect(layout.chips.frame.minY == layout.label.maxY + 8)
    guard case .text(let run) = layout.commands(theme: theme).filter({ !$0.isPartMarker })[1] else {
      Issue.record("the label is the second command")
      return
    }
    #expect(run.text == "Due Tomorrow" && run.wrapWidth == 73)
  }

  @Test func aCellTooNarrowForItsChipsIsAnErrorNotAClippedChip() {
    let cell = FioriChipFormCell(
      label: "Status", isRequired: false,
      group: FioriChipGroup(
        chips: [FioriChip(label: "Received", variation: .singleSelection)], arrangement: .wrapped(width: 0),
        selection: .single),
      helperText: nil, errorText: nil, width: 90)
    #expect(
      throws: LayoutError.tooNarrow(
        component: "chip form cell", width: 90, needs: "a chip is 80pt wide and the content is 58pt")
    ) {
      try cell.layout(theme: theme, measurer: measurer)
    }
  }
}
