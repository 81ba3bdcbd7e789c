import SpecsheetKit

/// Acme's tag, as its (made-up) spec states it: every number of the component, in one place,
/// each with its source. Layout, lowering and the spec rules read these constants.
public enum TagSpec {
  static let source = "Acme Design System, Tag (example spec)"

  /// Anatomy: `container` (the pill) holding `label`.
  public static let height = 24.0  // "Height: 24pt"
  public static let horizontalPadding = 10.0  // "Padding: 10pt left and right of the label"
  public static let minWidth = 32.0  // "Minimum width: 32pt"
  public static let cornerRadius = 12.0  // "Shape: fully rounded (12pt)"
  public static let labelFont = Font(family: "Inter", weight: 500, size: 13)  // "Label: Inter Medium 13pt"

  /// Colours per state ("Colours" table), as roles of Acme's theme: brand tokens restyle them.
  public static func colors(for state: TagState, theme: AcmeTheme = AcmeTheme()) -> (fill: Color, label: Color) {
    switch state {
    case .normal: (theme.accentContainer, theme.accent)
    case .selected: (theme.accent, theme.onAccent)
    case .disabled: (theme.muted, theme.onMuted)
    }
  }

  /// The spec as executable rules, checked by specsheet's audit on every render.
  static func rules(for tag: Tag, theme: AcmeTheme) -> [SpecRule] {
    let colors = colors(for: tag.state, theme: theme)
    return [
      SpecRule("height", part: "container", .height(height), source: source),
      SpecRule("min-width", part: "container", .minWidth(minWidth), source: source),
      SpecRule("corner-radius", part: "container", .cornerRadius(cornerRadius), source: source),
      SpecRule("padding", part: "label", .leadingInset(from: "container", horizontalPadding), source: source),
      SpecRule("label-centred", part: "label", .centredVertically(in: "container"), source: source),
      SpecRule("fill", part: "container", .color(.fill, colors.fill), source: source),
    ]
  }
}

extension Color {
  init(hex: UInt32) {
    self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
  }
}
