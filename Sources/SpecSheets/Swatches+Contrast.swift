import Audit
import Graphics

/// Text and icon swatches say what they are read against: `label #FFFFFF on #F69000 · 2.35:1`.
extension SwatchReader {
  /// The background under the text or glyph drawn by `commands[index]` and the WCAG ratio of its
  /// ink against it, the way the audit judges them: the fills drawn before it under its centre,
  /// composited over `canvas` (the page a transparent image is shown on), and the translucent
  /// overlays drawn after it (ink, ripples) over both the ink and the background.
  static func contrast(of color: Color, frame: Rect, at index: Int, in commands: [DrawCommand], canvas: Color)
    -> (background: Color, ratio: Double)
  {
    let centre = Rect(x: frame.midX, y: frame.midY, width: 0, height: 0)
    func covers(_ shape: Shape) -> Bool {
      if case .path = shape { return false }  // icons and marks, not backgrounds
      return shape.bounds.map { $0.insetBy(-0.01).contains(centre) } ?? false
    }
    var background = canvas
    var opacity: [Double] = [1]
    for command in commands[..<index] {
      switch command {
      case .pushOpacity(let o): opacity.append(opacity.last! * o)
      case .popOpacity: if opacity.count > 1 { opacity.removeLast() }
      case .fill(let shape, let fill) where covers(shape):
        background = over(fill.opacity(opacity.last!), background)
      default: break
      }
    }
    // As the audit does: the overlays show in the pixels around the ink, and tint the ink too.
    let inkOpacity = opacity.last!
    let overlays = commands[(index + 1)...].compactMap { command -> Color? in
      guard case .fill(let shape, let fill) = command, fill.alpha < 255, covers(shape) else { return nil }
      return fill
    }
    for overlay in overlays { background = over(overlay, background) }
    var ink = over(color.opacity(inkOpacity), background)
    for overlay in overlays { ink = over(overlay.opacity(inkOpacity), ink) }
    return (background, Contrast.ratio(ink, background))
  }

  /// `top` (straight alpha) source-over onto `below`.
  static func over(_ top: Color, _ below: Color) -> Color {
    below.blending(Color(red: top.red, green: top.green, blue: top.blue), alpha: Double(top.alpha) / 255)
  }
}
