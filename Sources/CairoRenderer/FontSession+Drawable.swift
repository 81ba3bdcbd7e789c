import CCairo
import Graphics

// Whether Cairo can draw a face. Pango draws the glyphs of a font whose Cairo scaled font is in
// error as empty boxes and says nothing, and a scaled font stays in error once FreeType has
// failed on it: a broken font file, or Cairo 1.16 reopening a face it had closed (it keeps ten
// open) while another thread closes one, since it calls FT_New_Face outside its lock. A worker
// drew Arabic labels as boxes that way under load (DeterminismTests, TSan build).
extension FontSession {
  /// Throws `faceNotDrawable` for the first face of `layout` Cairo cannot draw, and marks the
  /// session broken so the library drops it (`FontLibrary.withSession`).
  func requireDrawable(_ layout: OpaquePointer) throws(FontError) {
    guard let iter = pango_layout_get_iter(layout) else { throw .pangoFailure("could not iterate a layout") }
    defer { pango_layout_iter_free(iter) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let font = run.pointee.item?.pointee.analysis.font
      else { continue }
      try requireDrawable(font)
    } while pango_layout_iter_next_run(iter) != 0
  }

  /// The same for one font (an icon's).
  func requireDrawable(_ font: UnsafeMutablePointer<PangoFont>) throws(FontError) {
    // Made on first use (FreeType opens the face then); nil when making it failed before.
    let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font))
    let status = scaled.map { cairo_scaled_font_status($0) } ?? CAIRO_STATUS_NO_MEMORY
    guard status != CAIRO_STATUS_SUCCESS else {
      if let scaled { keepFace(of: scaled) }
      return
    }
    isBroken = true
    let (family, weight) = Self.identity(of: font)
    let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
    throw .faceNotDrawable(family: family, weight: weight, reason: reason)
  }
}

extension FontSession {
  /// Keeps the Cairo face under `scaled` for the process's life (`KeptFaces`). The session
  /// remembers what it kept, so a layout's runs cost no lock once their faces are known.
  func keepFace(of scaled: OpaquePointer) {
    guard let face = cairo_scaled_font_get_font_face(scaled), keptFaces.insert(face).inserted else { return }
    KeptFaces.keep(face)
  }
}
