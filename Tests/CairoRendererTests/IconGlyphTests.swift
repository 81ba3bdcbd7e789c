import CCairo
import Graphics
import Testing

@testable import CairoRenderer

/// An icon's glyph without a layout (`FontSession.glyph`) is the glyph a layout of the one
/// character shapes to, and a character the face lacks fails as a layout of it fails.
@Suite struct IconGlyphTests {
  /// The catalog's Material icons (ComponentKit's MaterialIcon) and a few more of the face.
  static let codepoints: [UInt32] = [
    0xE5CA, 0xE86C, 0xE002, 0xE000, 0xE001, 0xE88E, 0xE152, 0xE853, 0xE5C9, 0xE878, 0xE145, 0xE87D, 0xE87E, 0xE5CD,
    0xE7FD, 0xE5CC, 0xE5CB,
  ]

  @Test func theGlyphIsTheOneALayoutShapes() throws {
    let library = try FontLibrary.shared()
    try library.withSession { session in
      for codepoint in Self.codepoints {
        let scalar = try #require(Unicode.Scalar(codepoint))
        let (font, glyphs) = try session.glyph(scalar, font: Fixtures.icons)
        defer {
          pango_glyph_string_free(glyphs)
          g_object_unref(UnsafeMutableRawPointer(font))
        }
        let layout = try session.makeLayout(String(Character(scalar)), font: Fixtures.icons, wrapWidth: nil)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let run = try #require(pango_layout_get_line_readonly(layout, 0)?.pointee.runs?.pointee.data)
          .assumingMemoryBound(to: PangoGlyphItem.self)
        let shaped = try #require(run.pointee.glyphs)
        #expect(glyphs.pointee.num_glyphs == 1 && shaped.pointee.num_glyphs == 1)
        #expect(glyphs.pointee.glyphs[0].glyph == shaped.pointee.glyphs[0].glyph, "U+\(codepoint.codePointHex)")
        #expect(run.pointee.item?.pointee.analysis.font == font, "the same font object")
      }
    }
  }

  @Test func aCharacterTheFaceLacksFailsAsALayoutOfItFails() throws {
    let library = try FontLibrary.shared()
    try library.withSession { session in
      let scalar: Unicode.Scalar = "\u{4E00}"
      #expect(throws: FontError.missingGlyphs(text: "\u{4E00}", font: Fixtures.icons, count: 1, characters: [0x4E00])) {
        _ = try session.glyph(scalar, font: Fixtures.icons)
      }
      #expect(throws: FontError.missingGlyphs(text: "\u{4E00}", font: Fixtures.icons, count: 1, characters: [0x4E00])) {
        _ = try session.makeLayout("\u{4E00}", font: Fixtures.icons, wrapWidth: nil)
      }
    }
  }
}
