import Foundation
import TestSupport
import Testing

/// Issue 40, "Sheets at a readable size": a sheet too large for one PNG at @2x is split into pages
/// by variant, each drawn at @2x, and its PDF holds the same pages; never a silent drop to @1x.
@Suite struct SheetPagesCommandTests {
  /// The PNG's size from its IHDR chunk.
  static func pixelSize(_ png: Data) -> (width: Int, height: Int) {
    let bytes = [UInt8](png.prefix(24))
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  /// The sheet's size in points from its text dump's first line (`sheet NAME WxH`).
  static func pointSize(_ dump: String) throws -> (width: Double, height: Double) {
    let first = try #require(dump.split(separator: "\n").first)
    let size = try #require(first.split(separator: " ").last).split(separator: "x")
    return (try #require(Double(size[0])), try #require(Double(size[1])))
  }

  /// The Material list item's catalog sheet is 3575x8909pt: 17,818 px tall at @2x, over the
  /// 16,384 px a side a PNG may have. It was written whole at @1x with a console note; now every
  /// PNG written is exactly twice its page's points, the pages say "page k of n", and the PDF
  /// is paged at screen size. The Fiori chip group's sheet fits and stays one file.
  @Test func everySheetPNGIsAt2xOrPaged() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try CLI.run([
      "sheet", "material/list-item", "fiori/chip-group", "--out", dir, "--format", "png,pdf,txt", "--no-audit",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stderr.contains("written at"), "no page was drawn smaller: \(run.stderr)")
    let written = files(under: dir).filter { !$0.key.hasPrefix(".") }
    let pngs = written.keys.filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs == ["fiori/chip-group.png", "material/list-item-p1.png", "material/list-item-p2.png"])
    for png in pngs {
      let dump = String(decoding: try #require(written[String(png.dropLast(3)) + "txt"]), as: UTF8.self)
      let points = try Self.pointSize(dump)
      let pixels = Self.pixelSize(try #require(written[png]))
      #expect(pixels.width == Int(points.width) * 2 && pixels.height == Int(points.height) * 2, "\(png)")
      if png.hasPrefix("material") {
        #expect(dump.contains("page \(png.contains("-p1") ? 1 : 2) of 2"), "\(png)")
      }
    }
    // The PDF is paged at screen size instead (issue 40: printable or screen pages): pages at most
    // 1080pt tall but where one variant alone is taller (two here, SheetPDFPagesTests checks which),
    // none near the PNG pages' 4,455pt; many pages, not the PNGs' two tall ones.
    let pdf = String(decoding: try #require(written["material/list-item.pdf"]), as: UTF8.self)
    let boxes = pdf.matches(of: /\/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\]/).map {
      (width: Double($0.1)!, height: Double($0.2)!)
    }
    #expect(boxes.count == pdf.matches(of: /\/Type\s*\/Page[^s]/).count)
    #expect(boxes.count > 2, "\(boxes)")
    #expect(boxes.filter { $0.height > 1080 }.count <= 2, "\(boxes)")
    #expect(boxes.allSatisfy { $0.height < 2000 && $0.width < 3575 }, "\(boxes)")
    #expect(written["material/list-item.png"] == nil)
  }
}
