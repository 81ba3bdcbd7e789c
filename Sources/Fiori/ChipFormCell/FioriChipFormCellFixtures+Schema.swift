import ComponentKit

/// The chip form cell's keys.
extension FioriFixtures {
  static let formCellSchema = FixtureSchema(
    "A form cell: label, chip group, helper or error text; states `default` and `error`.",
    [
      FixtureKey("label", .text(singleLine: true, maxLength: 200), required: true, "the cell's label"),
      FixtureKey("required", .bool, default: "`false`", "adds the asterisk to the label"),
      FixtureKey("width", .number(widthRange), required: true, "the cell's width in points"),
      FixtureKey("helper-text", .text(singleLine: false, maxLength: 200), "shown under the chips"),
      FixtureKey("error-text", .text(singleLine: false, maxLength: 200), "the validation message of the `error` state"),
    ] + groupKeys + variationKeys + [
      chipsKey,
      FixtureKey(
        "states", .list(.choice(["default", "error"]), count: 1...2),
        default: "`default`, and `error` with `error-text`",
        "which states to draw"),
    ])
}
