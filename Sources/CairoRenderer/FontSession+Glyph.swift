import CCairo
import Graphics

// An icon's one glyph, without a layout.
extension FontSession {
  /// `scalar`'s glyph in `font`'s face, from the face's character map, as a one-glyph string to
  /// draw at the current point, with the font it belongs to; the caller releases both
  /// (`pango_glyph_string_free`, `g_object_unref`).
  ///
  /// A layout would give the same glyph (one character shapes to its nominal glyph: every icon of
  /// the catalog draws the same pixels either way), but its line box has Pango measure the face's
  /// metrics over a sample sentence, which an icon font cannot show: Pango then sorts the whole
  /// font set and loads the next face for it (a tenth of a one-image render).
  func glyph(_ scalar: Unicode.Scalar, font: Font) throws(FontError) -> (
    font: UnsafeMutablePointer<PangoFont>, glyphs: UnsafeMutablePointer<PangoGlyphString>
  ) {
    try check(font)  // the face is the one asked for
    guard let desc = Self.description(of: font) else { throw .pangoFailure("could not create a font description") }
    defer { pango_font_description_free(desc) }
    guard let loaded = pango_font_map_load_font(fontMap, context, desc) else {
      throw .resolvedToOtherFont(requested: font, family: "(nothing)", weight: 0, text: String(Character(scalar)))
    }
    var glyph: hb_codepoint_t = 0
    guard let hbFont = pango_font_get_hb_font(loaded), hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    else {
      g_object_unref(UnsafeMutableRawPointer(loaded))
      throw .missingGlyphs(text: String(Character(scalar)), font: font, count: 1, characters: [scalar.value])
    }
    guard let glyphs = pango_glyph_string_new() else {
      g_object_unref(UnsafeMutableRawPointer(loaded))
      throw .pangoFailure("could not create a glyph string")
    }
    pango_glyph_string_set_size(glyphs, 1)
    glyphs.pointee.glyphs[0].glyph = glyph
    glyphs.pointee.glyphs[0].geometry = PangoGlyphGeometry(
      width: hb_font_get_glyph_h_advance(hbFont, glyph), x_offset: 0, y_offset: 0)
    glyphs.pointee.glyphs[0].attr.is_cluster_start = 1
    glyphs.pointee.log_clusters[0] = 0
    return (loaded, glyphs)
  }
}
