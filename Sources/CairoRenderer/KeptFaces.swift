import CCairo
import Graphics

/// Every Cairo font face a session has used, referenced once and never released while the process
/// runs.
///
/// Cairo 1.16 (bookworm) links the FreeType faces of one font file in a list it walks and edits
/// without a lock: a face is unlinked and freed when its last reference goes, while another
/// thread may be walking the list to reuse it for a new Pango font. Pango drops fonts as its
/// caches turn over, so a face could die on one worker while another picked it up: CI saw a record
/// abort in `cairo_scaled_font_destroy` after Pango reported a face with an unknown status (a
/// freed one). A face kept here is never freed, so the list only ever grows; faces number the
/// font files times their option sets, a few dozen at most.
enum KeptFaces {
  private static let faces = Locked<Set<OpaquePointer>>([])

  /// Keeps `face` (a `cairo_font_face_t *`) with a reference of its own, once.
  static func keep(_ face: OpaquePointer) {
    faces.withLock { faces in
      guard faces.insert(face).inserted else { return }
      cairo_font_face_reference(face)
    }
  }

  /// Whether `face` is kept.
  static func contains(_ face: OpaquePointer) -> Bool { faces.withLock { $0.contains(face) } }

  /// How many faces are kept.
  static var count: Int { faces.withLock { $0.count } }
}
