/// A stream inflated a piece at a time (`Inflater`) into a buffer that keeps the last 32 KB it
/// made (what matches may reach back to) and whatever is not taken yet: `PNGRowReader` takes a
/// row at a time from it, and a 30-megapixel sheet's golden is never held whole.
final class InflateWindow {
  /// RFC 1951's window: how far back a match may reach.
  static let window = 32768
  /// Bytes inflated per step, at least: a row when rows are wider.
  private let step: Int
  private let inflater: Inflater
  private let buffer: UnsafeMutablePointer<UInt8>
  /// The buffer's size less `Inflater.slack`.
  private let capacity: Int
  /// Bytes inflated into the buffer, and taken from it.
  private var made = 0
  private var taken = 0

  /// A window over `input` (which must outlive it) for takes of up to `largest` bytes; nil when empty.
  init?(_ input: UnsafeRawBufferPointer, largest: Int) {
    guard let inflater = Inflater(input) else { return nil }
    self.inflater = inflater
    step = max(1 << 16, largest)
    // The window, a take not yet whole, a step and the longest match past it.
    capacity = Self.window + largest + step + 258
    buffer = .allocate(capacity: capacity + Inflater.slack)
  }

  deinit { buffer.deallocate() }

  /// Copies the stream's next `count` bytes (at most `largest`) to `target`; false when the
  /// stream is irregular or ends before them.
  func take(_ count: Int, into target: UnsafeMutablePointer<UInt8>) -> Bool {
    while made - taken < count {
      if made + step + 258 > capacity {
        // Keep the window and what is not taken; the rest moves out of the buffer's front.
        let keep = max(0, min(taken, made - Self.window))
        buffer.update(from: buffer + keep, count: made - keep)
        made -= keep
        taken -= keep
      }
      let before = made
      guard inflater.run(buffer, out: &made, until: made + step, capacity: capacity), made > before else {
        return false
      }
    }
    target.update(from: buffer + taken, count: count)
    taken += count
    return true
  }

  /// Whether the stream ends exactly after what was taken: no more bytes, the final block ended
  /// on the input's last byte.
  func endsHere() -> Bool {
    made == taken && inflater.run(buffer, out: &made, until: Int.max, capacity: made) && inflater.endedExactly
  }
}
