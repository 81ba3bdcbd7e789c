import ComponentKit
import Graphics

/// Every number of the Material cards, in one place, each citing its source.
///
/// "seed" is `shared/seeds/material-cards.md`; "facts" is `shared/reference/mdc-facts.md`.
public enum MaterialCardSpec {
  // MARK: - MDCCard / MDCCardCollectionCell (facts §7a, §7b; seed container tables)

  /// facts §7a/§7b: corner radius 4.
  public static let cornerRadius = 4.0
  /// facts §7a: elevation normal 1, highlighted 8 (cells: selected and dragged 8 too).
  public static let restingElevation = 1.0
  public static let pressedElevation = 8.0
  /// facts §7a: ink is MDCInkView's default, black 14%, drawn above the content.
  public static let inkOpacity = 0.14
  /// seed "Stroke color: On surface color at 37% opacity", "Stroke width: 1"; facts §7c.
  public static let outlineOpacity = 0.37
  public static let outlineWidth = 1.0
  /// facts §7b: the selected image is `ic_check_circle`, 24 x 24pt, 8pt from the edges.
  public static let checkSize = 24.0
  public static let checkInset = 8.0
  /// facts §7b: with no tint set, UIKit's default tint colour applies (systemBlue, #007AFF).
  public static let defaultCheckTint = Color("#007AFF")

  // MARK: - Content (seed "Anatomy" names the parts but gives no numbers; docs/spec-decisions.md)

  /// Content inset from the card's edges, and the gap between the header's thumbnail and text.
  public static let contentPadding = 16.0
  /// The header's thumbnail: a 40pt circle.
  public static let thumbnailSize = 40.0
  /// The placeholder icon inside the thumbnail: a 24pt glyph centred in the 40pt circle, the
  /// standard Material avatar icon size (the seed's example shows an icon avatar, no size).
  public static let thumbnailIconInset = 8.0
  /// Space between stacked text parts (header text and secondary text) is their line boxes.
  /// Media is full-bleed at 16:9.
  public static let mediaAspect = 9.0 / 16.0
  /// The actions row: 8pt around and between its buttons; icon toggles sit at the trailing end.
  public static let actionsPadding = 8.0
  public static let actionsSpacing = 8.0
  /// Secondary and supporting text: onSurface at 60% (medium emphasis).
  public static let mediumEmphasis = 0.60
  /// Header text: onSurface at 87% (high emphasis).
  public static let highEmphasis = 0.87
  /// The generated media placeholder: onSurface 12% over surface, with a 48pt image icon.
  public static let mediaOverlay = 0.12
  public static let mediaIconSize = 48.0

  // MARK: - Collections

  /// Grid spacing between cards in a collection (the MDC cards example uses 8).
  public static let gridSpacing = 8.0
}
