import CCairo
import Graphics

// Making a layout: the pinned settings, the declared font chain's runs, and the check that
// Pango drew with exactly the faces asked for.
extension FontSession {
  /// A layout of `text` in `font` with the pinned settings, verified to use exactly that face and
  /// to have every glyph. The caller releases it with `g_object_unref`.
  func makeLayout(
    _ text: String, font: Font, wrapWidth: Double?, truncation: (width: Double, mode: Truncation)? = nil
  ) throws -> OpaquePointer {
    try check(font)
    if let truncation, !(truncation.width.isFinite && truncation.width > 0) {
      throw FontError.invalidRequest(font, reason: "truncation width \(truncation.width) must be finite and positive")
    }
    if let wrapWidth, !(wrapWidth.isFinite && wrapWidth > 0) {
      throw FontError.invalidRequest(font, reason: "wrap width \(wrapWidth) must be finite and positive")
    }
    let key = LayoutCache.Key(
      text: text, font: font, wrapWidth: wrapWidth, truncationWidth: truncation?.width, truncation: truncation?.mode)
    if let kept = try TextLock.shared.with({ try keptLayout(key) }) { return kept }
    // The chain's faces are checked (and their files named to `TextLock`) before any text work.
    let chain = FontChain.segments(of: text, font: font) { scalar, face in
      self.chainFace(face).map { pango_font_has_char($0, gunichar(scalar.value)) != 0 } ?? false
    }
    let faces = chain.map { Font(family: $0.family, weight: $0.weight, size: font.size) }
    for face in faces { try check(face) }
    return try TextLock.shared.with { try makeLayout(text, font: font, key: key, chain: chain, faces: faces) }
  }

  /// The rest of `makeLayout`, as text work: from here Cairo may open the faces.
  private func makeLayout(
    _ text: String, font: Font, key: LayoutCache.Key, chain: [FontChain.Segment], faces: [Font]
  ) throws -> OpaquePointer {
    let truncation = key.truncation.flatMap { mode in key.truncationWidth.map { (width: $0, mode: mode) } }
    let wrapWidth = key.wrapWidth
    guard let layout = pango_layout_new(context) else {
      throw FontError.pangoFailure("could not create a layout")
    }
    do {
      guard let desc = Self.description(of: font) else {
        throw FontError.pangoFailure("could not create a font description")
      }
      pango_layout_set_font_description(layout, desc)
      pango_font_description_free(desc)
      // A chain face keeps the requested family's line height (its own run box scaled to it), so
      // an Arabic label sizes its component as a Latin one does; its glyphs still draw in full.
      let factors = try faces.map { try lineHeightFactor(font, $0) }
      if let attributes = pango_attr_list_new() {
        // No per-character fallback: a missing glyph shows up as an unknown glyph, not as
        // another font. The declared chain's runs name their face explicitly.
        pango_attr_list_insert(attributes, pango_attr_fallback_new(0))
        for (segment, factor) in zip(chain, factors) {
          for attribute in [
            pango_attr_family_new(segment.family),
            pango_attr_weight_new(PangoWeight(rawValue: UInt32(segment.weight))),
            pango_attr_line_height_new(factor),
          ] {
            guard let attribute else { continue }
            attribute.pointee.start_index = UInt32(segment.start)
            attribute.pointee.end_index = UInt32(segment.end)
            pango_attr_list_insert(attributes, attribute)
          }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
      }
      if let wrapWidth {
        pango_layout_set_width(layout, Int32(clamping: Int((wrapWidth * Self.scale).rounded())))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
      }
      if let truncation {
        // One line cut to the width with an ellipsis, as UILabel's line break modes do.
        pango_layout_set_width(layout, Int32(clamping: Int((truncation.width * Self.scale).rounded())))
        pango_layout_set_ellipsize(layout, Self.ellipsizeMode(truncation.mode))
      }
      text.utf8CString.withUnsafeBufferPointer {  // explicit length: the terminator excluded
        pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count - 1))
      }
      try verify(layout, text: text, font: font, chain: chain)
      try requireDrawable(layout)
      layouts.keep(layout, for: key)
      return layout
    } catch {
      g_object_unref(UnsafeMutableRawPointer(layout))
      throw error
    }
  }

  /// The kept layout for `key` (a reference the caller releases) while its faces still draw.
  private func keptLayout(_ key: LayoutCache.Key) throws(FontError) -> OpaquePointer? {
    guard let kept = layouts.take(key) else { return nil }
    do {
      try requireDrawable(kept)
    } catch {
      g_object_unref(UnsafeMutableRawPointer(kept))
      throw error
    }
    return kept
  }

  /// Every run must use the requested face (or the chain's face for its script); no glyph may be
  /// unknown.
  private func verify(
    _ layout: OpaquePointer, text: String, font: Font, chain: [FontChain.Segment]
  ) throws(FontError) {
    var missing: [UInt32] = []
    var missingCount = 0
    guard let iter = pango_layout_get_iter(layout) else {
      throw .pangoFailure("could not iterate a layout")
    }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter),
        let item = run.pointee.item, let glyphs = run.pointee.glyphs
      else { continue }
      guard let runFont = item.pointee.analysis.font else {
        throw .resolvedToOtherFont(requested: font, family: "(no font)", weight: 0, text: text)
      }
      let (family, weight) = Self.identity(of: runFont)
      let offset = Int(item.pointee.offset)
      let expected = chain.first { $0.start <= offset && offset < $0.end }
      guard family == (expected?.family ?? font.family), weight == (expected?.weight ?? font.weight) else {
        throw .resolvedToOtherFont(requested: font, family: family, weight: weight, text: text)
      }
      for i in 0..<Int(glyphs.pointee.num_glyphs) {
        let glyph = glyphs.pointee.glyphs[i].glyph
        if glyph & Self.unknownGlyphFlag != 0 {
          missingCount += 1
          let character = glyph & ~Self.unknownGlyphFlag
          if !missing.contains(character) { missing.append(character) }
        }
      }
    } while pango_layout_iter_next_run(iter) != 0
    let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
    if unknown > 0 || missingCount > 0 {
      throw .missingGlyphs(
        text: text, font: font, count: max(unknown, missingCount), characters: missing)
    }
  }

  static func ellipsizeMode(_ mode: Truncation) -> PangoEllipsizeMode {
    switch mode {
    case .head: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .tail: PANGO_ELLIPSIZE_END
    }
  }
}
