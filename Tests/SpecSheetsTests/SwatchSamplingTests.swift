import CairoRenderer
import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Pipeline
import SpecSheets
import Testing

/// The colours a swatch prints are the colours drawn: each cell is rendered at 3x on its
/// section's canvas, as the sheet draws it, and sampled.
@Suite struct SwatchSamplingTests {
  static let scale = 3

  /// Fiori chips and the three Material chip fixtures (light, dark, custom scheme).
  static func cells() throws -> [(SpecSheet.Cell, Color)] {
    let catalog = try defaultCatalog()
    let pipeline = try RenderPipeline()
    var result: [(SpecSheet.Cell, Color)] = []
    for name in ["fiori/chip", "material/chip"] {
      let chosen = catalog.entries.filter { "\($0.system)/\($0.component)" == name }
      let sheet = try pipeline.sheet(named: name, entries: chosen)
      for section in sheet.sections {
        for row in section.rows { for cell in row.cells.compactMap({ $0 }) { result.append((cell, section.canvas)) } }
      }
    }
    return result
  }

  @Test func swatchTextMatchesTheColoursDrawn() throws {
    let renderer = try BitmapRenderer()
    let s = Double(Self.scale)
    var sampled = 0
    for (cell, canvas) in try Self.cells() {
      let list = DisplayList(
        size: cell.rendering.size,
        commands: [.fill(.rect(Rect(origin: .zero, size: cell.rendering.size)), canvas)]
          + cell.rendering.displayList.commands)
      let bitmap = try renderer.render(list, scale: Self.scale)
      func pixel(_ x: Double, _ y: Double) -> Color { bitmap[Int(x * s), Int(y * s)] }
      let obstacles = cell.rendering.displayList.commands.compactMap { c -> Rect? in
        switch c {
        case .text(let run): run.frame.insetBy(-1)
        case .glyph(let run): run.frame.insetBy(-1)
        default: nil
        }
      }
      let containerFill = cell.swatches.first { $0.kind == .fill && $0.role == "container" }
      let containerColor = containerFill.flatMap { firstHex($0.text) }.map { $0.over(canvas) } ?? canvas

      for swatch in cell.swatches {
        let printed = try #require(firstHex(swatch.text), "\(cell.entry.id): no colour in \"\(swatch.text)\"")
        #expect(printed == swatch.color)
        let f = swatch.frame
        let name = "\(cell.entry.id) \(swatch.text)"
        switch swatch.kind {
        case .fill where swatch.role == "container":
          // A point inside the shape (clear of the rounded ends and the border), off the content.
          let point = Self.clearPoint(in: f, avoiding: obstacles, scale: s)
          let (x, py) = try #require(point, "\(name): no clear point in the container")
          let actual = pixel(x, py)
          #expect(close(actual, printed.over(canvas), tolerance: 2), "\(name): sampled \(actual) at \(x),\(py)")
          sampled += 1
        case .border:
          let width = swatch.strokeWidth ?? 1
          let actual = pixel(f.midX, f.minY + width / 2)
          let onFill = printed.over(containerColor)
          #expect(
            close(actual, onFill, tolerance: 2) || close(actual, printed.over(canvas), tolerance: 2),
            "\(name): sampled \(actual) on the top edge")
          sampled += 1
        case .text, .icon:
          // The pixel farthest from the background is a fully covered one: the colour itself.
          let background = containerColor
          let best = Self.strongestPixel(in: f, of: bitmap, scale: s, against: background)
          #expect(
            close(best, printed.over(background), tolerance: 3),
            "\(name): strongest pixel \(best), expected \(printed.over(background))")
          if let font = swatch.font, swatch.kind == .text {
            #expect(swatch.text.contains("\(font.family) \(font.weight) \(font.size.redlineText)pt"))
          }
          sampled += 1
        case .shadow, .fill:
          // Shadows are blurred (their colour is the command's, checked above); other fills are
          // overlays such as the touch target's.
          continue
        }
      }
    }
    #expect(sampled > 300)
  }

  /// A point inside a container's shape (clear of the rounded ends and the border), off every
  /// obstacle (the content), scanning from the top left in whole points.
  static func clearPoint(in f: Rect, avoiding obstacles: [Rect], scale s: Double) -> (Double, Double)? {
    let r = f.height / 2
    var point: (Double, Double)?
    var y = f.minY + 2.5
    while point == nil, y < f.maxY - 2.5 {
      var x = f.minX + r
      while x < f.maxX - r {
        let probe = Rect(x: x, y: y, width: 1 / s, height: 1 / s)
        if !obstacles.contains(where: { $0.contains(probe) || $0.intersects(probe) }) {
          point = (x, y)
          break
        }
        x += 1
      }
      y += 1
    }
    return point
  }

  /// The pixel in `f` farthest from `background`: a fully covered one, the ink's colour itself.
  static func strongestPixel(in f: Rect, of bitmap: Bitmap, scale s: Double, against background: Color) -> Color {
    var best = background
    var bestDistance = -1
    for py in Int(f.minY * s)..<Int(f.maxY * s) {
      for px in Int(f.minX * s)..<Int(f.maxX * s) where px < bitmap.width && py < bitmap.height {
        let c = bitmap[px, py]
        let d =
          abs(Int(c.red) - Int(background.red)) + abs(Int(c.green) - Int(background.green))
          + abs(Int(c.blue) - Int(background.blue))
        if d > bestDistance {
          bestDistance = d
          best = c
        }
      }
    }
    return best
  }
}
