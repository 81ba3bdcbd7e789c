import ComponentKit
import Graphics

/// The Material button's spec as executable rules, for the spec audit: `MaterialButtonSpec`'s
/// numbers for the button's look (the plain MDCButton, facts §6a; the themed text, outlined and
/// contained buttons of the seed's tables, facts §6b) and its appearance's colours per state,
/// which resolve the seed's roles ("38% colorScheme.onSurfaceColor") for the state.
extension MaterialButtonSpec {
  static let accessible = "seed material-buttons.md \"Making buttons accessible\""

  /// The seed section whose tables describe this button.
  static func section(_ button: MaterialButton) -> String {
    switch (button.appearance.look, button.kind) {
    case (.unthemed, _): "mdc-facts §6a (MDCButton defaults)"
    case (.themed, .text): "seed material-buttons.md \"Text button\""
    case (.themed, .outlined): "seed material-buttons.md \"Outlined button\""
    case (.themed, .contained): "seed material-buttons.md \"Contained button\""
    case (.themed, .iconToggle):
      "seed material-buttons.md \"Toggle button > Icon\" (docs/spec-decisions.md \"Button icons\")"
    }
  }

  /// Rules for one button in its state. `overlays`: the accessibility overlay is drawn over it,
  /// which adds the hit area's rule (the overlay hides the pixels; `SpecRule.underOverlay` keeps the
  /// frame rules only).
  public static func rules(for button: MaterialButton, overlays: Bool = false) -> [SpecRule] {
    var rules = containerRules(for: button)
    rules += contentRules(for: button)
    if overlays {
      let formula = "\(accessible): hitAreaInsets against kMinimumAccessibleButtonSize 48"
      rules += [
        SpecRule("hit-area-width", part: "hit-area", .minWidth(hitAreaTarget), source: formula),
        SpecRule("hit-area-height", part: "hit-area", .minHeight(hitAreaTarget), source: formula),
      ]
    }
    rules += colourRules(for: button)
    // The icon toggle swaps its icon when selected; the button keeps its size.
    if button.kind == .iconToggle, button.state.isSelected {
      rules.append(
        SpecRule(
          "selected-width", part: "container", .widerThan(state: ControlState.normal.name, by: 0),
          source: "seed material-buttons.md \"Toggle button > Icon\": selection swaps the icon"))
    }
    return rules
  }

  /// The container's size and shape: the themed minimum size and the corner radius.
  static func containerRules(for button: MaterialButton) -> [SpecRule] {
    let themed = button.appearance.look == .themed
    var rules: [SpecRule] = []
    if themed, button.kind != .iconToggle {
      rules += [
        SpecRule(
          "min-width", part: "container", .minWidth(minimumSize.width),
          source: "\(accessible): minimum visual width 64"),
        SpecRule(
          "min-height", part: "container", .minHeight(minimumSize.height),
          source: "\(accessible): minimum visual height 36"),
      ]
    }
    let schemeRadius = button.appearance.schemeCornerRadius ?? themedCornerRadius
    rules.append(
      SpecRule(
        "corner-radius", part: "container", .cornerRadius(themed ? schemeRadius : defaultCornerRadius),
        source: themed
          ? "\(section(button)): Container Shape 4.0"
            + (schemeRadius == themedCornerRadius
              ? "" : "; the theme's small shape \(schemeRadius.dumped) (mdc-facts §3, §6b: the button shape themer)")
          : "mdc-facts §6a: corner radius 2"))
    return rules
  }

  /// Content: icon, gap, title, centred in the content box (paddings are minimums while the
  /// button is held at its minimum width).
  static func contentRules(for button: MaterialButton) -> [SpecRule] {
    let toggle = button.kind == .iconToggle
    let insets = toggle ? toggleInsets : contentInsets
    let insetSource =
      toggle
      ? "docs/spec-decisions.md \"Button icons\": the icon toggle's 12pt insets (a 48pt square)"
      : "mdc-facts §6a: contentEdgeInsets {8, 16, 8, 16}"
    let hasTitle = !button.title.isEmpty
    let hasIcon = button.currentIcon != nil
    let first = hasIcon ? "icon" : "text-label"
    let last = hasTitle ? "text-label" : "icon"
    var rules = [
      SpecRule("leading-padding", part: first, .leadingInset(from: "container", insets.leading), source: insetSource),
      SpecRule(
        "trailing-padding", part: last, .trailingInset(from: "container", insets.trailing), source: insetSource),
    ]
    for part in [hasIcon ? "icon" : nil, hasTitle ? "text-label" : nil].compactMap({ $0 }) {
      rules.append(
        SpecRule(
          "\(part == "icon" ? "icon" : "title")-centred", part: part,
          .centredVertically(in: "container", offset: (insets.top - insets.bottom) / 2),
          source: "\(insetSource) (content centred in the content box)"))
    }
    guard hasIcon else { return rules }
    rules.append(
      SpecRule(
        "icon-size", part: "icon", .side(toggle ? toggleIconSize : iconSize),
        source: "docs/spec-decisions.md \"Button icons\": " + (toggle ? "24pt toggle icon" : "18pt button icon")))
    if toggle {
      rules.append(
        SpecRule("top-padding", part: "icon", .topInset(from: "container", insets.top), source: insetSource))
    }
    if hasTitle {
      rules.append(
        SpecRule(
          "icon-title-gap", part: "icon", .gap(to: "text-label", iconTitleGap),
          source: "docs/spec-decisions.md \"Button icons\": 8pt before the title"))
    }
    return rules
  }

  /// Colours per state. MDC's container states drop Disabled when Highlighted (facts §6a,
  /// `background(_:)`); the pressed ink lies over the container, below icon and title (§9c).
  static func colourRules(for button: MaterialButton) -> [SpecRule] {
    let a = button.appearance
    let state = button.state
    let table = section(button)
    let ink = state.isHighlighted ? a.inkColor[state] : nil
    func pressed(_ color: Color) -> Color { ink.map { color.under($0) } ?? color }
    let colorSource = "\(table), \(state.name)" + (ink != nil ? " (under the pressed ink, mdc-facts §9c)" : "")
    let background = a.background(state) ?? .clear
    var rules: [SpecRule] = []
    if state.isDisabled, a.disabledAlpha < 1 {
      // The unthemed button is drawn at its disabled alpha as one layer: the fill shows at that
      // alpha; the title and icon are composited with it inside the layer, which no colour
      // picker reading of the title alone can judge.
      rules.append(
        SpecRule(
          "background", part: "container", .color(.fill, background.opacity(a.disabledAlpha)),
          source: "mdc-facts §6a: background, drawn at disabledAlpha 0.12, \(state.name)"))
    } else {
      rules.append(
        SpecRule(
          "background", part: "container", .color(.fill, pressed(background)),
          source: "\(table): Container Color; \(colorSource)"))
      if let title = a.titleColor[state], !button.title.isEmpty {
        rules.append(
          SpecRule(
            "title-colour", part: "text-label", .color(.ink, title),
            source: "\(table): Text label Color; \(colorSource)"))
      }
      if button.currentIcon != nil {
        rules.append(
          SpecRule(
            "icon-colour", part: "icon", .color(.ink, a.tint(state)), source: "\(table): Icon color; \(colorSource)"))
      }
    }
    if button.kind == .outlined, a.look == .themed, let border = a.border(state) {
      rules += [
        SpecRule(
          "border-width", part: "container", .borderWidth(outlineWidth),
          source: "mdc-facts §6b: outlined border width 1"),
        SpecRule(
          "border-colour", part: "container", .color(.border, pressed(border.color)),
          source: "\(table): Container Stroke color 12% onSurface; \(colorSource)"),
      ]
    }
    return rules
  }
}
