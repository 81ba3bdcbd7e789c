/// Every rule the audit runs, with its threshold and source: what `audit --rules` prints and
/// the README's table shows. Spec rules (`spec:<component>.<id>`) live with each component's
/// numbers (`SpecRule`); these are the rest.
public struct AuditRule: Hashable, Sendable {
  public var id: String
  public var what: String
  public var threshold: String
  public var source: String

  /// Apple HIG, the Fiori seed ("Touch Target: 44pt minimum") and both Material seeds.
  public static let minTouchTarget = 44.0

  public static let catalog: [AuditRule] = [
    AuditRule(
      id: "text-contrast",
      what:
        "text colour (times any opacity group and the overlays drawn over it) against the pixels around it, "
        + "on the theme's page colour (disabled: info)",
      threshold:
        "4.5:1; 3:1 for text ≥ 18pt or ≥ 14pt bold "
        + "(platform points, as Flutter's and iOS checkers read WCAG's 18/14pt)",
      source: "WCAG 2.2 SC 1.4.3 Contrast (Minimum)"),
    AuditRule(
      id: "icon-contrast", what: "icon and check-mark colour against the pixels around it (disabled: info)",
      threshold: "3:1", source: "WCAG 2.2 SC 1.4.11 Non-text Contrast"),
    AuditRule(
      id: "touch-target", what: "every `touch-target` frame in the manifest",
      threshold: "≥ 44x44pt",
      source:
        "seeds fiori-chip.md \"Touch Target\", material-chips.md \"Making chips accessible\", "
        + "material-buttons.md \"Making buttons accessible\""
    ),
    AuditRule(
      id: "text-truncated", what: "a one-line text cut with an ellipsis", threshold: "never",
      source: "shared/reference/design-rules.md (Apple's audit: text clipped)"),
    AuditRule(
      id: "text-clipped", what: "wrapped text taller than its frame, or text past a clip around it",
      threshold: "0.5pt", source: "shared/reference/design-rules.md (Apple's audit: text clipped)"),
    AuditRule(
      id: "drawn-outside", what: "any fill, outline, text, icon or shadow past the image's edge",
      threshold: "0.01pt", source: "README \"Deterministic pixels\": the canvas holds the component and its shadow"),
    AuditRule(
      id: "missing-glyph", what: "a character the hermetic fonts cannot draw (the render stops)",
      threshold: "none", source: "README \"Deterministic pixels\": no font fallback"),
    AuditRule(
      id: "scale-consistency",
      what: "@2x/@3x pixel size is exactly N x @1x, and the @Nx image box-averaged down to @1x matches the @1x render",
      threshold:
        "outside text and icons, no 2x2-pixel square of @1x off by more than 32 of 255 (channel mean); "
        + "text and icons: mean ink within 12 of 255 (Cairo snaps glyphs to each scale's pixel grid)",
      source: "README \"Deterministic pixels\": layout in points, a @3x image is the @1x layout scaled by 3"),
    AuditRule(
      id: "rtl-mirror", what: "a right-to-left image's frames against its left-to-right twin, mirrored",
      threshold: "0.5pt", source: "mdc-facts §5a, §8c (MDC mirrors every subview frame)"),
    AuditRule(
      id: "dynamic-type", what: "a larger content size category never gives a smaller text frame or cell",
      threshold: "0.01pt", source: "seed material-lists.md \"Dynamic Type\""),
    AuditRule(
      id: "text-size-headroom",
      what: "with min-text-size: set, the largest text size at which no text clips, truncates, overlaps or "
        + "leaves its container", threshold: "at least min-text-size (0.5pt)",
      source: "issue 39; WCAG 2.2 SC 1.4.4 Resize Text (200 %: AX2)"),
    AuditRule(
      id: "text-size-monotone", what: "with min-text-size: set, text that fails at a size fails at every larger one",
      threshold: "never fits again", source: "issue 39 (headroom never grows with the text size)"),
  ]

  public static func named(_ id: String) -> AuditRule {
    catalog.first { $0.id == id } ?? AuditRule(id: id, what: id, threshold: "", source: "")
  }
}
