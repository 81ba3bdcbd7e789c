import ComponentKit
import Graphics

/// The Fiori chip's spec as executable rules, reading `FioriChipSpec`'s numbers and the
/// theme's colour tables (seed "Color Scheme"), for the spec audit.
extension FioriChipSpec {
  static let dimensions = "seed fiori-chip.md \"Key Dimensions\""

  /// Rules for one chip in its state, alone or inside a group or form cell (parts are matched by
  /// name, so `chip-2.container` follows the `container` rules).
  public static func rules(for chip: FioriChip, colors: FioriChipColors) -> [SpecRule] {
    var rules = [
      SpecRule("height", part: "container", .height(height), source: "\(dimensions): Chip Height 32pt"),
      SpecRule("min-width", part: "container", .minWidth(minWidth), source: "\(dimensions): Chip Min Width 64pt"),
      SpecRule(
        "corner-radius", part: "container", .cornerRadius(cornerRadius), source: "\(dimensions): Corner Radius 16pt"),
      SpecRule(
        "label-centred", part: "label", .centredVertically(in: "container"),
        source:
          "\(dimensions): Chip Vertical Padding 6pt (label centred in the 20pt content box; docs/spec-decisions.md)"),
      SpecRule("label-colour", part: "label", .color(.ink, colors.label), source: colorSource(chip)),
      SpecRule("background", part: "container", .color(.fill, colors.background), source: colorSource(chip)),
    ]
    let padding = chip.showsCheckMark ? horizontalPaddingWithCheckMark : horizontalPadding
    let paddingSource =
      "\(dimensions): Chip Horizontal Padding "
      + (chip.showsCheckMark ? "16pt (selected with checkmark)" : "12pt (unselected)")
    let first = chip.showsCheckMark ? "check-mark" : chip.variation.leadingIcon != nil ? "leading-icon" : "label"
    rules += [
      SpecRule("leading-padding", part: first, .leadingInset(from: "container", padding), source: paddingSource),
      SpecRule("trailing-padding", part: "label", .trailingInset(from: "container", padding), source: paddingSource),
    ]
    for icon in ["check-mark", "leading-icon"] {
      rules += [
        SpecRule("icon-size", part: icon, .side(iconSize), source: "\(dimensions): Icon/Checkmark Size 16pt x 16pt"),
        SpecRule(
          "icon-text-gap", part: icon, .gap(to: "label", iconTextGap), source: "\(dimensions): Icon-Text Gap 4pt"),
        SpecRule(
          "icon-centred", part: icon, .centredVertically(in: "container"),
          source: "\(dimensions): Chip Vertical Padding 6pt"),
        SpecRule("icon-colour", part: icon, .color(.ink, colors.icon), source: colorSource(chip)),
      ]
    }
    if colors.border.alpha > 0 {
      rules += [
        SpecRule("border-colour", part: "container", .color(.border, colors.border), source: colorSource(chip)),
        SpecRule(
          "border-width", part: "container", .borderWidth(borderWidth),
          source: "seed fiori-chip.md \"Color Scheme\": 1pt borders"),
      ]
    }
    // Relations between states of one chip: selection adds the check mark's run to plain chips
    // and changes nothing of an icon chip's size (seed Anatomy C; Variations 3).
    if chip.state == .selected {
      let growth =
        chip.showsCheckMark ? 2 * (horizontalPaddingWithCheckMark - horizontalPadding) + iconSize + iconTextGap : 0
      rules.append(
        SpecRule(
          "selected-width", part: "container", .widerThan(state: FioriChipState.unselected.rawValue, by: growth),
          source: chip.showsCheckMark
            ? "seed fiori-chip.md \"Anatomy\" C (check mark appears when selected) and \(dimensions)"
            : "seed fiori-chip.md \"Variations\" 3 (leading icon: no check mark; style only)"))
    }
    return rules
  }

  static func colorSource(_ chip: FioriChip) -> String {
    switch chip.variation {
    case .singleSelection, .multipleSelection:
      "seed fiori-chip.md \"Color Scheme\": Single/Multiple Selection Chips, \(chip.state.rawValue)"
    case .leadingIcon: "seed fiori-chip.md \"Color Scheme\": Chips with Leading Icon, \(chip.state.rawValue)"
    case .status: "seed fiori-chip.md \"Color Scheme\": Status Chips, \(chip.state.rawValue)"
    }
  }
}
