import ComponentKit

/// The chip group's keys (the chips' keys are the chip's, in Chip/).
extension FioriFixtures {
  static let groupKeys = [
    FixtureKey("layout", .choice(["wrapped", "horizontal-scroll"]), required: true, "how the chips flow"),
    FixtureKey("selection", .choice(["single", "multiple"]), required: true, "`single`: at most one selected chip"),
    .direction,
  ]

  static let groupSchema = FixtureSchema(
    "A group of chips, one image (state `default`).",
    groupKeys + [
      FixtureKey("width", .number(widthRange), required: true, "the group's (viewport's) width in points")
    ] + variationKeys + [chipsKey])
}
