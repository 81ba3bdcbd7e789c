import ComponentKit

/// The chip group's keys, each written once (the chips' keys are the chip's, in Chip/).
extension FioriFixtures {
  enum GroupKey {
    static let layouts = [("wrapped", "wrapped"), ("horizontal-scroll", "horizontal-scroll")]
    static let selections = [("single", FioriChipGroup.Selection.single), ("multiple", .multiple)]

    static let layout = FixtureKey("layout", .choice(layouts.map(\.0)), required: true, "how the chips flow")
    static let selection = FixtureKey(
      "selection", .choice(selections.map(\.0)), required: true, "`single`: at most one selected chip")
    static let width = FixtureKey(
      "width", .number(widthRange), required: true, "the group's (viewport's) width in points")
  }

  static let groupKeys = [GroupKey.layout, GroupKey.selection, .direction]

  static let groupSchema = FixtureSchema(
    "A group of chips, one image (state `default`).", groupKeys + [GroupKey.width] + variationKeys + [Key.chips])
}
