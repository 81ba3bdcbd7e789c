import Graphics

/// Extension lines that never cross another part (issue 40): a dimension goes on the side of
/// the component its measured edges can reach without running through another part. In the
/// wrapped right-to-left group, the first chip's paddings go above it, not below through the
/// next row's chip; in a scrolling row, the first chip's heights go left, not right through the
/// chips after it. Only when both sides are blocked is the line broken around the part in the
/// way (`broken`).
extension RedlinePlanner {
  static func clearSides(_ measurements: [Measurement], _ placement: Placement) -> [Measurement] {
    measurements.map { m in
      guard m.kind != .radius, blocked(m, m.side, placement) else { return m }
      let opposite: Redline.Side =
        switch m.side {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
      guard !blocked(m, opposite, placement) else { return m }
      var moved = m
      moved.side = opposite
      return moved
    }
  }

  /// Whether an extension line from either measured edge out to `side` would run through a part
  /// that neither holds the measured part nor lies inside it.
  static func blocked(_ m: Measurement, _ side: Redline.Side, _ placement: Placement) -> Bool {
    [m.from, m.to].contains { anchor in
      guard let f = placement.frames[anchor.part] else { return false }
      let at = edge(f, anchor.edge)
      return placement.obstacles.contains { o in
        guard !o.contains(f), !f.contains(o) else { return false }
        switch side {
        case .top: return o.minX < at && at < o.maxX && o.minY < f.minY - epsilon
        case .bottom: return o.minX < at && at < o.maxX && o.maxY > f.maxY + epsilon
        case .leading: return o.minY < at && at < o.maxY && o.minX < f.minX - epsilon
        case .trailing: return o.minY < at && at < o.maxY && o.maxX > f.maxX + epsilon
        }
      }
    }
  }
}
