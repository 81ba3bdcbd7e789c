import CPNG
import Foundation

/// zlib's deflate with its memory kept from one image to the next.
///
/// A fresh `compress2` per image allocates zlib's ~270 KB of state and a worst-case output
/// buffer, and glibc hands buffers that large back to the kernel when they are freed: every image
/// paid page faults on memory it had just released (a third of a chip's encode). A deflater
/// keeps an arena that zlib's allocations come from, zeroed for each image, and its input and
/// output buffers; each image still gets a new `deflateInit2` (on zeroed memory, so nothing of
/// the previous image can reach it) and one `deflate(Z_FINISH)` over all its input, exactly as
/// `compress2` does, with the same parameters: the bytes are `compress2`'s.
final class Deflater {
  let level: Int32
  private let stream: UnsafeMutablePointer<z_stream>
  private var arena: UnsafeMutableRawPointer
  private var arenaCapacity: Int
  private var arenaUsed = 0
  /// Allocations the arena could not hold (the first image at a level); freed after each image.
  private var overflow: [UnsafeMutableRawPointer] = []
  private(set) var input: UnsafeMutablePointer<UInt8>
  private var inputCapacity: Int
  private var output: UnsafeMutablePointer<UInt8>
  private var outputCapacity: Int

  init(level: Int32) {
    self.level = level
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    arenaCapacity = 320 * 1024  // window 64 KB, prev 64 KB, head 64 KB, pending 64 KB, state
    arena = UnsafeMutableRawPointer.allocate(byteCount: arenaCapacity, alignment: 64)
    inputCapacity = 0
    input = .allocate(capacity: 0)
    outputCapacity = 0
    output = .allocate(capacity: 0)
  }

  deinit {
    stream.deallocate()
    arena.deallocate()
    input.deallocate()
    output.deallocate()
  }

  /// Room for `count` bytes of input (e.g. filtered rows) in `input`, kept between images.
  func reserveInput(_ count: Int) {
    guard count > inputCapacity else { return }
    input.deallocate()
    inputCapacity = count
    input = .allocate(capacity: count)
  }

  /// The zlib stream of the first `count` bytes of `input`, handed to `use` while valid.
  func deflate<T>(count: Int, _ use: (UnsafeBufferPointer<UInt8>) -> T) throws(PNGError) -> T {
    arenaUsed = 0
    stream.pointee = z_stream()
    stream.pointee.opaque = Unmanaged.passUnretained(self).toOpaque()
    stream.pointee.zalloc = { opaque, items, size in
      Unmanaged<Deflater>.fromOpaque(opaque!).takeUnretainedValue().allocate(Int(items) * Int(size))
    }
    stream.pointee.zfree = { _, _ in }  // everything is released after the image
    defer {
      for block in overflow { free(block) }
      overflow.removeAll(keepingCapacity: true)
    }
    var status = deflateInit2_(
      stream, level, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw .compressionFailed(status) }
    defer { deflateEnd(stream) }
    let bound = Int(deflateBound(stream, uLong(count)))
    if bound > outputCapacity {
      output.deallocate()
      outputCapacity = bound
      output = .allocate(capacity: bound)
    }
    stream.pointee.next_in = input
    stream.pointee.avail_in = uInt(count)
    stream.pointee.next_out = output
    stream.pointee.avail_out = uInt(outputCapacity)
    status = CPNG.deflate(stream, Z_FINISH)  // deflateBound of the input: one call finishes
    guard status == Z_STREAM_END else { throw .compressionFailed(status) }
    return use(UnsafeBufferPointer(start: output, count: outputCapacity - Int(stream.pointee.avail_out)))
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

  static func with<T>(level: Int32, _ body: (Deflater) throws(PNGError) -> T) throws(PNGError) -> T {
    let deflater = pool.take(level: level) ?? Deflater(level: level)
    defer { pool.give(deflater) }
    return try body(deflater)
  }

  private final class Pool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Deflater] = []

    func take(level: Int32) -> Deflater? {
      lock.withLock {
        guard let i = free.lastIndex(where: { $0.level == level }) else { return nil }
        return free.remove(at: i)
      }
    }

    /// Keeps a few per core: as many as threads encode at once, not one per image ever encoded.
    func give(_ deflater: Deflater) {
      lock.withLock {
        if free.count < 2 * ProcessInfo.processInfo.activeProcessorCount { free.append(deflater) }
      }
    }
  }
}
