import CCairo
import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// The declared font chain: Arabic and Hebrew in Roboto or Inter come from Noto Sans, shaped as
/// HarfBuzz shapes them on the font file itself, with the documented weight mapping.
@Suite struct FontChainTests {
  let measurer: PangoTextMeasurer
  static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

  init() throws { measurer = try PangoTextMeasurer() }

  func runs(_ text: String, _ font: Font) throws -> [(family: String, weight: Int, glyphs: [UInt32])] {
    try measurer.library.withSession { try $0.shapedRuns(text, font: font) }
  }

  /// Glyph ids HarfBuzz gives for `text` on the font file, in visual order (as Pango's runs are).
  static func harfBuzzGlyphs(_ text: String, fontFile: String) -> [UInt32] {
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
    guard FileManager.default.fileExists(atPath: Self.notoArabic) else {
      Issue.record("fonts-noto-core is not installed: run `make deps`")
      return
    }
    let shaped = try runs(text, Font(family: family, weight: weight, size: 14))
    // One run, in the chain's face at the matched weight (Noto Sans Arabic has 400 and 700 only).
    #expect(shaped.map(\.family) == ["Noto Sans Arabic"])
    #expect(shaped.map(\.weight) == [FontChain.matchedWeight(weight, among: [400, 700])])
    let glyphs = shaped.flatMap(\.glyphs)
    #expect(glyphs == Self.harfBuzzGlyphs(text, fontFile: Self.notoArabic))
    #expect(!glyphs.contains { $0 & FontSession.unknownGlyphFlag != 0 })
    // Joined: the letters drawn alone (isolated forms) are other glyphs than in the word.
    let isolated = text.unicodeScalars.filter { $0 != " " }.flatMap {
      Self.harfBuzzGlyphs(String($0), fontFile: Self.notoArabic)
    }
    #expect(Set(glyphs) != Set(isolated), "no contextual forms: the text was not shaped")
  }

  @Test func latinAndArabicKeepTheirOwnFaces() throws {
    let shaped = try runs("Share مشاركة", Font(family: "Roboto", weight: 400, size: 14))
    #expect(Set(shaped.map(\.family)) == ["Roboto", "Noto Sans Arabic"])
  }

  @Test func hebrewInInterComesFromNotoSansHebrew() throws {
    let shaped = try runs("שלום", Font(family: "Inter", weight: 700, size: 14))
    #expect(shaped.map(\.family) == ["Noto Sans Hebrew"])
    #expect(shaped.map(\.weight) == [700])
  }

  @Test func arabicKeepsTheRequestedFamilysLineHeight() throws {
    let font = Font(family: "Roboto", weight: 400, size: 14)
    let latin = try measurer.measure("Card", font: font)
    let arabic = try measurer.measure("بطاقة", font: font)
    #expect(abs(arabic.height - latin.height) < 0.01, "\(arabic.height) vs \(latin.height)")
  }

  @Test func aCharacterOutsideTheChainIsStillAnError() {
    #expect(throws: FontError.self) { try measurer.measure("Hi 😀", font: Font(family: "Roboto", weight: 400, size: 14)) }
    // DejaVu Sans has no chain: it draws Arabic itself.
    #expect(throws: Never.self) { try measurer.measure("بطاقة", font: Font(family: "DejaVu Sans", weight: 400, size: 14)) }
  }

  @Test func weightsMatchAsCSSDoes() {
    let faces = [400, 700]
    #expect(FontChain.matchedWeight(500, among: faces) == 400)
    #expect(FontChain.matchedWeight(600, among: faces) == 700)
    #expect(FontChain.matchedWeight(300, among: faces) == 400)
    #expect(FontChain.matchedWeight(900, among: faces) == 700)
    #expect(FontChain.matchedWeight(450, among: [400, 500, 700]) == 500)
    #expect(FontChain.substitutions(for: Font(family: "Inter", weight: 500, size: 14)) == [
      "Inter 500 -> Noto Sans Arabic 400 for Arabic", "Inter 500 -> Noto Sans Hebrew 400 for Hebrew",
    ])
    #expect(FontChain.substitutions(for: Font(family: "Roboto", weight: 700, size: 14)).isEmpty)
  }

  @Test func sharedCharactersJoinTheirScript() {
    let font = Font(family: "Roboto", weight: 400, size: 14)
    // "A بب، بب B": the space and comma between the Arabic words are Arabic; the spaces
    // between Arabic and Latin stay Roboto's.
    let text = "A بب، بب B"
    let segments = FontChain.segments(of: text, font: font)
    #expect(segments.count == 1)
    let bytes = Array(text.utf8)
    let arabic = String(decoding: bytes[segments[0].start..<segments[0].end], as: UTF8.self)
    #expect(arabic == "بب، بب")
  }
}
