import CCairo
import Graphics
import Testing

@testable import CairoRenderer

/// Every Cairo face a session draws or measures with is kept for the process's life
/// (`KeptFaces`): Cairo 1.16 frees a face while other threads may walk the same list to reuse it.
@Suite struct KeptFacesTests {
  /// The Cairo faces under a layout's runs.
  static func faces(of layout: OpaquePointer) -> [OpaquePointer] {
    guard let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var faces: [OpaquePointer] = []
    repeat {
      guard let font = pango_layout_iter_get_run_readonly(iter)?.pointee.item?.pointee.analysis.font,
        let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
        let face = cairo_scaled_font_get_font_face(scaled)
      else { continue }
      faces.append(face)
    } while pango_layout_iter_next_run(iter) != 0
    return faces
  }

  @Test func theFacesOfEveryRunAndIconAreKeptWithAReferenceOfTheirOwn() throws {
    // A library of its own: its sessions start with nothing kept.
    let library = try FontLibrary()
    try library.withSession { session in
      // Latin in Roboto and Arabic from its chain face: two faces, both kept.
      let layout = try session.makeLayout(
        "Jane مرحبا", font: Font(family: "Roboto", weight: 400, size: 13), wrapWidth: nil)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let faces = Self.faces(of: layout)
      #expect(Set(faces).count == 2)
      for face in faces {
        #expect(KeptFaces.contains(face))
        #expect(session.keptFaces.contains(face))
        // Ours, the scaled font's and the one kept at least; a kept face is never the last.
        #expect(cairo_font_face_get_reference_count(face) >= 3)
      }
      let (icon, glyphs) = try session.glyph("\u{e5ca}", font: Font(family: "Material Icons", weight: 400, size: 24))
      defer {
        pango_glyph_string_free(glyphs)
        g_object_unref(UnsafeMutableRawPointer(icon))
      }
      try session.requireDrawable(icon)
      let scaled = try #require(pango_cairo_font_get_scaled_font(OpaquePointer(icon)))
      #expect(KeptFaces.contains(try #require(cairo_scaled_font_get_font_face(scaled))))
    }
  }
}
