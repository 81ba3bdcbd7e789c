import Graphics

enum Fixtures {
  static let inter500 = Font(family: "Inter", weight: 500, size: 14)
  static let inter400 = Font(family: "Inter", weight: 400, size: 14)
  static let icons = Font(family: "Material Icons", weight: 400, size: 24)

  /// A filter-chip-like picture, 210x64pt: capsule, border, check icon, label, count badge.
  static var chip: DisplayList {
    var list = DisplayList(size: Size(width: 210, height: 64))
    let body = Rect(x: 8, y: 14, width: 194, height: 36)
    list.append(.fill(.capsule(body), Color("#EAECEE")))
    list.append(.stroke(.capsule(body.insetBy(0.5)), Color("#8396A8"), width: 1))
    list.append(
      .glyph(
        GlyphRun(
          name: "check", codepoint: 0xE5CA, font: icons, color: Color("#0A6ED1"),
          frame: Rect(x: 20, y: 20, width: 24, height: 24))))
    list.append(
      .text(
        TextRun(
          text: "Received", font: inter500, color: Color("#32363A"),
          frame: Rect(x: 52, y: 23.5, width: 61.3, height: 16.9))))
    list.append(.fill(.capsule(Rect(x: 150, y: 22, width: 40, height: 20)), Color("#0A6ED1")))
    list.append(
      .text(
        TextRun(
          text: "128", font: Font(family: "Roboto", weight: 700, size: 12), color: .white,
          frame: Rect(x: 159, y: 24.5, width: 22, height: 14))))
    return list
  }

  /// A larger card, 1000x600pt: header band, wrapped paragraph, several rows with icons.
  static var card: DisplayList {
    var list = DisplayList(size: Size(width: 1000, height: 600))
    list.append(.fill(.roundedRect(Rect(x: 10, y: 10, width: 980, height: 580), CornerRadii(all: 16)), .white))
    list.append(
      .stroke(
        .roundedRect(Rect(x: 10.5, y: 10.5, width: 979, height: 579), CornerRadii(all: 16)), Color("#D9D9D9"), width: 1)
    )
    list.append(.pushClip(.roundedRect(Rect(x: 10, y: 10, width: 980, height: 580), CornerRadii(all: 16))))
    list.append(.fill(.rect(Rect(x: 10, y: 10, width: 980, height: 72)), Color("#354A5F")))
    list.append(.popClip)
    list.append(
      .text(
        TextRun(
          text: "Purchase orders awaiting approval", font: Font(family: "Inter", weight: 600, size: 24),
          color: .white, frame: Rect(x: 32, y: 30, width: 500, height: 30))))
    list.append(
      .text(
        TextRun(
          text: String(
            repeating: "Orders above the approval threshold need a second reviewer before release. ", count: 4),
          font: inter400, color: Color("#32363A"), frame: Rect(x: 32, y: 100, width: 936, height: 80),
          wrapWidth: 936)))
    for i in 0..<8 {
      let y = 200 + Double(i) * 48
      list.append(.fill(.rect(Rect(x: 32, y: y + 47, width: 936, height: 1)), Color("#E5E5E5")))
      list.append(
        .glyph(
          GlyphRun(
            name: "check", codepoint: i % 2 == 0 ? 0xE5CA : 0xE88E, font: icons,
            color: i % 2 == 0 ? Color("#107E3E") : Color("#0A6ED1"),
            frame: Rect(x: 32, y: y + 12, width: 24, height: 24))))
      list.append(
        .text(
          TextRun(
            text: "PO-\(4500 + i * 17)  Office supplies, quarter \(i % 4 + 1)", font: inter500,
            color: Color("#32363A"), frame: Rect(x: 68, y: y + 15, width: 400, height: 17))))
      list.append(.fill(.capsule(Rect(x: 860, y: y + 12, width: 100, height: 24)), Color("#EAECEE").opacity(0.8)))
      list.append(
        .text(
          TextRun(
            text: "\(1200 + i * 350).00 EUR", font: Font(family: "Roboto", weight: 400, size: 12),
            color: Color("#6A6D70"), frame: Rect(x: 872, y: y + 17, width: 80, height: 14))))
    }
    return list
  }
}

/// Bounding box (inclusive pixel indices) of pixels with alpha above `threshold`.
func inkBox(_ bitmap: Bitmap, threshold: UInt8 = 0, in region: (x: Range<Int>, y: Range<Int>)? = nil)
  -> (minX: Int, minY: Int, maxX: Int, maxY: Int)?
{
  var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  let xs = region?.x ?? 0..<bitmap.width
  let ys = region?.y ?? 0..<bitmap.height
  for y in ys {
    for x in xs where bitmap.pixels[(y * bitmap.width + x) * 4 + 3] > threshold {
      if let b = box {
        box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
      } else {
        box = (x, y, x, y)
      }
    }
  }
  return box
}
