/// Labels that say which part they measure where a bare number would not (issue 40): where two
/// dimensions of one kind leave (or reach) the same edge, as a card's 16 to its thumbnail and
/// 8 to its buttons both leave the container's left edge, each label names the part at its
/// other end, by its anatomy name: `thumbnail 16`, `button-1 8`. Elsewhere the number alone
/// reads unambiguously at its lines and stays short.
extension RedlinePlanner {
  static func namingSharedEdges(_ measurements: [Measurement]) -> [Measurement] {
    measurements.enumerated().map { i, m in
      guard m.kind != .radius, m.kind != .target else { return m }
      let sharing = measurements.indices.filter { j in
        let o = measurements[j]
        return j != i && o.kind == m.kind && o.axis == m.axis && (o.from == m.from || o.to == m.to)
      }
      guard let j = sharing.first else { return m }
      // The part at the end the two do not share.
      let part = measurements[j].from == m.from ? m.to.part : m.from.part
      var named = m
      named.label = "\(part.split(separator: ".").last.map(String.init) ?? part) \(m.label)"
      return named
    }
  }
}
