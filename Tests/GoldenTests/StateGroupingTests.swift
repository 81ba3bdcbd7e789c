import Golden
import Testing

@Suite struct StateGroupingTests {
  func result(_ name: String, _ status: GoldenResult.Status = .changed, _ detail: String = "d") -> GoldenResult {
    GoldenResult(name: name, path: name + ".png", status: status, detail: detail)
  }

  @Test func aNameSplitsIntoStateAndScale() {
    #expect(StateGrouping.split("fiori/chip/v/selected@2x") == ("fiori/chip/v/selected", 2))
    #expect(StateGrouping.split("a/b@c/d@12x") == ("a/b@c/d", 12))
    #expect(StateGrouping.split("sheets/fiori/chip") == ("sheets/fiori/chip", nil))
    #expect(StateGrouping.split("a/b@x") == ("a/b@x", nil))
    #expect(StateGrouping.split("a/b@2y") == ("a/b@2y", nil))
  }

  @Test func scalesOfAStateAreOneGroupInFirstSeenOrder() {
    let groups = StateGrouping.groups([
      result("m/c/v/b@1x"), result("m/c/v/a@1x"), result("m/c/v/b@2x"), result("sheets/m/c"), result("m/c/v/a@3x"),
    ])
    #expect(groups.map(\.state) == ["m/c/v/b", "m/c/v/a", "sheets/m/c"])
    #expect(groups.map(\.label) == ["m/c/v/b@1x,2x", "m/c/v/a@1x,3x", "sheets/m/c"])
  }

  @Test func withSameStatusDifferentFailuresOfAStateStaySeparate() {
    let mixed = [result("m/c/v/s@1x", .changed), result("m/c/v/s@2x", .sizeMismatch), result("m/c/v/s@3x", .changed)]
    #expect(StateGrouping.groups(mixed).count == 1)
    let split = StateGrouping.groups(mixed, sameStatus: true)
    #expect(split.map(\.label) == ["m/c/v/s@1x,3x", "m/c/v/s@2x"])
  }

  @Test func aGroupedMessageSaysEachScaleOnceAndOneCommand() {
    let store = GoldenStore(root: "g")
    let group = StateGrouping.groups([
      result("m/c/v/s@1x", .changed, "3 px differ"), result("m/c/v/s@2x", .changed, "12 px differ"),
    ])[0]
    let text = GoldenMessages.grouped(
      group, store: store,
      artifacts: [
        ["a/m/c/v/s@1x.actual.png", "a/m/c/v/s@1x.diff.png"], ["a/m/c/v/s@2x.actual.png", "a/m/c/v/s@2x.diff.png"],
      ],
      command: RecordCommand(program: "./bin/specsheet").command(forNames: group.results.map(\.name)))
    #expect(
      text == """
        CHANGED m/c/v/s@1x,2x: @1x 3 px differ | @2x 12 px differ
          no anatomy frame moved or changed size
          golden:    g/m/c/v/s@{1x,2x}.png
          artifacts: a/m/c/v/s@{1x,2x}.{actual,diff}.png
          record:    ./bin/specsheet record m/c/v/s@1x m/c/v/s@2x
        """)
    // One image: exactly the per-image message.
    let one = StateGrouping.groups([result("m/c/v/s@1x")])[0]
    #expect(
      GoldenMessages.grouped(one, store: store, artifacts: [[]], command: "x")
        == GoldenMessages.failure(one.results[0], store: store, artifacts: [], command: "x"))
  }
}
