import CCairo
import Catalog
import ComponentKit
import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// Arabic through the font chain is shaped exactly as HarfBuzz shapes it on the font file, with
/// no missing glyph: sample labels, and the catalog's Arabic Fiori chip group, Material card and
/// Material button.
@Suite struct ArabicShapingTests {
  static let fonts = [
    400: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
    700: "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
  ]

  /// Glyph ids HarfBuzz gives for `text` on the font file, in visual order (as Pango's runs are).
  static func harfBuzz(_ text: String, file fontFile: String) -> [UInt32] {
    let blob = hb_blob_create_from_file(fontFile)
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
    ("Roboto", 500, "عنوان البطاقة"),  // a Material card header, the button title weight
    ("Inter", 500, "قيد المعالجة"),  // a Fiori chip label
    ("Roboto", 400, "نص داعم يلتف"),
  ])
  func arabicIsShapedAsHarfBuzzShapesIt(family: String, weight: Int, text: String) throws {
    guard FileManager.default.fileExists(atPath: Self.fonts[400]!) else {
      Issue.record("fonts-noto-core is not installed: run `make deps`")
      return
    }
    let measurer = try PangoTextMeasurer()
    let shaped = try measurer.library.withSession {
      try $0.shapedRuns(text, font: Font(family: family, weight: weight, size: 14))
    }
    // One run, in the chain's face at the matched weight (Noto Sans Arabic has 400 and 700 only).
    #expect(shaped.map(\.family) == ["Noto Sans Arabic"])
    #expect(shaped.map(\.weight) == [FontChain.matchedWeight(weight, among: [400, 700])])
    let glyphs = shaped.flatMap(\.glyphs)
    #expect(glyphs == Self.harfBuzz(text, file: Self.fonts[400]!))
    #expect(!glyphs.contains { $0 & FontSession.unknownGlyphFlag != 0 })
    // Joined: the letters drawn alone (isolated forms) are other glyphs than in the word.
    let isolated = text.unicodeScalars.filter { $0 != " " }.flatMap {
      Self.harfBuzz(String($0), file: Self.fonts[400]!)
    }
    #expect(Set(glyphs) != Set(isolated), "no contextual forms: the text was not shaped")
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
