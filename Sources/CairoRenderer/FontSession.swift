import CCairo
import Graphics

/// One Pango font map and context on the hermetic configuration. Used by one thread at a time
/// (see `FontLibrary.withSession`). Measuring and drawing both make their layouts here, with the
/// same pinned settings, so a drawn layout is exactly the measured one.
final class FontSession {
  unowned let library: FontLibrary
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// Chain faces loaded for their coverage (`chainFace`), released with the session.
  private var chainFaces: [String: UnsafeMutablePointer<PangoFont>?] = [:]
  /// `lineHeightFactor`'s results: each pair's faces are loaded once per session, not per layout.
  private var lineHeightFactors: [String: Double] = [:]
  /// Layouts made recently, read-only once made (`LayoutCache`).
  var layouts = LayoutCache()
  /// Cairo faces this session has passed to `KeptFaces` (never freed, so the pointers stay valid).
  var keptFaces: Set<OpaquePointer> = []
  /// A face of this session cannot be drawn (`requireDrawable`): its fonts are not reused.
  var isBroken = false

  /// `PANGO_GLYPH_UNKNOWN_FLAG`: set on glyphs Pango could not find; the low bits are the character.
  static let unknownGlyphFlag: UInt32 = 0x1000_0000
  static let scale = Double(PANGO_SCALE)

  init(library: FontLibrary) throws(FontError) {
    self.library = library
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw .pangoFailure("could not create a FreeType font map")
    }
    let fontMap = UnsafeMutableRawPointer(map).assumingMemoryBound(to: PangoFontMap.self)
    // The font map is a PangoFcFontMap (FreeType type); give it our configuration, never the
    // process default one.
    pango_fc_font_map_set_config(OpaquePointer(map), library.config)
    // The map's own contexts (Pango makes one per font to measure its metrics) at our 72 dpi too:
    // their font patterns are then the ones our layouts use, not a second match per font.
    pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
    guard let context = pango_font_map_create_context(fontMap) else {
      g_object_unref(map)
      throw .pangoFailure("could not create a context")
    }
    // 72 dpi: a 14pt font is 14 units in user space.
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    // Pango's default language comes from LANG/LC_*; pin it so shaping and font choice never do.
    pango_context_set_language(context, pango_language_from_string("en-us"))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
      pango_cairo_context_set_font_options(context, options)  // copies
      cairo_font_options_destroy(options)
    }
    self.fontMap = fontMap
    self.context = context
  }

  deinit {
    layouts.removeAll()
    for case let face? in chainFaces.values { g_object_unref(UnsafeMutableRawPointer(face)) }
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  // MARK: Fonts

  static func validate(_ font: Font) throws(FontError) {
    if font.family.isEmpty { throw .invalidRequest(font, reason: "empty family name") }
    if font.family.contains(",") {
      throw .invalidRequest(font, reason: "family lists must not be used (no fallback)")
    }
    guard font.size.isFinite, font.size > 0, font.size <= 4096 else {
      throw .invalidRequest(font, reason: "size must be finite and in (0, 4096] points")
    }
    guard (1...1000).contains(font.weight) else {
      throw .invalidRequest(font, reason: "weight must be 1...1000")
    }
  }

  /// A new font description for `font` (caller frees).
  static func description(of font: Font) -> OpaquePointer? {
    guard let desc = pango_font_description_new() else { return nil }
    pango_font_description_set_family(desc, font.family)
    pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(font.weight)))
    pango_font_description_set_style(desc, PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(desc, PANGO_STRETCH_NORMAL)
    pango_font_description_set_variant(desc, PANGO_VARIANT_NORMAL)
    pango_font_description_set_size(desc, Int32((font.size * scale).rounded()))
    return desc
  }

  /// (family, weight) of a loaded Pango font.
  static func identity(of font: UnsafeMutablePointer<PangoFont>) -> (family: String, weight: Int) {
    guard let desc = pango_font_describe(font) else { return ("?", 0) }
    defer { pango_font_description_free(desc) }
    let family = pango_font_description_get_family(desc).map { String(cString: $0) } ?? "?"
    return (family, Int(pango_font_description_get_weight(desc).rawValue))
  }

  /// The font file a loaded Pango font draws from.
  static func file(of font: UnsafeMutablePointer<PangoFont>) -> String? {
    let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
    guard let pattern = pango_fc_font_get_pattern(fcFont) else { return nil }
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value else { return nil }
    return String(cString: value)
  }

  /// Resolves the face for `font` once per library and checks it is the one requested.
  @discardableResult
  func check(_ font: Font) throws(FontError) -> FontLibrary.FontCheck {
    try Self.validate(font)
    let key = FontLibrary.FontKey(family: font.family, weight: font.weight)
    let check: FontLibrary.FontCheck
    if let cached = library.cachedCheck(key) {
      check = cached
    } else {
      guard let desc = Self.description(of: font) else {
        throw .pangoFailure("could not create a font description")
      }
      defer { pango_font_description_free(desc) }
      guard let loaded = pango_font_map_load_font(fontMap, context, desc) else {
        throw .resolvedToOtherFont(requested: font, family: "(nothing)", weight: 0, text: "")
      }
      defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
      // Named before any text work opens it (`TextLock`).
      if let file = Self.file(of: loaded) { TextLock.shared.register(file: file) }
      let (family, weight) = Self.identity(of: loaded)
      check = FontLibrary.FontCheck(
        family: family, weight: weight, ascenderPerEm: Self.ascenderPerEm(of: loaded) ?? 0)
      library.storeCheck(check, for: key)
    }
    guard check.family == font.family, check.weight == font.weight else {
      throw .resolvedToOtherFont(
        requested: font, family: check.family, weight: check.weight, text: "")
    }
    return check
  }

  /// A chain face (family and matched weight), loaded once per session, for its character
  /// coverage.
  func chainFace(_ face: (family: String, weight: Int)) -> UnsafeMutablePointer<PangoFont>? {
    let key = "\(face.family)|\(face.weight)"
    if let cached = chainFaces[key] { return cached }
    guard let desc = Self.description(of: Font(family: face.family, weight: face.weight, size: 14)) else { return nil }
    defer { pango_font_description_free(desc) }
    let loaded = pango_font_map_load_font(fontMap, context, desc)
    chainFaces[key] = loaded
    return loaded
  }

  /// The factor that scales `face`'s run box to `font`'s line height, once per pair and size.
  func lineHeightFactor(_ font: Font, _ face: Font) throws(FontError) -> Double {
    let key = "\(font.family)|\(font.weight)|\(face.family)|\(face.weight)|\(font.size)"
    if let cached = lineHeightFactors[key] { return cached }
    let factor = try lineHeight(of: font) / lineHeight(of: face)
    lineHeightFactors[key] = factor
    return factor
  }

  /// Ascent plus descent of `font`'s face at its size, in Pango units: the height of a run's box.
  func lineHeight(of font: Font) throws(FontError) -> Double {
    guard let desc = Self.description(of: font) else { throw .pangoFailure("could not create a font description") }
    defer { pango_font_description_free(desc) }
    guard let loaded = pango_font_map_load_font(fontMap, context, desc),
      let metrics = pango_font_get_metrics(loaded, nil)
    else { throw .pangoFailure("no metrics for \(font.family)") }
    // The metrics made the font's Cairo face.
    if let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(loaded)) { keepFace(of: scaled) }
    defer {
      pango_font_metrics_unref(metrics)
      g_object_unref(UnsafeMutableRawPointer(loaded))
    }
    let height = Double(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
    guard height > 0 else { throw .pangoFailure("no metrics for \(font.family)") }
    return height
  }

  /// The face's ascender divided by its units per em, from HarfBuzz in font units.
  static func ascenderPerEm(of font: UnsafeMutablePointer<PangoFont>) -> Double? {
    guard let scaled = pango_font_get_hb_font(font), let face = hb_font_get_face(scaled) else {
      return nil
    }
    let upem = hb_face_get_upem(face)
    guard upem > 0, let unscaled = hb_font_create(face) else { return nil }  // scale = upem
    defer { hb_font_destroy(unscaled) }
    var ascender: hb_position_t = 0
    guard hb_ot_metrics_get_position(unscaled, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender) != 0
    else { return nil }
    return Double(ascender) / Double(upem)
  }
}
