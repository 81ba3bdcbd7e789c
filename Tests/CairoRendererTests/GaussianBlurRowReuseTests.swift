import Foundation
import Testing

@testable import CairoRenderer

/// The blur copies a row equal to the one above (and, in the vertical pass, a row whose whole
/// window is one run of equal rows, and a long run of equal columns) instead of blurring it
/// again: the result must be the very bits of blurring every row and column.
@Suite struct GaussianBlurRowReuseTests {
  /// `rows` (each `width` values) stacked, with `pad` zero rows and columns around them.
  static func image(_ rows: [[Float]], width: Int, pad: Int) -> (pixels: [Float], width: Int, height: Int) {
    let (w, h) = (width + 2 * pad, rows.count + 2 * pad)
    var pixels = [Float](repeating: 0, count: w * h)
    for (y, row) in rows.enumerated() {
      for x in 0..<width { pixels[(y + pad) * w + x + pad] = row[x] }
    }
    return (pixels, w, h)
  }

  /// A card's coverage: antialiased top and bottom rows, then `middle` equal rows (its straight
  /// sides), with a zero row and a short run inside when asked.
  static func cardRows(width: Int, middle: Int, gap: Bool) -> [[Float]] {
    let edge = (0..<width).map { x in Float(x == 0 || x == width - 1 ? 40 : 128) }
    let full = (0..<width).map { x in Float(x == 0 || x == width - 1 ? 96 : 255) }
    var rows = [edge] + Array(repeating: full, count: middle) + [edge]
    if gap {
      rows += [[Float](repeating: 0, count: width)] + Array(repeating: full, count: 3) + [edge]
      rows += Array(repeating: pseudoRandomImage(width: width, height: 1, seed: 7), count: middle)
    }
    return rows
  }

  @Test(arguments: [0.7, 2.5, 6.0, 13.0])
  func reusedRunsGiveTheBitsOfBlurringEveryRowAndColumn(sigma: Double) {
    let kernel = GaussianKernel(sigma: sigma)
    for (middle, gap) in [(1, false), (2 * kernel.radius + 1, false), (2 * kernel.radius + 2, true), (90, true)] {
      for (pad, cardWidth) in [(0, 37), (kernel.radius, 37), (0, 150), (kernel.radius, 150)] {
        let (pixels, width, height) = Self.image(
          Self.cardRows(width: cardWidth, middle: middle, gap: gap), width: cardWidth, pad: pad)
        var reused = pixels
        var everyRow = pixels
        GaussianBlur.blur(&reused, width: width, height: height, kernel: kernel)
        GaussianBlur.blur(&everyRow, width: width, height: height, kernel: kernel, reusingRuns: false)
        #expect(
          reused.map(\.bitPattern) == everyRow.map(\.bitPattern),
          "σ \(sigma) middle \(middle) pad \(pad) width \(cardWidth)")
      }
    }
  }
}
