import Graphics
import Testing

@Suite struct ContentHashTests {
  @Test func theFormatIsVersionedAndFixedLength() {
    let hash = ContentHash.of([1, 2, 3])
    #expect(hash.hasPrefix("h1:") && hash.count == 3 + 32)
    #expect(hash == ContentHash.of([1, 2, 3]))
  }

  /// Every single-byte change, at every position of a buffer longer than a block and its tail,
  /// gives a different hash: the property `check` relies on for "unchanged".
  @Test func everySingleByteChangeChangesTheHash() {
    let base = (0..<45).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    var seen: Set<String> = [ContentHash.of(base)]
    for i in base.indices {
      for delta in [1, 128] as [UInt8] {
        var changed = base
        changed[i] &+= delta
        seen.insert(ContentHash.of(changed))
      }
    }
    #expect(seen.count == 1 + base.count * 2)
  }

  /// Pairs of bit flips anywhere in the buffer: simpler rounds (a multiply with or without one
  /// xorshift) let a flip in one word be cancelled by a flip in the next; this one must not.
  @Test func pairsOfBitFlipsInDifferentWordsDoNotCollide() {
    let base = (0..<45).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    var seen: Set<String> = []
    var count = 0
    for i in base.indices {
      for j in base.indices where j > i {
        for (bi, bj) in [(7, 7), (7, 2), (2, 7), (0, 5)] {
          var changed = base
          changed[i] ^= 1 << bi
          changed[j] ^= 1 << bj
          seen.insert(ContentHash.of(changed))
          count += 1
        }
      }
    }
    #expect(seen.count == count)
  }

  @Test func lengthCountsEvenForTrailingZeros() {
    #expect(ContentHash.of([]) != ContentHash.of([0]))
    #expect(ContentHash.of([7]) != ContentHash.of([7, 0]))
    #expect(ContentHash.of([UInt8](repeating: 0, count: 16)) != ContentHash.of([UInt8](repeating: 0, count: 32)))
  }

  @Test func aBitmapsSizeIsPartOfItsPixelHash() throws {
    let wide = try #require(Bitmap(width: 2, height: 1, pixels: [UInt8](repeating: 9, count: 8)))
    let tall = try #require(Bitmap(width: 1, height: 2, pixels: [UInt8](repeating: 9, count: 8)))
    #expect(wide.pixelHash != tall.pixelHash)
    var moved = wide
    moved.pixels[4] = 10
    #expect(moved.pixelHash != wide.pixelHash)
  }

  /// Pieces of any sizes hash like their concatenation (sheets are hashed strip by strip).
  @Test func piecesHashLikeTheWhole() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 15, 16, 17, 31, 32, 33, 100, 1000] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let whole = bytes.withUnsafeBytes { ContentHash.of($0, seed: 42) }
      for _ in 0..<20 {
        var hasher = ContentHasher(seed: 42)
        var i = 0
        while i < length {
          let n = min(length - i, Int.random(in: 0...40, using: &generator))
          bytes[i..<(i + n)].withUnsafeBytes { hasher.update($0) }
          i += n
        }
        #expect(hasher.finalize() == whole, "length \(length)")
      }
    }
  }
}
