import CCairo
import Catalog
import Graphics
import Layout
import Testing

@testable import CairoRenderer

/// The catalog's Arabic Fiori chip group, Material card and Material button: every label is
/// drawn in the font chain's face, shaped exactly as HarfBuzz shapes it on the font file, with
/// no missing glyph.
@Suite struct ArabicShapingTests {
  static let fonts = [
    400: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    700: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
  ]

  /// HarfBuzz alone on the font file: glyph ids in visual order, as Pango's runs hold them.
  static func harfBuzz(_ text: String, file: String) -> [UInt32] {
    let blob = hb_blob_create_from_file(file)
    defer { hb_blob_destroy(blob) }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    let font = hb_font_create(face)
    defer { hb_font_destroy(font) }
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_language(buffer, hb_language_from_string("en-us", -1))
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return [] }
    return (0..<Int(count)).map { infos[$0].codepoint }
  }

  @Test(arguments: [
    "fiori/chip-group/wrapped-rtl/default", "material/card/image-and-buttons-themed-rtl/normal",
    "material/button/contained-icon-rtl/normal",
  ])
  func arabicLabelsAreShapedAsHarfBuzzShapesThem(id: String) throws {
    let entry = try entry(id)
    let measurer = try PangoTextMeasurer()
    let rendering = try entry.content.render(theme: entry.theme, measurer: measurer)
    var arabic = 0
    for case .text(let run) in rendering.displayList.commands {
      guard !FontChain.segments(of: run.text, font: run.font).isEmpty else { continue }
      let runs = try measurer.library.withSession { try $0.shapedRuns(run.text, font: run.font) }
      // The catalog's labels are all Arabic: every run is the chain's face, and the runs in
      // visual order hold the glyphs HarfBuzz gives the whole text (a digit or a final period
      // is a run of its own in Pango, at the place HarfBuzz's right-to-left buffer puts it).
      #expect(runs.allSatisfy { $0.family == "Noto Sans Arabic" }, "\(id): \(run.text): \(runs.map(\.family))")
      let glyphs = runs.flatMap(\.glyphs)
      #expect(!glyphs.contains { $0 & FontSession.unknownGlyphFlag != 0 }, "\(id): \(run.text)")
      let file = try #require(Self.fonts[runs.first?.weight ?? 0])
      #expect(glyphs == Self.harfBuzz(run.text, file: file), "\(id): \"\(run.text)\"")
      arabic += 1
    }
    #expect(arabic >= 1, "\(id) draws no Arabic")
  }
}
