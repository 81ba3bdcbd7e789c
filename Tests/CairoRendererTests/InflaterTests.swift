import CPNG
import Foundation
import Graphics
import TestSupport
import Testing

@testable import PNG

/// `Inflater`, the whole-buffer inflate that `PNGDecoder.decode` tries before zlib (issue 37: a
/// check with every golden one pixel off in at most 1 s; zlib's byte-at-a-time match copy was a
/// sixth of it). It must give zlib's bytes for every stream zlib takes, and never take a stream
/// zlib refuses: whatever it declines is read by zlib as before.
@Suite struct InflaterTests {
  /// Bytes with runs, repeats at pixel and row distances, and noise, as a picture's rows have.
  static func sample(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var bytes: [UInt8] = []
    while bytes.count < count {
      switch next() % 5 {
      case 0: bytes += [UInt8](repeating: UInt8(truncatingIfNeeded: next()), count: Int(next() % 300))
      case 1 where bytes.count >= 4:
        let pixel = Array(bytes.suffix(4))
        for _ in 0..<Int(next() % 90) { bytes += pixel }
      case 2 where bytes.count > 700: bytes += bytes[(bytes.count - 700)..<(bytes.count - 700 + Int(next() % 600))]
      case 3 where bytes.count > 5: bytes += bytes[(bytes.count - 5)..<(bytes.count - 5 + Int(next() % 5))]
      default: for _ in 0..<Int(next() % 40) { bytes.append(UInt8(truncatingIfNeeded: next())) }
      }
    }
    return Array(bytes.prefix(count))
  }

  /// A raw deflate stream of `bytes` made by zlib at `level` with `strategy`.
  static func deflate(_ bytes: [UInt8], level: Int32, strategy: Int32) -> [UInt8] {
    var stream = z_stream()
    let status = deflateInit2_(
      &stream, level, Z_DEFLATED, -MAX_WBITS, 8, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK)
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
    var input = bytes
    let written = input.withUnsafeMutableBufferPointer { inBuffer in
      out.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        precondition(CPNG.deflate(&stream, Z_FINISH) == Z_STREAM_END)
        return outBuffer.count - Int(stream.avail_out)
      }
    }
    deflateEnd(&stream)
    return Array(out.prefix(written))
  }

  /// zlib's raw inflate of `stream` when it ends exactly there with `count` bytes out (the
  /// conditions `PNGRowReader` puts on zlib), else nil.
  static func zlibInflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var z = z_stream()
    guard inflateInit2_(&z, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
    defer { inflateEnd(&z) }
    var input = stream
    var out = [UInt8](repeating: 0, count: count + 1)
    let ok = input.withUnsafeMutableBufferPointer { inBuffer in
      out.withUnsafeMutableBufferPointer { outBuffer in
        z.next_in = inBuffer.baseAddress
        z.avail_in = uInt(inBuffer.count)
        z.next_out = outBuffer.baseAddress
        z.avail_out = uInt(outBuffer.count)
        let status = CPNG.inflate(&z, Z_FINISH)
        return status == Z_STREAM_END && z.avail_in == 0 && z.avail_out == 1
      }
    }
    return ok ? Array(out.prefix(count)) : nil
  }

  static func inflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var out = [UInt8](repeating: 0, count: count + Inflater.slack)
    let ok = stream.withUnsafeBytes { input in
      out.withUnsafeMutableBufferPointer { Inflater.inflate(input, into: $0.baseAddress!, count: count) }
    }
    return ok ? Array(out.prefix(count)) : nil
  }

  static let strategies: [Int32] = [Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE, Z_FIXED]

  /// Every zlib level and strategy (stored, fixed and dynamic blocks), and our own encoder's streams.
  @Test func inflatesWhatZlibWrites() throws {
    for (n, count) in [1, 7, 300, 5000, 70000, 300_000].enumerated() {
      let bytes = Self.sample(count, seed: UInt64(n + 1))
      for level: Int32 in [0, 1, 6, 9] {
        for strategy in Self.strategies {
          let stream = Self.deflate(bytes, level: level, strategy: strategy)
          #expect(Self.inflate(stream, count: count) == bytes, "\(count) bytes, level \(level), strategy \(strategy)")
          // One byte more or less than the stream holds is not the stream's end: declined.
          #expect(Self.inflate(stream, count: count + 1) == nil)
          if count > 0 { #expect(Self.inflate(stream, count: count - 1) == nil) }
          #expect(Self.inflate(stream + [0], count: count) == nil, "a byte after the end")
        }
      }
    }
  }

  /// A stream taken a piece at a time (`InflateWindow`, as `PNGRowReader` reads a sheet's rows),
  /// whole or damaged, gives what the whole-buffer inflate gives, and finds the same end.
  static func inPieces(_ stream: [UInt8], count: Int, piece: Int) -> [UInt8]? {
    let input = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, stream.count), alignment: 1)
    defer { input.deallocate() }
    input.copyBytes(from: stream)
    guard let window = InflateWindow(UnsafeRawBufferPointer(rebasing: input[0..<stream.count]), largest: piece)
    else { return nil }
    var out = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = min(piece, count - done)
      guard out.withUnsafeMutableBufferPointer({ window.take(n, into: $0.baseAddress! + done) }) else { return nil }
      done += n
    }
    return window.endsHere() ? out : nil
  }

  @Test func inflatesInPieces() {
    var state: UInt64 = 3
    for (n, count) in [5000, 70000, 300_000].enumerated() {
      let bytes = Self.sample(count, seed: UInt64(n + 11))
      for strategy in Self.strategies {
        let stream = Self.deflate(bytes, level: 1 + Int32(n) * 4, strategy: strategy)
        for piece in [1, 777, 40000] where piece < 40000 || count > 5000 {
          #expect(Self.inPieces(stream, count: count, piece: piece) == bytes, "\(count) bytes by \(piece)")
          #expect(Self.inPieces(stream, count: count - 1, piece: piece) == nil, "a byte left over")
        }
        for _ in 0..<20 {
          state = state &* 6_364_136_223_846_793_005 &+ 1
          var damaged = stream
          damaged[Int(state >> 33) % damaged.count] ^= UInt8(1 << (state >> 20 & 7))
          #expect(Self.inPieces(damaged, count: count, piece: 777) == Self.inflate(damaged, count: count))
        }
      }
    }
  }

  /// Damaged streams (bits flipped, cut short): whatever `Inflater` takes, zlib takes too and
  /// gives the same bytes.
  @Test func takesNothingZlibRefuses() {
    var state: UInt64 = 7
    for n in 0..<6 {
      let bytes = Self.sample(2000 + n * 3000, seed: UInt64(40 + n))
      for strategy in Self.strategies {
        let stream = Self.deflate(bytes, level: n % 2 == 0 ? 1 : 9, strategy: strategy)
        for _ in 0..<150 {
          state = state &* 6_364_136_223_846_793_005 &+ 1
          var damaged = stream
          let at = Int(state >> 33) % damaged.count
          if state & 8 == 0 {
            damaged[at] ^= UInt8(1 << (state >> 20 & 7))
          } else {
            damaged = Array(damaged.prefix(at))
          }
          // Some flips land in a literal's bits and still make a valid stream (of other bytes).
          guard let ours = Self.inflate(damaged, count: bytes.count) else { continue }
          #expect(Self.zlibInflate(damaged, count: bytes.count) == ours)
        }
      }
    }
  }

  /// The goldens as `decode` reads them: the same pixels as libpng's.
  @Test func decodesTheGoldensLikeLibpng() throws {
    let root = URL(fileURLWithPath: packagePath("goldens"))
    let names = [
      "sheets/fiori/chip-group.png", "material/chip/action-themed/disabled@2x.png",
      "fiori/chip/single-selection/disabled@3x.png",
    ]
    for name in names {
      guard let png = try? [UInt8](Data(contentsOf: root.appendingPathComponent(name))) else {
        Issue.record("\(name) is not in goldens/")
        continue
      }
      let reader = try #require(PNGRowReader.open(png), "\(name)")
      var pixels = [UInt8](repeating: 0, count: reader.height * (reader.width * 4 + 1) + Inflater.slack)
      #expect(pixels.withUnsafeMutableBufferPointer { reader.readWhole(into: $0.baseAddress!) }, "\(name)")
      let libpng = try PNGDecoder.decodeWithLibpng(png)
      #expect(Array(pixels.prefix(libpng.pixels.count)) == libpng.pixels, "\(name)")
      #expect(try PNGDecoder.decode(png) == libpng, "\(name)")
    }
  }
}
