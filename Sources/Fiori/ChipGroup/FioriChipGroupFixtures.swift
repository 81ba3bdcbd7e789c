import ComponentKit
import Graphics
import Tokens

/// A chip group in fixtures: `layout`, `width`, `selection`, the chips' variation and the chips.
extension FioriFixtures {
  /// `layout`, `width`, `selection`, `variation`, `chips` of a group.
  static func groupContent(_ map: inout YAMLMapping, widthKey: FixtureKey?) throws -> FioriChipGroup {
    let layout = try map.required(GroupKey.layout).oneOf(GroupKey.layouts, what: "group layout")
    let width = try widthKey.map { try map.requiredNumber($0) } ?? 0
    let selectionValue = try map.required(GroupKey.selection)
    let selection = try selectionValue.oneOf(GroupKey.selections, what: "selection")
    let variation = try variation(&map)
    let chips = try chipList(try map.required(Key.chips), variation: variation)
    var group = FioriChipGroup(
      chips: chips,
      arrangement: layout == "wrapped" ? .wrapped(width: width) : .horizontalScroll(width: width),
      selection: selection)
    group.isRightToLeft = try map.isRightToLeft()
    if let problem = group.problems.first { throw selectionValue.error(problem) }
    return group
  }

  static func group(_ map: inout YAMLMapping) throws -> [(String, Component)] {
    let group = try groupContent(&map, widthKey: GroupKey.width)
    return [("default", .fioriChipGroup(group))]
  }
}

extension ComponentKind {
  public static let fioriChipGroup = ComponentKind(
    system: "fiori", name: "chip-group", schema: FioriFixtures.groupSchema
  ) { map, _ in try FioriFixtures.group(&map) }
}
