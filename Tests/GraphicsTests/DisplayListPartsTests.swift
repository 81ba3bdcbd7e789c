import Graphics
import Testing

/// Lowering says which part each command draws; `partPaths` and the dump read it back.
@Suite struct DisplayListPartsTests {
  static let chip: [DrawCommand] =
    DrawCommand.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 20)), Color("#FF0000")).inPart("container")
    + DrawCommand.text(
      TextRun(
        text: "Hi", font: Font(family: "Inter", weight: 500, size: 14), color: Color("#000000"),
        frame: Rect(x: 4, y: 2, width: 12, height: 16))
    ).inPart("label")

  @Test func nestedPartsMakeDottedPathsAndNothingOutsideIsAPart() {
    let list = DisplayList(
      size: Size(width: 100, height: 40),
      commands: [.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 40)), Color("#FFFFFF"))] + Self.chip.inPart("chip-2"))
    let drawn = zip(list.commands, list.partPaths).filter { !$0.0.isPartMarker }.map(\.1)
    #expect(drawn == [nil, "chip-2.container", "chip-2.label"])
  }

  @Test func theDumpNamesEachCommandsPartAndPrintsNoMarkers() {
    let dump = DisplayList(size: Size(width: 40, height: 20), commands: Self.chip).dump()
    #expect(
      dump == """
        canvas 40x20
        fill rect(0,0 40x20) #FF0000 part=container
        text 4,2 12x16 "Hi" Inter 500 14pt #000000 part=label

        """)
  }

  @Test func anEmptyPartAddsNoMarkers() {
    #expect([DrawCommand]().inPart("icon").isEmpty)
  }
}
