import Graphics

/// The Material icons font from Debian's fonts-material-design-icons-iconfont. It ships one
/// face, Regular, so every icon is drawn at weight 400; a glyph's size is its box's side.
public enum MaterialIconFont {
  public static let family = "Material Icons"
  public static let weight = 400

  /// The icon font at `size` points (the icon's box).
  public static func font(size: Double) -> Font {
    Font(family: family, weight: weight, size: size)
  }
}
