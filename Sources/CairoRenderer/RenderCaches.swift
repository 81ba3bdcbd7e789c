/// What drawing keeps from one image to the next (finished shadow masks, recent text layouts),
/// forgotten on demand: `bench image` times every repetition as a first draw, as its plain-C
/// anchor draws, not as a lookup of the repetition before.
package enum RenderCaches {
  package static func forget(in library: FontLibrary) {
    ShadowRenderer.masks.withLock { $0.removeAll() }
    library.forgetLayouts()
  }
}

extension FontLibrary {
  /// Empties every idle session's layout cache.
  func forgetLayouts() {
    withIdleSessions { sessions in for session in sessions { session.layouts.removeAll() } }
  }
}
