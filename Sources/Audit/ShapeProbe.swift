import Graphics

extension PixelProbe {
  /// Whether a coordinate in points falls on a pixel boundary at this scale.
  func isAligned(_ v: Double) -> Bool { abs(v * scale - (v * scale).rounded()) < 0.02 }

  /// The radius of the frame's top-left corner, read along the corner's diagonal: a circular
  /// corner of radius r crosses it r·(1 − 1/√2) from each edge. The crossing is found to a
  /// fraction of a pixel by where the colour is halfway between the corner pixel (outside the
  /// shape) and the shape's own colour further in. nil when the corner shows no edge (a shape
  /// of the same colour as its surroundings, or a square corner). When the diagonal is still
  /// outside the shape that far in, it looks twice as far (within a quarter of the shorter
  /// side, clear of the content), so a much larger radius is read, not passed over.
  func cornerRadius(of frame: Rect, expected: Double) -> Double? {
    let reach = Int(((max(expected, 2) * 0.3 + 2) * scale).rounded(.up))
    if let r = cornerRadius(of: frame, reach: reach) { return r }
    guard let corner = pixel(Int((frame.minX * scale).rounded(.down)), Int((frame.minY * scale).rounded(.down))),
      let near = pixel(Int((frame.minX * scale).rounded(.down)) + reach, Int((frame.minY * scale).rounded(.down)) + reach),
      corner.distance(to: near) < 8, Double(2 * reach) <= min(frame.width, frame.height) * scale / 4
    else { return nil }
    return cornerRadius(of: frame, reach: 2 * reach)
  }

  private func cornerRadius(of frame: Rect, reach: Int) -> Double? {
    let x0 = Int((frame.minX * scale).rounded(.down)), y0 = Int((frame.minY * scale).rounded(.down))
    guard let outside = pixel(x0, y0), let inside = pixel(x0 + reach, y0 + reach) else { return nil }
    let o = outside.premultiplied, i = inside.premultiplied
    let axis = (i.0 - o.0, i.1 - o.1, i.2 - o.2, i.3 - o.3)
    let length = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2 + axis.3 * axis.3
    guard length > 900 else { return nil }  // under ~30 steps apart: no edge to read
    // An opaque shape on a transparent page: its coverage is the alpha, whatever is drawn at
    // its edge (a translucent outline over the page is the shape's edge all the same, not a
    // colour halfway to the fill).
    let onPage = outside.alpha < 64 && inside.alpha == 255
    func coverage(_ k: Int) -> Double {
      guard let p = pixel(x0 + k, y0 + k)?.premultiplied else { return 1 }
      let t =
        onPage
        ? (p.3 - o.3) / (i.3 - o.3)
        : ((p.0 - o.0) * axis.0 + (p.1 - o.1) * axis.1 + (p.2 - o.2) * axis.2 + (p.3 - o.3) * axis.3) / length
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

  /// The width of an outline across the middle of the frame's top edge: the sum of how far each
  /// pixel in from the edge is from the inside colour towards the outline's own colour.
  func borderWidth(of frame: Rect) -> Double? {
    let x = Int((frame.midX * scale).rounded(.down))
    let top = Int((frame.minY * scale).rounded(.down))
    let depth = Int((4 * scale).rounded(.up))
    guard let inside = pixel(x, top + depth), let line = (0..<depth).compactMap({ pixel(x, top + $0) })
      .max(by: { $0.distance(to: inside) < $1.distance(to: inside) })
    else { return nil }
    let i = inside.premultiplied, b = line.premultiplied
    let axis = (b.0 - i.0, b.1 - i.1, b.2 - i.2, b.3 - i.3)
    let length = axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2 + axis.3 * axis.3
    guard length > 400 else { return nil }
    var sum = 0.0
    for k in 0..<depth {
      guard let p = pixel(x, top + k)?.premultiplied else { continue }
      let t = ((p.0 - i.0) * axis.0 + (p.1 - i.1) * axis.1 + (p.2 - i.2) * axis.2 + (p.3 - i.3) * axis.3) / length
      sum += min(max(t, 0), 1)
    }
    return sum / scale
  }
}
