import ComponentKit
import Graphics

/// The properties an MDCButton draws with, per state where MDC keys them by state.
public struct MaterialButtonAppearance: Hashable, Sendable {
  /// The look that built it: which of the spec's tables its numbers come from (the spec audit
  /// holds a fixture's overrides against them).
  public var look: MaterialButton.Look
  public var contentInsets: EdgeInsets
  public var cornerRadius: Double
  public var minimumSize: Size
  public var titleFont: Font
  public var uppercaseTitle: Bool
  public var iconSize: Double
  public var iconTitleGap: Double
  public var backgroundColor: StateTable<Color>
  public var titleColor: StateTable<Color>
  public var imageTint: StateTable<Color>
  public var borderWidth: StateTable<Double>
  public var borderColor: StateTable<Color>
  public var elevation: StateTable<Double>
  public var inkColor: StateTable<Color>
  public var shadowColor: Color
  /// The whole view's alpha when disabled.
  public var disabledAlpha: Double
  /// The themed look's corner radius as its scheme gives it (the small component shape, facts
  /// §3 and §6b); nil for the plain MDCButton. The audit holds `cornerRadius` against it.
  public var schemeCornerRadius: Double? = nil

  /// facts §6a: background, border and border width drop the Disabled flag when Highlighted is
  /// set, then use that state or normal.
  public static func containerState(_ state: ControlState) -> ControlState {
    state.isHighlighted ? state.subtracting(.disabled) : state
  }

  /// The plain MDCButton (facts §6a).
  public static func unthemed(typography: MaterialTypographyScheme) -> MaterialButtonAppearance {
    typealias Spec = MaterialButtonSpec
    return MaterialButtonAppearance(
      look: .unthemed, contentInsets: Spec.contentInsets, cornerRadius: Spec.defaultCornerRadius,
      minimumSize: .zero,
      titleFont: Font(family: typography.family, weight: Spec.titleFontWeight, size: Spec.titleFontSize),
      uppercaseTitle: true, iconSize: Spec.iconSize, iconTitleGap: Spec.iconTitleGap,
      backgroundColor: StateTable([.normal: Spec.defaultBackground]),
      titleColor: StateTable([.normal: Spec.defaultTitle, .disabled: Spec.defaultDisabledTitle]),
      imageTint: StateTable(), borderWidth: StateTable([.normal: 0]), borderColor: StateTable(),
      elevation: StateTable([.normal: 0]), inkColor: StateTable([.normal: Spec.defaultInk]),
      shadowColor: .black, disabledAlpha: Spec.defaultDisabledAlpha)
  }

  /// The themed look of `kind` (facts §6b and the seed's tables).
  public static func themed(_ kind: MaterialButton.Kind, scheme: MaterialContainerScheme) -> MaterialButtonAppearance {
    typealias Spec = MaterialButtonSpec
    let c = scheme.colors
    var a = unthemed(typography: scheme.typography)
    a.look = .themed
    // The button shape themer gives the small component shape (4 in the baseline scheme, the
    // seed's "Container Shape 4.0"); a theme's `shapes: {small: 8}` or token reaches it.
    a.cornerRadius = scheme.shapes.small
    a.schemeCornerRadius = scheme.shapes.small
    a.minimumSize = Spec.minimumSize
    a.titleFont = scheme.typography.button
    a.disabledAlpha = Spec.themedDisabledAlpha
    let disabledContent = c.onSurface.opacity(Spec.disabledTitleOpacity)
    switch kind {
    case .contained:
      a.backgroundColor = StateTable([
        .normal: c.primary, .disabled: c.onSurface.opacity(Spec.disabledContainerOpacity),
      ])
      a.titleColor = StateTable([.normal: c.onPrimary, .disabled: disabledContent])
      a.imageTint = StateTable([.normal: c.onPrimary, .disabled: disabledContent])
      a.elevation = StateTable([
        .normal: Spec.containedElevation, .highlighted: Spec.containedPressedElevation, .disabled: 0,
      ])
      a.inkColor = StateTable([.normal: c.onPrimary.opacity(Spec.containedInkOpacity)])
    case .outlined:
      a.backgroundColor = StateTable([.normal: .clear])
      a.titleColor = StateTable([.normal: c.primary, .disabled: disabledContent])
      a.imageTint = StateTable([.normal: c.primary, .disabled: disabledContent])
      a.borderWidth = StateTable([.normal: Spec.outlineWidth])
      a.borderColor = StateTable([.normal: c.onSurface.opacity(Spec.outlineOpacity)])
      a.inkColor = StateTable([.normal: c.primary.opacity(Spec.outlinedInkOpacity)])
    case .text, .iconToggle:
      a.backgroundColor = StateTable([.normal: .clear])
      a.titleColor = StateTable([.normal: c.primary, .disabled: disabledContent])
      a.imageTint = StateTable([.normal: c.primary, .disabled: disabledContent])
      a.inkColor = StateTable([.normal: c.primary.opacity(Spec.textInkOpacity)])
    }
    if kind == .iconToggle {
      a.contentInsets = Spec.toggleInsets
      a.minimumSize = .zero
      a.iconSize = Spec.toggleIconSize
    }
    return a
  }

  public func background(_ state: ControlState) -> Color? { backgroundColor[Self.containerState(state)] }
  public func border(_ state: ControlState) -> (width: Double, color: Color)? {
    let s = Self.containerState(state)
    guard let width = borderWidth[s], width > 0, let color = borderColor[s], color.alpha > 0 else { return nil }
    return (width, color)
  }
  /// Icons take the image tint, or the title colour when no tint is set.
  public func tint(_ state: ControlState) -> Color { imageTint[state] ?? titleColor[state] ?? .black }
}
