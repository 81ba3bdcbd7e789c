/// Length-limited canonical Huffman codes for deflate (RFC 1951 §3.2.2), deterministic: equal
/// frequencies are ordered by symbol, so the same counts always give the same code.
package enum HuffmanCode {
  /// Code lengths (0 for unused symbols) for `frequencies`, none longer than `limit` bits. A
  /// symbol set of one gets length 1; the caller gives at least two symbols a count when the
  /// decoder needs a complete code.
  package static func lengths(_ frequencies: UnsafePointer<UInt32>, count: Int, limit: Int) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: count)
    // Sorted by count, then symbol: one key each, count above the symbol.
    var keys: [UInt64] = []
    for symbol in 0..<count where frequencies[symbol] > 0 {
      keys.append(UInt64(frequencies[symbol]) << 16 | UInt64(symbol))
    }
    keys.sort()
    let used = keys.map { Int($0 & 0xFFFF) }
    if used.count == 1 { lengths[used[0]] = 1 }
    guard used.count > 1 else { return lengths }
    var depths = used.map { Int(frequencies[$0]) }
    minimumRedundancy(&depths)
    // How many codes have each length, the too-long ones cut to `limit`, then the Kraft sum
    // repaired: each step takes one code off the longest length and splits a shorter leaf.
    var perLength = [Int](repeating: 0, count: limit + 1)
    for depth in depths { perLength[min(depth, limit)] += 1 }
    var kraft = 0
    for length in 1...limit { kraft += perLength[length] << (limit - length) }
    while kraft > 1 << limit {
      perLength[limit] -= 1
      for length in stride(from: limit - 1, through: 1, by: -1) where perLength[length] > 0 {
        perLength[length] -= 1
        perLength[length + 1] += 2
        break
      }
      kraft -= 1
    }
    // The rarest symbols (first in `used`) get the longest codes.
    var next = 0
    for length in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<perLength[length] {
        lengths[used[next]] = UInt8(length)
        next += 1
      }
    }
    return lengths
  }

  /// Optimal code lengths in place for weights sorted ascending (Moffat and Katajainen's
  /// in-place method: parents, then depths, then leaf depths), so no tree is allocated.
  static func minimumRedundancy(_ a: inout [Int]) {
    let n = a.count
    guard n > 1 else {
      if n == 1 { a[0] = 1 }
      return
    }
    a[0] += a[1]
    var root = 0
    var leaf = 2
    for next in 1..<(n - 1) {
      if leaf >= n || a[root] < a[leaf] {
        a[next] = a[root]
        a[root] = next
        root += 1
      } else {
        a[next] = a[leaf]
        leaf += 1
      }
      if leaf >= n || (root < next && a[root] < a[leaf]) {
        a[next] += a[root]
        a[root] = next
        root += 1
      } else {
        a[next] += a[leaf]
        leaf += 1
      }
    }
    a[n - 2] = 0
    if n > 2 {
      for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
    }
    var available = 1
    var used = 0
    var depth = 0
    root = n - 2
    var next = n - 1
    while available > 0 {
      while root >= 0 && a[root] == depth {
        used += 1
        root -= 1
      }
      while available > used {
        a[next] = depth
        next -= 1
        available -= 1
      }
      available = 2 * used
      depth += 1
      used = 0
    }
  }

  /// Canonical codes for `lengths`, bit-reversed: deflate sends Huffman codes most significant
  /// bit first into a stream written from the least significant bit.
  static func codes(_ lengths: [UInt8]) -> [UInt16] {
    var perLength = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { perLength[Int(length)] += 1 }
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + perLength[length - 1]) << 1
      nextCode[length] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let value = nextCode[Int(length)]
      nextCode[Int(length)] += 1
      var reversed = UInt16(value)
      reversed = (reversed >> 1) & 0x5555 | (reversed & 0x5555) << 1
      reversed = (reversed >> 2) & 0x3333 | (reversed & 0x3333) << 2
      reversed = (reversed >> 4) & 0x0F0F | (reversed & 0x0F0F) << 4
      reversed = reversed >> 8 | reversed << 8
      return reversed >> (16 - UInt16(length))
    }
  }
}
