import Graphics

/// Extension lines that never cross another part (issue 40): a dimension goes on the side of
/// the component its measured edges can reach without running through another part. In the
/// wrapped right-to-left group, the first chip's paddings go above it, not below through the
/// next row's chip; in a scrolling row, the first chip's heights go left, not right through the
/// chips after it. Only when both sides are blocked is the line broken around the part in the
/// way (`broken`).
extension RedlinePlanner {
  static func clearSides(_ measurements: [Measurement], _ placement: Placement) -> [Measurement] {
    var out = measurements
    // A chain moves as one (a chip's padding | label | padding along one edge), so its numbers
    // stay side by side: it moves when a member is blocked and no member is on the other side.
    for chain in chains(measurements, placement) {
      let side = measurements[chain[0]].side
      let opposite: Redline.Side =
        switch side {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
      guard chain.contains(where: { blocked(measurements[$0], side, placement) }),
        !chain.contains(where: { blocked(measurements[$0], opposite, placement) })
      else { continue }
      for i in chain { out[i].side = opposite }
    }
    return out
  }

  /// The measurements (indices) on one side linked through the parts they measure, not through
  /// the part around them: a chip's chain is one, while a card's padding to its thumbnail and
  /// its padding to its buttons, which only share the container, are two.
  static func chains(_ measurements: [Measurement], _ placement: Placement) -> [[Int]] {
    func inner(_ m: Measurement) -> Set<String> {
      let (a, b) = (m.from.part, m.to.part)
      guard a != b, let fa = placement.frames[a], let fb = placement.frames[b] else { return [a] }
      if fa.contains(fb) && fa != fb { return [b] }
      if fb.contains(fa) && fa != fb { return [a] }
      return [a, b]
    }
    var chains: [(side: Redline.Side, parts: Set<String>, members: [Int])] = []
    for (i, m) in measurements.enumerated() where m.kind != .radius {
      let parts = inner(m)
      let linked = chains.indices.filter { chains[$0].side == m.side && !chains[$0].parts.isDisjoint(with: parts) }
      var merged = (side: m.side, parts: parts, members: [i])
      for c in linked.reversed() {
        merged.parts.formUnion(chains[c].parts)
        merged.members += chains[c].members
        chains.remove(at: c)
      }
      chains.append(merged)
    }
    return chains.map { $0.members.sorted() }
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
