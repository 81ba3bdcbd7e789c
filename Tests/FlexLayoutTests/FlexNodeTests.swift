import FlexLayout
import Testing

/// Issue 38, "A layout engine worth trusting": the engine's own API as a declarative stack will
/// use it (a horizontal stack of measured labels, hidden parts, right-to-left mirroring, the frame
/// tree printed as text), beside the conformance cases.
@Suite struct FlexNodeTests {
  /// A label whose text is `characters` wide at 7 points a character and 16 high, on one line.
  static func label(_ characters: Int) -> FlexNode {
    FlexNode(
      "label",
      measure: { known, _ in FlexSize(width: known.width ?? Double(characters) * 7, height: known.height ?? 16) })
  }

  /// A chip: 12 points of padding at each end, 8 between its icon and label, centred vertically.
  static func chip(direction: LayoutDirection = .ltr, hideIcon: Bool = false) -> FlexNode {
    var style = FlexStyle()
    style.direction = direction
    style.padding = Sides(top: .points(6), right: .points(12), bottom: .points(6), left: .points(12))
    style.columnGap = .points(8)
    style.alignItems = .center
    var icon = FlexStyle()
    icon.width = .points(18)
    icon.height = .points(18)
    icon.direction = direction
    if hideIcon { icon.display = .none }
    return FlexNode("chip", style: style, children: [FlexNode("icon", style: icon), label(10)])
  }

  @Test func hugsItsContentWithPaddingAndGap() {
    let box = Self.chip().layout()
    let width: Double = 12 + 18 + 8 + 70 + 12
    let height: Double = 6 + 18 + 6
    #expect(box.width == width)
    #expect(box.height == height)
    #expect(box.children.map(\.x) == [12, 38])
    #expect(box.children.map(\.y) == [6, 7])
    #expect(
      box.description == "chip: x: 0 y: 0 w: 120 h: 30\n  icon: x: 12 y: 6 w: 18 h: 18\n  label: x: 38 y: 7 w: 70 h: 16"
    )
  }

  @Test func rightToLeftMirrorsTheMainAxis() {
    let box = Self.chip(direction: .rtl).layout()
    #expect(box.width == 120)
    let iconX: Double = 120 - 12 - 18
    let labelX: Double = iconX - 8 - 70
    #expect(box.children.map(\.x) == [iconX, labelX])
  }

  @Test func aHiddenPartTakesNoRoomAndNoGap() {
    let box = Self.chip(hideIcon: true).layout()
    let width: Double = 12 + 70 + 12
    #expect(box.width == width)
    #expect(box.children[0] == LayoutBox(x: 0, y: 0, width: 0, height: 0, name: "icon"))
    #expect(box.children[1].x == 12)
  }

  @Test func fillSharesTheRoomLeftAndRoundingIsOptional() {
    var row = FlexStyle()
    row.width = .points(100)
    var fill = FlexStyle()
    fill.flexGrow = 1
    let node = FlexNode(style: row, children: [FlexNode(style: fill), FlexNode(style: fill), FlexNode(style: fill)])
    let exact = node.layout(rounding: false)
    #expect(exact.children.map(\.width).allSatisfy { abs($0 - 100.0 / 3) < 1e-9 })
    let rounded = node.layout()
    #expect(rounded.children.map(\.width).reduce(0, +) == 100)
    #expect(rounded.children.map(\.x) == [0, 33, 67])
  }
}
