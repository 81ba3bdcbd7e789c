import ComponentKit

/// The chip form cell's keys, each written once.
extension FioriFixtures {
  enum FormCellKey {
    static let states = [("default", "default"), ("error", "error")]

    static let label = FixtureKey(
      "label", .text(singleLine: true, maxLength: 200), required: true, "the cell's label")
    static let required = FixtureKey("required", .bool, default: "`false`", "adds the asterisk to the label")
    static let width = FixtureKey("width", .number(widthRange), required: true, "the cell's width in points")
    static let helperText = FixtureKey(
      "helper-text", .text(singleLine: false, maxLength: 200), "shown under the chips")
    static let errorText = FixtureKey(
      "error-text", .text(singleLine: false, maxLength: 200), "the validation message of the `error` state")
    static let statesKey = FixtureKey(
      "states", .list(.choice(states.map(\.0)), count: 1...2), default: "`default`, and `error` with `error-text`",
      "which states to draw")
  }

  static let formCellSchema = FixtureSchema(
    "A form cell: label, chip group, helper or error text; states `default` and `error`.",
    [
      FormCellKey.label, FormCellKey.required, FormCellKey.width, FormCellKey.helperText, FormCellKey.errorText,
    ] + groupKeys + variationKeys + [Key.chips, FormCellKey.statesKey])
}
