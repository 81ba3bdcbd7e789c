import Graphics

/// A three-panel picture for reviewing a failure: golden | diff | actual, separated by gaps.
///
/// The middle panel is the golden faded to 10% grey-ish contrast over white, with every changed
/// pixel painted red, so the change stands out however small. Images of different sizes are
/// compared over their common area; the rest of the larger one counts as changed.
public func diffImage(actual: Bitmap, golden: Bitmap, gap: Int = 4) -> Bitmap {
  let w = max(actual.width, golden.width)
  let h = max(actual.height, golden.height)
  var out = Bitmap(width: w * 3 + gap * 2, height: h)
  let red = Color(red: 255, green: 0, blue: 0)
  for y in 0..<h {
    for x in 0..<w {
      let g = (x < golden.width && y < golden.height) ? golden[x, y] : nil
      let a = (x < actual.width && y < actual.height) ? actual[x, y] : nil
      if let g { out[x, y] = g }
      if let a { out[x + 2 * (w + gap), y] = a }
      let changed: Bool
      if let g, let a {
        changed = !(g.alpha == 0 && a.alpha == 0) && g != a
      } else {
        changed = (g?.alpha ?? 0) != 0 || (a?.alpha ?? 0) != 0
      }
      out[x + w + gap, y] = changed ? red : faded(g)
    }
  }
  return out
}

/// The golden pixel as a light grey over white: luminance kept, contrast cut to 10%.
func faded(_ color: Color?) -> Color {
  guard let color else { return .white }
  let onWhite = color.over(.white)
  let luma = 0.299 * Double(onWhite.red) + 0.587 * Double(onWhite.green) + 0.114 * Double(onWhite.blue)
  let v = UInt8((255 - (255 - luma) * 0.1).rounded())
  return Color(red: v, green: v, blue: v)
}
