/// The font families specsheet renders with: those of `FontConfiguration`'s folders
/// (a CairoRenderer test holds this list to what fontconfig actually loads). Rendering is
/// hermetic, so input that names another family (a design token) is refused up front, with
/// its source, rather than failing later at the first text drawn.
public enum FontSet {
  public static let families = [
    "Inter", "Inter Display", "Roboto", "Material Icons", "DejaVu Sans", "Noto Sans Arabic", "Noto Sans Hebrew",
  ]
}
