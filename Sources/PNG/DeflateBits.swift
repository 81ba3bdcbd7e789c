/// The bytes of a deflate stream being written, least significant bit first (RFC 1951 §3.1.1),
/// in a buffer kept from one image to the next (glibc gives large freed buffers back to the
/// kernel, and each image then paid page faults to get them again). A value type, so a writer
/// copies it into a local for a block and Swift checks no exclusive access per bit written;
/// `RowDeflater` frees its buffer.
struct DeflateBits {
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0
  /// Bits not yet stored, the first written in the lowest bit; fewer than 32 between calls.
  private var pending: UInt64 = 0
  private var pendingCount = 0

  init() {
    capacity = 64 * 1024
    bytes = .allocate(capacity: capacity)
  }

  func release() { bytes.deallocate() }

  mutating func reset() {
    count = 0
    pending = 0
    pendingCount = 0
  }

  /// Makes room for `more` bytes beyond what is written and pending.
  mutating func reserve(_ more: Int) {
    let needed = count + more + 16
    guard needed > capacity else { return }
    var larger = capacity * 2
    while larger < needed { larger *= 2 }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    grown.update(from: bytes, count: count)
    bytes.deallocate()
    bytes = grown
    capacity = larger
  }

  /// Appends the low `bitCount` bits of `value` (at most 32; room reserved).
  @inline(__always)
  mutating func put(_ value: UInt32, _ bitCount: Int) {
    pending |= UInt64(value) << UInt64(pendingCount)
    pendingCount += bitCount
    if pendingCount >= 32 {
      UnsafeMutableRawPointer(bytes + count).storeBytes(
        of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
      count += 4
      pending >>= 32
      pendingCount -= 32
    }
  }

  /// Pads to a whole byte with zero bits and stores everything pending.
  mutating func alignToByte() {
    while pendingCount > 0 {
      bytes[count] = UInt8(truncatingIfNeeded: pending)
      count += 1
      pending >>= 8
      pendingCount = max(0, pendingCount - 8)
    }
    pending = 0
  }

  /// Appends raw bytes after `alignToByte` (room reserved).
  mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
    (bytes + count).update(from: source, count: length)
    count += length
  }

  /// Appends one byte after `alignToByte` (room reserved).
  mutating func append(byte: UInt8) {
    bytes[count] = byte
    count += 1
  }
}
