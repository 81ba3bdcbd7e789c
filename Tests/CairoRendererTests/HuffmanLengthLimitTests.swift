import Testing

@testable import PNG

/// Issue 37 ("guards on the hand-written primitives"): the length-limited Huffman code behind our
/// deflate, checked as properties over many seeded count vectors, against references written
/// here the plain way (a heap-free Huffman merge; package-merge for the optimal limited code).
@Suite struct HuffmanLengthLimitTests {
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Count vectors of every shape deflate meets: few symbols, many, flat, skewed, zeros between,
  /// and Fibonacci counts, whose optimal code is as deep as there are symbols.
  static func vectors() -> [[UInt32]] {
    var random = Seeded(state: 37)
    var result: [[UInt32]] = [[0, 0], [5, 0], [0, 1, 0, 1], [1, 1, 1], [3, 1]]
    var fibonacci: [UInt32] = [1, 1]
    while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    for n in [8, 12, 16, 19, 20, 25, 30] { result.append(Array(fibonacci.prefix(n).shuffled(using: &random))) }
    for round in 0..<600 {
      let n = round % 2 == 0 ? Int.random(in: 2...19, using: &random) : Int.random(in: 2...288, using: &random)
      let shape = Int.random(in: 0..<4, using: &random)
      result.append(
        (0..<n).map { _ in
          switch shape {
          case 0: UInt32.random(in: 0...5, using: &random)
          case 1: UInt32.random(in: 1...1_000_000, using: &random)
          case 2: UInt32(1) << UInt32.random(in: 0...20, using: &random)
          default: Int.random(in: 0..<3, using: &random) == 0 ? 0 : UInt32.random(in: 1...60, using: &random)
          }
        })
    }
    return result
  }

  func lengths(_ counts: [UInt32], limit: Int) -> [UInt8] {
    counts.withUnsafeBufferPointer { HuffmanCode.lengths($0.baseAddress!, count: counts.count, limit: limit) }
  }

  static func cost(_ counts: [UInt32], _ lengths: [UInt8]) -> UInt64 {
    zip(counts, lengths).reduce(0) { $0 + UInt64($1.0) * UInt64($1.1) }
  }

  /// The optimal code's cost with no limit (Huffman: merge the two smallest weights; each merge
  /// adds its weight once per level it sits under).
  static func huffmanCost(_ counts: [UInt32]) -> UInt64 {
    var weights = counts.filter { $0 > 0 }.map(UInt64.init).sorted()
    guard weights.count > 1 else { return weights.isEmpty ? 0 : weights[0] }
    var total: UInt64 = 0
    while weights.count > 1 {
      let merged = weights[0] + weights[1]
      total += merged
      weights.removeFirst(2)
      weights.insert(merged, at: weights.firstIndex { $0 > merged } ?? weights.count)
    }
    return total
  }

  /// The optimal code's cost with lengths at most `limit` (package-merge, Larmore and Hirschberg).
  static func packageMergeCost(_ counts: [UInt32], limit: Int) -> UInt64 {
    let leaves = counts.filter { $0 > 0 }.map(UInt64.init).sorted()
    guard leaves.count > 1 else { return leaves.isEmpty ? 0 : leaves[0] }
    var list = leaves
    for _ in 1..<limit {
      var packages: [UInt64] = []
      var i = 0
      while i + 1 < list.count {
        packages.append(list[i] + list[i + 1])
        i += 2
      }
      list = (leaves + packages).sorted()
    }
    return list.prefix(2 * leaves.count - 2).reduce(0, +)
  }

  /// Deflate limits literal/length and distance codes (up to 288 symbols) to 15 bits and the
  /// code-length code (19 symbols) to 7.
  @Test(arguments: [(7, 19), (15, 288)])
  func codesAreCompleteWithinTheLimitAndNoWorseThanNeeded(limit: Int, symbols: Int) {
    var limited = 0
    for counts in Self.vectors() where counts.count <= symbols {
      let lengths = lengths(counts, limit: limit)
      let used = counts.filter { $0 > 0 }.count
      #expect(zip(counts, lengths).allSatisfy { ($0 > 0) == ($1 > 0) }, "\(counts)")
      #expect(lengths.allSatisfy { $0 <= limit }, "\(counts)")
      if used == 1 { #expect(lengths.max() == 1) }
      if used >= 2 {
        // Complete: the Kraft sum is exactly one, as zlib's inflate requires.
        let kraft = lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (limit - Int($1))) }
        #expect(kraft == 1 << limit, "\(counts)")
        // A more frequent symbol never gets a longer code.
        let order = counts.indices.filter { counts[$0] > 0 }.sorted { counts[$0] < counts[$1] }
        for (a, b) in zip(order, order.dropFirst()) where counts[a] < counts[b] {
          #expect(lengths[a] >= lengths[b], "\(counts)")
        }
      }
      let optimal = Self.packageMergeCost(counts, limit: limit)
      let cost = Self.cost(counts, lengths)
      #expect(cost >= optimal)
      if Self.packageMergeCost(counts, limit: 64) == Self.huffmanCost(counts), optimal == Self.huffmanCost(counts) {
        // When the unlimited optimum fits, it is what we give.
        #expect(cost == optimal || used < 2, "\(counts): \(cost) vs \(optimal)")
      }
      if optimal != Self.huffmanCost(counts) { limited += 1 }
      // The repair is a heuristic (as zlib's): near the optimum, never far (11% at worst here).
      #expect(Double(cost) <= 1.25 * Double(optimal), "\(counts): \(cost) vs \(optimal)")
    }
    #expect(limited > 10, "the vectors must exercise the limit")
  }
}
