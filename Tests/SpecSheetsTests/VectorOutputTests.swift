import CairoRenderer
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import ImageDiff
import PNG
import Pipeline
import SpecSheets
import TestSupport
import Testing

/// The PDF and SVG sheets open in poppler (`pdftoppm`) and librsvg (`rsvg-convert`), and, rasterized
/// at 72 dpi, show the PNG sheet's layout: same size, the same content boxes in every cell, and
/// pixels within a tolerance. A missing tool fails the test with the command that installs it.
@Suite(.serialized) struct VectorOutputTests {
  /// The Fiori chip sheet (many cells) and a Material sheet with elevation shadows.
  static func sheets() throws -> [SpecSheet] {
    let pipeline = try RenderPipeline()
    let fiori = try defaultCatalog().entries.filter { $0.system == "fiori" && $0.component == "chip" }
    let material = try entries(
      """
      system: material
      component: chip
      variants:
        - name: input-themed
          type: input
          look: themed
          title: Jane Doe
          states: [normal, highlighted, disabled]
        - name: filter-outlined
          type: filter
          look: outlined
          title: Vegetarian
          states: [highlighted-selected]
      """)
    return [
      try pipeline.sheet(named: "fiori/chip", entries: fiori),
      try pipeline.sheet(named: "shadows", entries: material),
    ]
  }

  func rasterize(_ format: VectorFormat, _ bytes: [UInt8], in dir: String) throws -> Bitmap? {
    let input = dir + "/sheet.\(format.rawValue)"
    let output = dir + "/sheet-\(format.rawValue)"
    try Data(bytes).write(to: URL(fileURLWithPath: input))
    let tool: String
    let arguments: [String]
    let package: String
    switch format {
    case .pdf:
      (tool, package) = ("pdftoppm", "poppler-utils")
      arguments = ["-r", "72", "-png", "-singlefile", input, output]
    case .svg:
      (tool, package) = ("rsvg-convert", "librsvg2-bin")
      arguments = ["-z", "1", "-o", output + ".png", input]
    }
    guard let result = try programOnPath(tool).map({ try runProcess($0, arguments, combined: true) }) else {
      Issue.record("\(tool) is not installed: run `make deps` (installs the Debian package \(package))")
      return nil
    }
    #expect(result.status == 0, "\(tool) failed to open the \(format.rawValue): \(result.stdout)")
    guard result.status == 0 else { return nil }
    return try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: output + ".png"))))
  }

  /// The bounding box of pixels that differ from `background` inside `rect` (pixels).
  func contentBox(_ image: Bitmap, _ rect: Rect, background: Color) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in Int(rect.minY)..<min(Int(rect.maxY), image.height) {
      for x in Int(rect.minX)..<min(Int(rect.maxX), image.width) {
        let c = image[x, y]
        let d =
          abs(Int(c.red) - Int(background.red)) + abs(Int(c.green) - Int(background.green))
          + abs(Int(c.blue) - Int(background.blue))
        guard d > 24 else { continue }
        box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return box
  }

  @Test(arguments: VectorFormat.allCases)
  func vectorSheetOpensAndMatchesThePNGLayout(format: VectorFormat) throws {
    let pipeline = try RenderPipeline()
    let vector = VectorRenderer(library: pipeline.renderer.library)
    let dir = try temporaryFolder("specsheet-sheets")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for sheet in try Self.sheets() {
      let png = try pipeline.renderPNG(sheet, scale: 1).bitmap
      let bytes = try vector.render(sheet.displayList, format: format)
      #expect(bytes.starts(with: Array((format == .pdf ? "%PDF" : "<?xml").utf8)))
      guard let raster = try rasterize(format, bytes, in: dir) else { continue }
      #expect(
        raster.width == png.width && raster.height == png.height,
        "\(sheet.name): \(raster.width)x\(raster.height) vs \(png.width)x\(png.height)")
      guard raster.width == png.width, raster.height == png.height else { continue }

      // Every cell's picture and redline picture has its content in the same place (±1px).
      for section in sheet.sections {
        for cell in section.rows.flatMap({ $0.cells.compactMap { $0 } }) {
          for tile in [cell.renderFrame, cell.redlineFrame] {
            let a = contentBox(png, tile, background: section.canvas)
            let b = contentBox(raster, tile, background: section.canvas)
            #expect((a == nil) == (b == nil), "\(sheet.name) \(cell.entry.id): content in one output only")
            if let a, let b {
              let moved = max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2), abs(a.3 - b.3))
              #expect(
                moved <= 1, "\(sheet.name) \(cell.entry.id) \(tile.dumped): box \(a) in PNG, \(b) in \(format.rawValue)"
              )
            }
          }
        }
      }
      // And overall the pixels agree, within a tolerance for the rasterizers' antialiasing.
      var opaque = png
      for i in stride(from: 3, to: opaque.pixels.count, by: 4) { opaque.pixels[i] = 255 }  // page is opaque
      // Text antialiasing differs between rasterizers at 1x: a few percent of pixels.
      let options = DiffOptions(threshold: 0.1, detectAntialiasing: true, pixelBudget: png.width * png.height / 20)
      let result = compare(actual: raster, golden: opaque, options: options)
      #expect(result.passes, "\(sheet.name) \(format.rawValue): \(result)")
    }
  }

  /// Shadows are embedded image masks: the PDF holds an image, and the shadow shows under the
  /// highlighted chip about as dark as in the PNG.
  @Test func shadowsAreEmbeddedAsImageMasks() throws {
    let pipeline = try RenderPipeline()
    let sheet = try Self.sheets()[1]
    let bytes = try VectorRenderer(library: pipeline.renderer.library).render(sheet.displayList, format: .pdf)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("/SMask") || text.contains("/Subtype /Image"), "no image mask in the PDF")
    let dir = try temporaryFolder("specsheet-sheets")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    guard let raster = try rasterize(.pdf, bytes, in: dir) else { return }
    let png = try pipeline.renderPNG(sheet, scale: 1).bitmap
    let cell = try #require(sheet.cells.first { $0.entry.state == "highlighted" })
    let container = try #require(cell.rendering.layout.part("container"))
    // 6pt below the container's bottom edge, in the middle: inside the key shadow.
    let x = Int(cell.renderFrame.minX + container.midX)
    let y = Int(cell.renderFrame.minY + container.maxY + 6)
    let a = png[x, y]
    let b = raster[x, y]
    #expect(a.red < 250, "the PNG shows no shadow there (\(a))")
    #expect(abs(Int(a.red) - Int(b.red)) <= 6, "shadow \(a) in the PNG, \(b) in the PDF")
  }

  /// Cairo numbers SVG surfaces and images per process; the renderer renumbers them, so a sheet's
  /// SVG is the same bytes whatever was drawn before it.
  @Test func vectorOutputIsTheSameBytesWhateverCameBefore() throws {
    let pipeline = try RenderPipeline()
    let sheets = try Self.sheets()
    let renderer = VectorRenderer(library: pipeline.renderer.library)
    for format in VectorFormat.allCases {
      let first = try renderer.render(sheets[1].displayList, format: format)
      _ = try renderer.render(sheets[0].displayList, format: format)
      let again = try renderer.render(sheets[1].displayList, format: format)
      #expect(first == again, "\(format)")
    }
  }
}
