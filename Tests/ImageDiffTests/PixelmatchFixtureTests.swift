import Foundation
import Graphics
import PNG
import TestSupport
import Testing

@testable import ImageDiff

/// pixelmatch 7.2.0's own test images and counts (`../shared/reference/pixelmatch-7.2.0/`, its
/// README lists them): `--antialiasing --blend checkerboard` is pixelmatch's default, and must
/// count exactly what it counts. The images are read from the shared folder, never copied here.
@Suite(
  .enabled(if: PixelmatchFixtures.available, "pixelmatch fixtures not found at \(PixelmatchFixtures.folder); skipped"))
struct PixelmatchFixtureTests {
  struct Row: CustomStringConvertible, Sendable {
    var a: String, b: String, threshold: Double, includeAA: Bool, expected: Int
    var description: String { "\(a)/\(b) t=\(threshold)\(includeAA ? " includeAA" : "") -> \(expected)" }
  }

  /// The rows of the shared README's table, then its two includeAA counts.
  static let rows: [Row] = [
    Row(a: "1a", b: "1b", threshold: 0.05, includeAA: false, expected: 143),
    Row(a: "1a", b: "1b", threshold: 0.1, includeAA: false, expected: 106),
    Row(a: "1a", b: "1a", threshold: 0, includeAA: false, expected: 0),
    Row(a: "2a", b: "2b", threshold: 0.05, includeAA: false, expected: 12437),
    Row(a: "3a", b: "3b", threshold: 0.05, includeAA: false, expected: 212),
    Row(a: "4a", b: "4b", threshold: 0.05, includeAA: false, expected: 36049),
    Row(a: "5a", b: "5b", threshold: 0.05, includeAA: false, expected: 6),
    Row(a: "1a", b: "1b", threshold: 0.05, includeAA: true, expected: 251),
    Row(a: "4a", b: "4b", threshold: 0.05, includeAA: true, expected: 41623),
  ]

  @Test(arguments: rows)
  func countsMatchPixelmatch(_ row: Row) throws {
    let a = try PixelmatchFixtures.image(row.a)
    let b = try PixelmatchFixtures.image(row.b)
    let options = DiffOptions(threshold: row.threshold, detectAntialiasing: !row.includeAA, blend: .checkerboard)
    let result = compare(actual: b, golden: a, options: options)
    let changed: Int
    switch result {
    case .identical: changed = 0
    case .changed(let stats), .withinTolerance(let stats): changed = stats.changedPixels
    case .sizeMismatch: changed = -1
    }
    #expect(changed == row.expected, "\(row)")
  }

  /// Blending over white instead changes only the pair with semi-transparent pixels.
  @Test func whiteBlendDiffersOnlyWhereAlphaIs() throws {
    let a = try PixelmatchFixtures.image("5a")
    let b = try PixelmatchFixtures.image("5b")
    let white = compare(actual: b, golden: a, options: DiffOptions(threshold: 0.05, detectAntialiasing: true))
    #expect(white.passes, "5a/5b differ only under transparency, which is white over white")
    #expect(a.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element < 255 })
  }
}

enum PixelmatchFixtures {
  static let folder = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
    .appendingPathComponent("shared/reference/pixelmatch-7.2.0").path

  static var available: Bool { FileManager.default.fileExists(atPath: folder + "/1a.png") }

  static func image(_ name: String) throws -> Bitmap {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).png")))
    return try PNGDecoder.decode(bytes)
  }
}
