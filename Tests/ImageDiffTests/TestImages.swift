import Graphics
import ImageDiff

/// A `width × height` image of one colour.
func image(_ width: Int, _ height: Int, _ color: Color = .white) -> Bitmap {
  var b = Bitmap(width: width, height: height)
  for y in 0..<height { for x in 0..<width { b[x, y] = color } }
  return b
}

/// An image drawn as text, one string per row, one character per pixel.
func picture(_ rows: [String], _ palette: [Character: Color]) -> Bitmap {
  let width = rows.first?.count ?? 0
  var b = Bitmap(width: width, height: rows.count)
  for (y, row) in rows.enumerated() {
    precondition(row.count == width, "row \(y) is \(row.count) wide, not \(width)")
    for (x, ch) in row.enumerated() {
      guard let color = palette[ch] else { preconditionFailure("no colour for \(ch)") }
      b[x, y] = color
    }
  }
  return b
}

func grey(_ v: UInt8, alpha: UInt8 = 255) -> Color { Color(red: v, green: v, blue: v, alpha: alpha) }

/// `result`'s stats, or nil for `.identical` and `.sizeMismatch`.
func stats(_ result: DiffResult) -> DiffStats? {
  switch result {
  case .withinTolerance(let s), .changed(let s): s
  case .identical, .sizeMismatch: nil
  }
}
