import CCairo
import Graphics

/// A session's recent Pango layouts, by everything `FontSession.makeLayout` makes one from.
///
/// An entry's text is laid out when it is measured and again for each scale it is drawn at, and
/// the states of a variant repeat the same labels: shaping was a tenth of a check. A layout is
/// made in the session's fixed 72-dpi context and only read afterwards (extents, runs, drawn
/// under the scale's transformation), so a kept one draws exactly as a new one would.
/// Bounded: the oldest entry leaves first.
struct LayoutCache {
  struct Key: Hashable {
    var text: String
    var font: Font
    var wrapWidth: Double?
    var truncationWidth: Double?
    var truncation: Truncation?
  }

  static let limit = 256
  private var layouts: [Key: OpaquePointer] = [:]
  private var order: [Key] = []
  private var oldest = 0

  /// How many layouts are kept.
  var count: Int { layouts.count }

  /// The kept layout for `key`, with a reference the caller releases.
  func take(_ key: Key) -> OpaquePointer? {
    guard let layout = layouts[key] else { return nil }
    g_object_ref(UnsafeMutableRawPointer(layout))
    return layout
  }

  /// Keeps `layout` (with a reference of its own) for `key`, releasing the oldest beyond the limit.
  mutating func keep(_ layout: OpaquePointer, for key: Key) {
    guard layouts[key] == nil else { return }
    g_object_ref(UnsafeMutableRawPointer(layout))
    layouts[key] = layout
    if order.count < Self.limit {
      order.append(key)
    } else {
      // A ring: the slot of the oldest key takes the new one.
      if let old = layouts.removeValue(forKey: order[oldest]) { g_object_unref(UnsafeMutableRawPointer(old)) }
      order[oldest] = key
      oldest = (oldest + 1) % Self.limit
    }
  }

  /// Releases every kept layout.
  mutating func removeAll() {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts = [:]
    order = []
    oldest = 0
  }
}
