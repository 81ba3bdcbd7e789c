import Graphics

extension PixelProbe {
  /// Whether a coordinate in points falls on a pixel boundary at this scale.
  func isAligned(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 0.02 }

  /// The radius of the frame's top-left corner, read along the corner's diagonal: a circular
  /// corner of radius r crosses it r·(1 − 1/√2) from each edge. The crossing is found to a
  /// fraction of a pixel by where the colour is halfway between the corner pixel (outside the
  /// shape) and the shape's own colour: its first pixel row at the middle of its top edge, the
  /// outermost paint a viewer sees there (a translucent fill or outline as composited, never a
  /// thumb or label further in, which a 12%-alpha track's diagonal reached first). nil when the
  /// corner shows no edge (a shape of the same colour as its surroundings, or a square corner).
  /// When the diagonal is still outside the shape that far in, it looks twice as far (within a
  /// quarter of the shorter side), so a much larger radius is read, not passed over.
  func cornerRadius(of frame: Rect, expected: Double) -> Double? {
    let reach = Int(((max(expected, 2) * 0.3 + 2) * scale).rounded(.up))
    if let r = cornerRadius(of: frame, reach: reach) { return r }
    guard let corner = pixel(Int((frame.minX * scale).rounded(.down)), Int((frame.minY * scale).rounded(.down))),
      let near = pixel(
        Int((frame.minX * scale).rounded(.down)) + reach, Int((frame.minY * scale).rounded(.down)) + reach),
      corner.distance(to: near) < 8, Double(2 * reach) <= min(frame.width, frame.height) * scale / 4
    else { return nil }
    return cornerRadius(of: frame, reach: 2 * reach)
  }

  private func cornerRadius(of frame: Rect, reach: Int) -> Double? {
    let x0 = Int((frame.minX * scale).rounded(.down))
    let y0 = Int((frame.minY * scale).rounded(.down))
    guard let outside = pixel(x0, y0), let inside = pixel(Int((frame.midX * scale).rounded(.down)), y0) else {
      return nil
    }
    // Premultiplied colours mix linearly with coverage, as composited pixels over any backdrop do.
    let o = outside.premultiplied
    let i = inside.premultiplied
    let axis = (i.0 - o.0, i.1 - o.1, i.2 - o.2, i.3 - o.3)
    let length = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2 + axis.3 * axis.3
    guard length > 300 else { return nil }  // under ~17 steps apart: no edge to read
    func coverage(_ k: Int) -> Double {
      guard let p = pixel(x0 + k, y0 + k)?.premultiplied else { return 1 }
      let t = ((p.0 - o.0) * axis.0 + (p.1 - o.1) * axis.1 + (p.2 - o.2) * axis.2 + (p.3 - o.3) * axis.3) / length
      return min(max(t, 0), 1)
    }
    var previous = coverage(0)
    for k in 1...reach {
      let c = coverage(k)
      if c >= 0.5 {
        // Pixel centres sit at k + 0.5; interpolate the halfway crossing between them.
        let crossing = Double(k - 1) + 0.5 + (c == previous ? 0 : (0.5 - previous) / (c - previous))
        let fromCorner = crossing - (frame.minX * scale - Double(x0))
        return max(0, fromCorner) / (1 - 1 / 2.0.squareRoot()) / scale
      }
      previous = c
    }
    return nil
  }

  /// The width of an outline across the middle of the frame's top edge (which sits on the
  /// pixel grid): the pixel rows from the edge that differ from the inside colour, the last one
  /// counted by how much of it is outline. A translucent outline's rows need not look alike (its
  /// outer half lies over the page, its inner half over a fill inset by half the border, facts
  /// §3): each differing row counts whole unless it lies on the way from the row before to the
  /// inside colour, which is an anti-aliased last row.
  func borderWidth(of frame: Rect) -> Double? {
    let x = Int((frame.midX * scale).rounded(.down))
    let top = Int((frame.minY * scale).rounded(.down))
    let depth = Int((4 * scale).rounded(.up))
    guard let inside = pixel(x, top + depth) else { return nil }
    let rows = (0..<depth).compactMap { pixel(x, top + $0) }
    guard let strongest = rows.map({ $0.distance(to: inside) }).max(), strongest > 20 else { return nil }
    var covered = 0.0
    for (k, p) in rows.enumerated() {
      if p.distance(to: inside) <= 6 { break }  // the fill: the outline ended on a pixel boundary
      if k > 0, let share = Self.share(of: rows[k - 1], in: p, towards: inside) {
        covered += share
        break
      }
      covered += 1
    }
    return covered / scale
  }

  /// How much of `p` is `outer` when `p` lies on the straight way from `outer` to `inside` (an
  /// outline's partly covered last pixel); nil when it is a colour of its own or `outer` itself.
  static func share(of outer: Color, in p: Color, towards inside: Color) -> Double? {
    let a = outer.premultiplied
    let b = inside.premultiplied
    let c = p.premultiplied
    let axis = (b.0 - a.0, b.1 - a.1, b.2 - a.2, b.3 - a.3)
    let length = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2 + axis.3 * axis.3
    guard length > 400 else { return nil }
    let t = ((c.0 - a.0) * axis.0 + (c.1 - a.1) * axis.1 + (c.2 - a.2) * axis.2 + (c.3 - a.3) * axis.3) / length
    guard t > 0.02, t < 0.98 else { return nil }
    let residual = max(
      abs(c.0 - a.0 - t * axis.0), abs(c.1 - a.1 - t * axis.1), abs(c.2 - a.2 - t * axis.2), abs(c.3 - a.3 - t * axis.3)
    )
    return residual <= 10 ? 1 - t : nil
  }
}
