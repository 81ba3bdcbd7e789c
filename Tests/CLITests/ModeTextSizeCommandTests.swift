import Foundation
import PNG
import TestSupport
import Testing

/// Issue 39, "Axes": the built-in `text-size` axis (iOS categories xs … ax5, Large the default)
/// renders a component that has Dynamic Type (the Material list's `content-size:`) at each
/// category, exactly as the fixture with that category written by hand; a component without
/// it is drawn at each category too (its text scaled by Body's ratio).
@Suite struct ModeTextSizeCommandTests {
  let project: String

  init() throws { project = try temporaryFolder("specsheet-text-size") }

  static func list(_ size: String? = nil) -> String {
    """
    system: material
    component: list-item
    variants:
      - name: themed
        look: themed
        width: 320
        title: This is a single-line list
        states: [normal]\(size.map { "\n    content-size: \($0)" } ?? "")

    """
  }

  static let chip = """
    system: fiori
    component: chip
    variants:
      - name: plain
        variation: single-selection
        label: Received

    """

  func render(_ list: String, config: String, out: String) throws -> (
    status: Int32, stderr: String, files: [String: Data]
  ) {
    try list.write(
      toFile: project + "/list.yaml", atomically: true, encoding: .utf8)
    try Self.chip.write(toFile: project + "/chip.yaml", atomically: true, encoding: .utf8)
    try ("fixtures: [list.yaml, chip.yaml]\nscales: [1]\n" + config).write(
      toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "--out", out], in: project)
    return (result.status, result.stderr, files(under: project + "/" + out))
  }

  func pixels(_ data: Data?) throws -> String { try PNGDecoder.decode([UInt8](try #require(data))).pixelHash }

  @Test func aListAtEachCategoryDrawsAsItsContentSizeWrittenByHand() throws {
    defer { try? FileManager.default.removeItem(atPath: project) }
    let axes = try render(Self.list(), config: "axes:\n  text-size: [l, xs, ax5]\n", out: "axes")
    #expect(axes.status == 0, "\(axes.stderr)")
    let stem = "material/list-item/themed/normal"
    for (short, written) in [("xs", "extra-small"), ("ax5", "accessibility-extra-extra-extra-large")] {
      let hand = try render(Self.list(written), config: "", out: "hand-\(short)")
      #expect(hand.status == 0, "\(hand.stderr)")
      #expect(try pixels(axes.files["\(stem)~text-size=\(short)@1x.png"]) == pixels(hand.files[stem + "@1x.png"]))
    }
    let pngs = axes.files.keys.filter { $0.hasSuffix(".png") }
    // The chip has no curve of its own: it is drawn at each category too, its text by Body's ratio.
    #expect(pngs.contains("fiori/chip/plain/selected~text-size=ax5@1x.png"))
    #expect(pngs.contains("fiori/chip/plain/selected@1x.png"))
  }
}
