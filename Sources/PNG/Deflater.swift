import CPNG
import Foundation
import Graphics

/// zlib's deflate with its memory kept from one image to the next: the reference encoder
/// (`PNGEncoder.encode(_:level:filter:)`) that `RowDeflater` replaced and is measured against.
///
/// A fresh `compress2` per image allocates zlib's ~270 KB of state and a worst-case output
/// buffer, and glibc hands buffers that large back to the kernel when they are freed: every image
/// paid page faults on memory it had just released (a third of a chip's encode). A deflater
/// keeps an arena that zlib's allocations come from, zeroed for each image, and its output
/// buffer; each image still gets a new `deflateInit2` (on zeroed memory, so nothing of the
/// previous image can reach it) with `compress2`'s parameters. Input arrives in pieces (rows, or
/// strips of a sheet never held whole): without flushes, zlib's stream does not depend on how its
/// input was split, so the bytes are `compress2`'s of the concatenation (tests compare both).
final class Deflater {
  let level: Int32
  private let stream: UnsafeMutablePointer<z_stream>
  private var arena: UnsafeMutableRawPointer
  private var arenaCapacity: Int
  private var arenaUsed = 0
  /// Allocations the arena could not hold; freed after each image.
  private var overflow: [UnsafeMutableRawPointer] = []
  private var output: UnsafeMutablePointer<UInt8>
  private var outputCapacity: Int
  private var open = false
  /// The Adler-32 of the input so far: zlib's wrapper is written here around a raw stream.
  private var adler: UInt32 = 1

  init(level: Int32) {
    self.level = level
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    arenaCapacity = 320 * 1024  // window 64 KB, prev 64 KB, head 64 KB, pending 64 KB, state
    arena = UnsafeMutableRawPointer.allocate(byteCount: arenaCapacity, alignment: 64)
    outputCapacity = 64 * 1024
    output = .allocate(capacity: outputCapacity)
  }

  deinit {
    if open { deflateEnd(stream) }
    releaseOverflow()
    stream.deallocate()
    arena.deallocate()
    output.deallocate()
  }

  /// Starts a new zlib stream.
  func begin() throws(PNGError) {
    if open { deflateEnd(stream) }
    releaseOverflow()
    arenaUsed = 0
    stream.pointee = z_stream()
    stream.pointee.opaque = Unmanaged.passUnretained(self).toOpaque()
    stream.pointee.zalloc = { opaque, items, size in
      Unmanaged<Deflater>.fromOpaque(opaque!).takeUnretainedValue().allocate(Int(items) * Int(size))
    }
    stream.pointee.zfree = { _, _ in }  // everything is released with the next stream
    // A raw stream (negative window bits): the header and checksum zlib would add are written
    // here, the checksum by `Adler32`, several times faster than zlib 1.2.13's.
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw .compressionFailed(status) }
    open = true
    adler = 1
    let header = Self.zlibHeader(level: level)
    output[0] = UInt8(header >> 8)
    output[1] = UInt8(header & 0xFF)
    stream.pointee.next_out = output + 2
    stream.pointee.avail_out = uInt(outputCapacity - 2)
  }

  /// zlib's two header bytes for a 32 KB window at `level` (RFC 1950; deflate.c's FLEVEL choice).
  static func zlibHeader(level: Int32) -> UInt16 {
    let levelFlags: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    let header: UInt16 = 0x7800 | levelFlags << 6
    return header + 31 - header % 31
  }

  /// Compresses `count` more bytes.
  func feed(_ bytes: UnsafeRawPointer, count: Int) throws(PNGError) {
    adler = Adler32.update(adler, bytes, count: count)
    stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.assumingMemoryBound(to: UInt8.self))
    stream.pointee.avail_in = uInt(count)
    while stream.pointee.avail_in > 0 {
      if stream.pointee.avail_out == 0 { grow() }
      let status = CPNG.deflate(stream, Z_NO_FLUSH)
      guard status == Z_OK else { throw .compressionFailed(status) }
    }
  }

  /// Ends the stream and hands its bytes to `use` (valid until the next `begin`).
  func finish<T>(_ use: (UnsafeBufferPointer<UInt8>) -> T) throws(PNGError) -> T {
    while true {
      if stream.pointee.avail_out == 0 { grow() }
      let status = CPNG.deflate(stream, Z_FINISH)
      if status == Z_STREAM_END { break }
      guard status == Z_OK else { throw .compressionFailed(status) }
    }
    while stream.pointee.avail_out < 4 { grow() }
    for shift in [24, 16, 8, 0] as [UInt32] {
      stream.pointee.next_out.pointee = UInt8(truncatingIfNeeded: adler >> shift)
      stream.pointee.next_out += 1
      stream.pointee.avail_out -= 1
    }
    return use(UnsafeBufferPointer(start: output, count: outputCapacity - Int(stream.pointee.avail_out)))
  }

  /// Doubles the output buffer, keeping what is written.
  private func grow() {
    let written = outputCapacity - Int(stream.pointee.avail_out)
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: outputCapacity * 2)
    larger.update(from: output, count: written)
    output.deallocate()
    output = larger
    outputCapacity *= 2
    stream.pointee.next_out = output + written
    stream.pointee.avail_out = uInt(outputCapacity - written)
  }

  private func releaseOverflow() {
    for block in overflow { free(block) }
    overflow.removeAll(keepingCapacity: true)
  }

  /// zlib's allocator: zeroed bytes from the arena (or, when it is full, from calloc).
  private func allocate(_ bytes: Int) -> UnsafeMutableRawPointer? {
    let start = (arenaUsed + 63) & ~63
    if start + bytes <= arenaCapacity {
      arenaUsed = start + bytes
      let block = arena + start
      block.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
      return block
    }
    guard let block = calloc(bytes, 1) else { return nil }
    overflow.append(block)
    return block
  }

  /// Deflaters not in use, so each encode on any thread reuses one instead of making its own.
  private static let pool = Pool()

  static func with<T, E: Error>(level: Int32, _ body: (Deflater) throws(E) -> T) throws(E) -> T {
    let deflater = pool.take(level: level) ?? Deflater(level: level)
    defer { pool.give(deflater) }
    return try body(deflater)
  }

  private final class Pool: Sendable {
    private let free = Locked([Deflater]())

    func take(level: Int32) -> Deflater? {
      free.withLock { free in
        guard let i = free.lastIndex(where: { $0.level == level }) else { return nil }
        return free.remove(at: i)
      }
    }

    /// Keeps a few per core: as many as threads encode at once, not one per image ever encoded.
    func give(_ deflater: Deflater) {
      free.withLock { free in
        if free.count < limit { free.append(deflater) }
      }
    }

    /// Read once: Foundation reads two cgroup files for every `activeProcessorCount` (3,870
    /// opens in a check where every golden failed).
    private let limit = 2 * ProcessInfo.processInfo.activeProcessorCount
  }
}
