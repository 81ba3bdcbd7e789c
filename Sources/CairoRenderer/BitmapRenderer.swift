import CCairo
import Foundation
import Graphics
import PNG

/// Draws display lists into straight-alpha RGBA bitmaps with Cairo and Pango.
///
/// Text is laid out exactly as `PangoTextMeasurer` measures it (same session settings, layouts made
/// in the unscaled 72-dpi context); the pixel scale is applied only by the Cairo transformation,
/// so with hint metrics off and unrounded glyph positions a @3x image is the @1x picture scaled.
///
/// Safe to use from several threads at once: each `render` call checks out its own Pango session.
public struct BitmapRenderer: Sendable {
  /// Largest image side, in pixels (`Bitmap.maxSide`, which the PNG codec holds to as well).
  public static let maxSide = Bitmap.maxSide
  /// Largest image area, in pixels (`Bitmap.maxPixels`).
  public static let maxPixels = Bitmap.maxPixels
  public static let maxScale = 16

  public let library: FontLibrary
  /// Where finished shadow masks are kept for the next draw of the same shadow (nil: none; the
  /// tests compare cached draws with uncached ones).
  var shadowMasks: Locked<ShadowMaskStore>? = ShadowRenderer.masks

  public init(library: FontLibrary) { self.library = library }

  /// A renderer on `FontLibrary.shared()`.
  public init() throws { self.library = try FontLibrary.shared() }

  /// The measurer whose metrics this renderer's text drawing matches.
  public var measurer: PangoTextMeasurer { PangoTextMeasurer(library: library) }

  /// The image size for a canvas of `size` points at `scale`: `ceil(size × scale)` per side.
  /// Throws for non-finite, empty or oversized canvases, before anything is allocated.
  public static func pixelSize(of size: Size, scale: Int) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard (1...maxScale).contains(scale) else { throw .invalidScale(scale) }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidCanvas(size)
    }
    let w = (size.width * Double(scale)).rounded(.up)
    let h = (size.height * Double(scale)).rounded(.up)
    guard w <= Double(maxSide), h <= Double(maxSide) else {
      throw .canvasTooLarge(
        width: Int(min(w, Double(Int32.max))), height: Int(min(h, Double(Int32.max))))
    }
    let (width, height) = (Int(w), Int(h))
    guard width * height <= maxPixels else { throw .canvasTooLarge(width: width, height: height) }
    return (width, height)
  }

  /// Renders `list` at `scale` pixels per point on a transparent background.
  public func render(_ list: DisplayList, scale: Int) throws -> Bitmap {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    try Self.validate(list)
    // Cairo draws straight into the bitmap's own buffer, which is then converted in place: one
    // full-size buffer per image instead of two, which matters for 30-megapixel sheets and
    // halves the page faults of every render. `draw` clears it first.
    let count = width * height * 4
    var failure: (any Error)?
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      do {
        try draw(list, scale: scale, width: width, height: height, into: UnsafeMutableRawPointer(buffer.baseAddress!))
        Self.unpremultiplyInPlace(UnsafeMutableRawPointer(buffer.baseAddress!), count: width * height)
      } catch {
        failure = error
        buffer.initialize(repeating: 0)
      }
      initialized = count
    }
    if let failure { throw failure }
    return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
  }

  /// The `pixelHash` of `render(list, scale:)`, drawn `rows` pixel rows at a time into one
  /// reused buffer: the same value without holding the whole image (a 30-megapixel sheet is
  /// 120 MB). Each strip is the whole picture moved up by a whole number of pixels, which Cairo
  /// rasterises exactly as the same rows of the whole (paths in fixed point, glyphs at rounded
  /// pixel positions, shadows blurred from the shape around the strip); commands that cannot reach
  /// a strip are skipped. A caller that needs certainty compares against a known hash and falls
  /// back to `render` when they differ (`check` does).
  public func pixelHash(_ list: DisplayList, scale: Int, rows: Int = 256) throws -> String {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    var hasher = ContentHasher(seed: UInt64(width) << 32 | UInt64(height))
    try strips(list, scale: scale, rows: rows) { pixels, count in
      hasher.update(UnsafeRawBufferPointer(start: pixels, count: width * count * 4))
    }
    return hasher.finalize()
  }

  /// `PNGEncoder.encode(render(list, scale:))`, drawn and compressed in strips of `rows` pixel
  /// rows: the same bytes without holding the whole picture (how `sheet` writes its PNGs).
  public func renderPNG(_ list: DisplayList, scale: Int, rows: Int = 256) throws -> [UInt8] {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    return try PNGEncoder.encodeRows(width: width, height: height) { emit in
      try strips(list, scale: scale, rows: rows, emit)
    }
  }

  /// Draws `list` strip by strip into one reused buffer and hands each strip's straight RGBA
  /// rows (and their count) to `body`, top to bottom. Culled as `pixelHash` says: a caller that
  /// needs certainty checks the result against a whole render or a known hash.
  public func strips(
    _ list: DisplayList, scale: Int, rows: Int, _ body: (UnsafeRawPointer, Int) throws -> Void
  ) throws {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    try Self.validate(list)
    let strip = max(1, min(rows, height))
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: width * strip * 4, alignment: 16)
    defer { buffer.deallocate() }
    var top = 0
    while top < height {
      let count = min(strip, height - top)
      try draw(list, scale: scale, width: width, height: count, into: buffer, top: top)
      Self.unpremultiplyInPlace(buffer, count: width * count)
      try body(buffer, count)
      top += count
    }
  }

  /// Draws `list` into `data`, an ARGB32 buffer of `width × height` pixels (stride `width × 4`,
  /// which is Cairo's own stride for ARGB32 at any width), clearing it first. With `top`, the
  /// buffer holds the picture's pixel rows from `top` on (a strip), and commands wholly above or
  /// below it are skipped.
  func draw(
    _ list: DisplayList, scale: Int, width: Int, height: Int, into data: UnsafeMutableRawPointer, top: Int? = nil
  ) throws {
    do {
      try drawOnce(list, scale: scale, width: width, height: height, into: data, top: top)
    } catch FontError.faceNotDrawable {
      // Cairo failed on a face (now and then under load): once more, from a clear buffer, on
      // fresh sessions (`FontLibrary.withSession` dropped the broken ones).
      try drawOnce(list, scale: scale, width: width, height: height, into: data, top: top)
    }
  }

  private func drawOnce(
    _ list: DisplayList, scale: Int, width: Int, height: Int, into data: UnsafeMutableRawPointer, top: Int?
  ) throws {
    guard
      let surface = cairo_image_surface_create_for_data(
        data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
    else { throw RenderError.cairo("could not create a \(width)x\(height) surface") }
    defer { cairo_surface_destroy(surface) }
    try Self.check(cairo_surface_status(surface))
    guard let cr = cairo_create(surface) else { throw RenderError.cairo("could not create a context") }
    defer { cairo_destroy(cr) }
    // A CLEAR paint zeroes the buffer and tells Cairo the surface is clear, as it knows for a
    // surface it allocated itself: it then composites the first layers onto nothing exactly as
    // before (without this, opacity layers rounded 1 px differently in 31 catalog images).
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    // A strip: the picture moved up by whole pixels; in points, the rows it shows.
    var visible: ClosedRange<Double>?
    if let top {
      cairo_translate(cr, 0, -Double(top))
      visible = Double(top) / Double(scale)...Double(top + height) / Double(scale)
    }
    cairo_scale(cr, Double(scale), Double(scale))

    try library.withSession { session in
      var opacities: [Double] = []  // open opacity layers, innermost last
      for (index, command) in list.commands.enumerated() {
        if let visible, let reach = command.verticalReach,
          reach.upperBound < visible.lowerBound || reach.lowerBound > visible.upperBound
        {
          continue
        }
        switch command {
        case .pushOpacity(let opacity):
          opacities.append(opacity)
          cairo_push_group(cr)
        case .popOpacity:
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
        default:
          try draw(command, index: index, cr: cr, session: session)
        }
      }
    }
    try Self.check(cairo_status(cr))
    cairo_surface_flush(surface)
  }
}
