import CCairo
import Foundation
import Graphics

/// A shadow's finished mask: the visible part's blurred coverage rounded to A8 (interior cut out
/// when asked), which `ShadowRenderer` paints the shadow's colour through. Immutable once made:
/// each draw wraps the bytes in its own Cairo surface, so threads can share one mask.
final class ShadowMask: @unchecked Sendable {
  let width: Int
  let height: Int
  /// Bytes per row, Cairo's stride for an A8 image of `width`.
  let stride: Int
  /// `stride × height` bytes, zeroed when made (row padding included).
  let bytes: UnsafeMutablePointer<UInt8>
  /// Whether `bytes` are pages of their own (`mmap`) rather than from the heap.
  private let mapped: Bool

  /// Masks from this size on get pages of their own: a kept mask in the middle of the heap
  /// would stop the allocator from reusing or returning the space around it (with a 16 MB
  /// cache in the heap, the 10x catalog's peak grew by 22 MB), and unmapped pages go back to the
  /// kernel as soon as the mask is dropped.
  static let mappedFrom = 64 << 10

  /// A zeroed mask of `width × height` pixels (both at least 1).
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
    let count = stride * height
    if count >= Self.mappedFrom,
      let pages = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      pages != MAP_FAILED
    {
      bytes = pages.bindMemory(to: UInt8.self, capacity: count)  // fresh anonymous pages are zero
      mapped = true
    } else {
      bytes = .allocate(capacity: count)
      bytes.initialize(repeating: 0, count: count)
      mapped = false
    }
  }

  deinit {
    if mapped { munmap(bytes, byteCount) } else { bytes.deallocate() }
  }

  /// The mask's bytes (`stride × height`).
  var byteCount: Int { stride * height }

  /// What the mask holds in memory, in bytes (what the cache counts): mapped masks in whole pages.
  var footprint: Int { mapped ? (byteCount + 4095) & ~4095 : byteCount }

  /// An A8 Cairo surface over the bytes (caller destroys it; the mask must outlive it). The
  /// surface only reads them: Cairo composites from it and never writes.
  func surface() throws(RenderError) -> OpaquePointer {
    guard
      let surface = cairo_image_surface_create_for_data(
        bytes, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
    else { throw .cairo("could not create a \(width)x\(height) mask surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
    }
    return surface
  }
}

/// Everything a shadow's mask depends on, exactly, so equal keys give identical masks.
///
/// The mask is a function of: the coverage Cairo rasterises for the moved shape in a fresh
/// buffer (its fixed-point device path relative to the buffer's integer origin, which keeps the
/// sub-pixel phase, and the buffer's size); the kernel (σ in pixels); which part of the buffer
/// shows (the visible box relative to the buffer); and with `outsideOnly`, the coverage of the
/// unmoved shape relative to the visible box's origin. The scale, the offset and the shape in
/// points enter only through those paths and σ, so one shape drawn at whole-pixel distances
/// apart (another fixture, another state of a variant) shares one entry. The colour is not part
/// of it: it is applied when the mask is painted.
struct ShadowMaskKey: Hashable, Sendable {
  /// The moved shape's path as Cairo fills it (`devicePath`), relative to the buffer's origin.
  var shape: [Double]
  /// The unmoved shape's path relative to the visible box's origin; empty without `outsideOnly`.
  var cut: [Double]
  var outsideOnly: Bool
  var bufferWidth: Int
  var bufferHeight: Int
  /// The visible box, relative to the buffer's origin.
  var visible: PixelBox
  /// The blur's σ, in pixels (the kernel is made from it alone).
  var sigma: Double

  /// `addPath` as Cairo holds it under `matrix`: each segment's kind, then its points, in device
  /// pixels. Cairo keeps a path in fixed point once built, so reading it back under the identity
  /// matrix gives those fixed-point values exactly; the fill rasterises these and nothing else
  /// (arcs are already split into curves by then, with the matrix's scale). Nil if Cairo fails.
  static func devicePath(
    _ addPath: (OpaquePointer) -> Void, matrix: cairo_matrix_t, scratch cr: OpaquePointer
  ) -> [Double]? {
    var moved = matrix
    cairo_set_matrix(cr, &moved)
    addPath(cr)
    cairo_identity_matrix(cr)
    defer { cairo_new_path(cr) }
    guard let path = cairo_copy_path(cr) else { return nil }
    defer { cairo_path_destroy(path) }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return nil }
    let count = Int(path.pointee.num_data)
    var values: [Double] = []
    values.reserveCapacity(count * 2)
    var i = 0
    while i < count {
      let header = data[i].header
      let length = Int(header.length)
      guard length >= 1, i + length <= count else { return nil }
      values.append(Double(header.type.rawValue))
      for p in 1..<length {
        values.append(data[i + p].point.x)
        values.append(data[i + p].point.y)
      }
      i += length
    }
    return values
  }
}
