import ComponentKit
import Graphics

extension SpecAudit {
  /// A contrast minimum between two parts: the part's text or icon colour as drawn (under the
  /// opacity around it, with translucent fills drawn over it, as `text-contrast` composites it)
  /// against the pixels of `name` in a spot no other part covers, over the page behind a
  /// transparent image. nil when either cannot be found on this image.
  static func contrastMiss(
    on name: String, minimum: Double, part: (path: String, frame: Rect), image: AuditImage, probe: PixelProbe
  ) -> Miss? {
    guard let other = image.sibling(of: part.path, named: name), let spot = freeSpot(in: other, image: image),
      let seen = probe.color(atX: spot.x, y: spot.y)
    else { return nil }
    let background = seen.composited(over: DesignRules.pageBackground(image))
    guard let ink = inkColor(of: part.path, image: image, over: background) else { return nil }
    let ratio = Contrast.ratio(ink, background)
    guard ratio < minimum else { return nil }
    return Miss(
      measured: Contrast.format(ratio), expected: "≥ \(Contrast.format(minimum))", unit: ":1",
      detail: "\(ink.hexString) on \(background.hexString)")
  }

  /// The first text or glyph the part draws, composited over `background` as it is seen.
  static func inkColor(of path: String, image: AuditImage, over background: Color) -> Color? {
    let commands = image.rendering.displayList.commands
    var opacity: [Double] = [1]
    for (index, command) in commands.enumerated() {
      let drawn: (color: Color, frame: Rect)
      switch command {
      case .pushOpacity(let o):
        opacity.append(opacity.last! * o)
        continue
      case .popOpacity:
        if opacity.count > 1 { opacity.removeLast() }
        continue
      case .text(let run): drawn = (run.color, run.frame)
      case .glyph(let run): drawn = (run.color, run.frame)
      default: continue
      }
      guard image.part(ofCommand: index) == path, drawn.color.alpha > 0 else { continue }
      let centre = Rect(x: drawn.frame.midX, y: drawn.frame.midY, width: 0, height: 0)
      var ink = drawn.color.opacity(opacity.last!).composited(over: background)
      for later in commands[(index + 1)...] {
        if case .fill(let shape, let color) = later, color.alpha < 255, shape.box.contains(centre, tolerance: 0) {
          ink = color.opacity(opacity.last!).composited(over: ink)
        }
      }
      return ink
    }
    return nil
  }
}
