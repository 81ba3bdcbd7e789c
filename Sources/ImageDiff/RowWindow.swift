/// A few consecutive rows of an image, addressed by their image row numbers: `StreamingDiff`'s
/// copy of the rows it still reads. A whole image already in memory is lent instead (`lend`), and
/// read in place.
struct RowWindow {
  let width: Int
  let height: Int
  private var buffer: UnsafeMutableRawPointer
  /// Rows `buffer` has room for: 0 until the first `append` (a lent image needs none).
  private var capacity = 0
  /// The image row held first, and how many are held.
  private var first = 0
  private var count = 0
  /// `buffer` while an image is lent: the lender's memory, never freed or written here.
  private var owned: UnsafeMutableRawPointer?

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    buffer = .allocate(byteCount: 1, alignment: 16)
  }

  func deallocate() { (owned ?? buffer).deallocate() }

  /// Rows added so far.
  var received: Int { first + count }
  var isComplete: Bool { received == height }
  /// Rows that can be judged as far as this image is concerned: those with the 2 rows below them
  /// here, or any row once the whole image is (rows past its end included).
  var readyRows: Int { isComplete ? Int.max : max(0, received - 2) }

  var view: PixelView { PixelView(base: buffer, rowLength: width, firstRow: first) }

  /// Whether image row `y` is held.
  func holds(_ y: Int) -> Bool { y >= first && y < received }

  func rowAddress(_ y: Int) -> UnsafeRawPointer { UnsafeRawPointer(buffer + (y - first) * width * 4) }

  /// Holds every row of the image at `rows` (`height` packed rows) without copying them, until
  /// `endLoan`, which the caller makes while `rows` is still valid. Only before any `append`.
  mutating func lend(_ rows: UnsafeRawPointer) {
    precondition(received == 0 && owned == nil, "an image lent after rows were added")
    owned = buffer
    buffer = UnsafeMutableRawPointer(mutating: rows)
    count = height
  }

  /// Forgets the lent rows: the image counts as received whole, and none of it is held.
  mutating func endLoan() {
    guard let owned else { return }
    buffer = owned
    self.owned = nil
    first = height
    count = 0
  }

  /// Copies as many of `count` rows as fit; returns how many.
  mutating func append(_ rows: UnsafeRawPointer, count wanted: Int) -> Int {
    precondition(received + wanted <= height, "more rows than the image has")
    precondition(owned == nil, "rows added to a lent image")
    if capacity == 0 { grow() }
    let n = min(wanted, capacity - count)
    (buffer + count * width * 4).copyMemory(from: rows, byteCount: n * width * 4)
    count += n
    return n
  }

  /// Forgets the rows above image row `y`.
  mutating func drop(below y: Int) {
    let n = min(max(0, y - first), count)
    guard n > 0, owned == nil else { return }
    buffer.copyMemory(from: buffer + n * width * 4, byteCount: (count - n) * width * 4)
    first += n
    count -= n
  }

  /// Room for twice the rows (64 at first).
  mutating func grow() {
    let rows = max(64, capacity * 2)
    let larger = UnsafeMutableRawPointer.allocate(byteCount: max(1, width * 4 * rows), alignment: 16)
    larger.copyMemory(from: buffer, byteCount: count * width * 4)
    buffer.deallocate()
    buffer = larger
    capacity = rows
  }
}
