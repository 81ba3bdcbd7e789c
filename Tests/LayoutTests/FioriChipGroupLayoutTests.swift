import ComponentKit
import Graphics
import Testing

@testable import Fiori

@Suite struct FioriChipGroupLayoutTests {
  let measurer = FixedAdvanceMeasurer()
  let theme = FioriTheme()

  func chips(_ labels: [String]) -> [FioriChip] {
    labels.map { FioriChip(label: $0, variation: .multipleSelection) }
  }

  @Test func wrappedRowsBreakBeforeTheChipThatWouldCrossTheEdge() throws {
    // Each 6-letter label is 42pt, so each chip is 66pt wide; three fit in 214 (66*3 + 16).
    let group = FioriChipGroup(
      chips: chips(["Apples", "Grapes", "Cherry", "Banana"]), arrangement: .wrapped(width: 214),
      selection: .multiple)
    let layout = try group.layout(theme: theme, measurer: measurer)
    #expect(layout.chips.map(\.container.minX) == [0, 74, 148, 0])
    #expect(layout.chips.map(\.container.minY) == [0, 0, 0, 40])
    #expect(layout.frame == Rect(x: 0, y: 0, width: 214, height: 72))
  }

  @Test func wrappedGroupOneNarrowerMovesTheThirdChipDown() throws {
    let group = FioriChipGroup(
      chips: chips(["Apples", "Grapes", "Cherry"]), arrangement: .wrapped(width: 213),
      selection: .multiple)
    let layout = try group.layout(theme: theme, measurer: measurer)
    #expect(layout.chips.map(\.container.minY) == [0, 0, 40])
  }

  @Test func aChipWiderThanTheGroupSitsAloneOnItsRowAndWidensTheGroup() throws {
    // "Supercalifragilistic" is 20 letters: 140pt of text, a 164pt chip in a 100pt group.
    let group = FioriChipGroup(
      chips: chips(["A", "Supercalifragilistic", "B"]), arrangement: .wrapped(width: 100), selection: .multiple)
    let layout = try group.layout(theme: theme, measurer: measurer)
    #expect(layout.chips.map(\.container.minX) == [0, 0, 0])
    #expect(layout.chips.map(\.container.minY) == [0, 40, 80])
    #expect(layout.chips[1].container.width == 164)
    #expect(layout.frame == Rect(x: 0, y: 0, width: 164, height: 112))
  }

  @Test func horizontalScrollIsOneRowAfterSixteenPointPaddingAndClipsAtTheViewport() throws {
    let group = FioriChipGroup(
      chips: chips(["Apples", "Grapes", "Cherry", "Banana"]),
      arrangement: .horizontalScroll(width: 200), selection: .multiple)
    let layout = try group.layout(theme: theme, measurer: measurer)
    #expect(layout.chips.map(\.container.minX) == [16, 90, 164, 238])
    #expect(Set(layout.chips.map(\.container.minY)) == [0])
    #expect(layout.viewport == Rect(x: 0, y: 0, width: 200, height: 32))
    let commands = layout.commands(theme: theme)
    #expect(commands.first == .pushClip(.rect(Rect(x: 0, y: 0, width: 200, height: 32))))
    #expect(commands.last == .popClip)
  }

  @Test func singleSelectionWithTwoSelectedChipsIsAProblem() {
    let group = FioriChipGroup(
      chips: [
        FioriChip(label: "A", variation: .singleSelection, state: .selected),
        FioriChip(label: "B", variation: .singleSelection, state: .pressedSelected),
      ], arrangement: .wrapped(width: 300), selection: .single)
    #expect(group.problems == ["single selection allows at most one selected chip"])
  }
}
