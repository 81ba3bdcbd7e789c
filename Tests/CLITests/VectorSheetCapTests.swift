import Foundation
import TestSupport
import Testing

/// Issue 35, row 21: a 150 KB fixture of 2,000 variants made `sheet --format svg,pdf` write a
/// 295 MB SVG in 1.74 GB. A sheet written as PDF or SVG holds at most 500 images; over that is one
/// line and exit 65 before anything is laid out or written.
@Suite struct VectorSheetCapTests {
  static func fixture(variants: Int) -> String {
    var lines = ["system: material", "component: chip", "variants:"]
    for i in 0..<variants { lines.append("  - {name: v\(i), type: input, look: unthemed, title: Chip \(i)}") }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aVectorSheetOverTheCapIsRefusedBeforeAnyWork() throws {
    let dir = try temporaryFolder("vector-cap")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // Six states a variant: 2,000 variants are 12,000 images, 84 are 504.
    for (variants, images) in [(2000, 12000), (84, 504)] {
      try Self.fixture(variants: variants).write(toFile: dir + "/many.yaml", atomically: true, encoding: .utf8)
      for formats in ["svg", "pdf", "png,svg,pdf"] {
        let result = try CLI.run(["sheet", "many.yaml", "--format", formats, "--out", "sheets"], in: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(
          result.stderr
            == "error: many.yaml: the sheet many has \(images) images, over the cap of 500 for a PDF or SVG sheet; "
            + "split the fixture or use --format png\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/sheets"))
      }
    }
  }
}
