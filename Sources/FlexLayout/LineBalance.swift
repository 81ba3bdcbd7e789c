/// Balanced line breaking for `flex-wrap: balance` (CSS Flexbox Level 2 draft, "balancing"):
/// the items are split into as many lines as greedy breaking makes (at least `minimumLines`),
/// no line of two or more items longer than `limit`, a zero-sized item kept at the end of the
/// line before it where possible, with the smallest sum of squared line lengths; ties give the
/// most items to the first line, then the second, and so on.
struct LineBalance {
  let sizes: [Double]
  let gap: Double
  let limit: Double

  init(sizes: [Double], gap: Double, limit: Double) {
    self.sizes = sizes.map { min(max($0, 0), Double(Float.greatestFiniteMagnitude)) }
    self.gap = gap
    self.limit = limit
    var sums = [0.0]
    for size in self.sizes { sums.append(sums[sums.count - 1] + size) }
    prefix = sums
  }

  private let prefix: [Double]

  /// The length of the line holding items `start...end`.
  func length(_ start: Int, _ end: Int) -> Double { prefix[end + 1] - prefix[start] + gap * Double(end - start) }

  /// The last item a line starting at `start` can hold within the limit (at least `start`).
  func fitEnd(_ start: Int) -> Int {
    var end = start
    while end + 1 < sizes.count && length(start, end + 1) <= limit { end += 1 }
    return end
  }

  var greedyLineCount: Int {
    var count = 0
    var start = 0
    while start < sizes.count {
      start = fitEnd(start) + 1
      count += 1
    }
    return count
  }

  /// How many items each line holds.
  func lineItemCounts(minimumLines: Int) -> [Int] {
    let count = sizes.count
    guard count > 0 else { return [] }
    let lines = max(greedyLineCount, min(minimumLines, count))
    // best[k][start]: the smallest cost of items start... in exactly k lines, and the first line's end.
    var best = [[(cost: Double, end: Int)]](
      repeating: [(cost: Double, end: Int)](repeating: (.infinity, -1), count: count + 1), count: lines + 1)
    best[0][count] = (0, count)
    for k in 1...lines {
      for start in stride(from: count - k, through: 0, by: -1) { best[k][start] = bestLine(start, k, best[k - 1]) }
    }
    var result: [Int] = []
    var start = 0
    for k in stride(from: lines, through: 1, by: -1) {
      let end = best[k][start].end
      guard end >= start else { return [count] }
      result.append(end - start + 1)
      start = end + 1
    }
    return result
  }

  /// The best first line for items start... in `k` lines, given the best divisions in k - 1.
  private func bestLine(_ start: Int, _ k: Int, _ rest: [(cost: Double, end: Int)]) -> (cost: Double, end: Int) {
    let count = sizes.count
    let lastEnd = count - k
    let zeroEnd = min(fitEnd(start), lastEnd)
    var found: (cost: Double, end: Int) = (.infinity, -1)
    for end in start...lastEnd {
      let size = length(start, end)
      if end > start && size > limit { break }
      // A zero-sized item after the line may only start the next line when the line can grow no further.
      if end + 1 < count && sizes[end + 1] == 0 && end != zeroEnd { continue }
      let cost = size * size + rest[end + 1].cost
      guard cost.isFinite else { continue }
      let tolerance = 1e-9 * max(1, abs(cost))
      if found.end < 0 || cost < found.cost - tolerance || abs(cost - found.cost) <= tolerance {
        found = (cost, end)
      }
    }
    return found
  }
}
