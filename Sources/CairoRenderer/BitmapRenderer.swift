import CCairo
import Foundation
import Graphics

/// Draws display lists into straight-alpha RGBA bitmaps with Cairo and Pango.
///
/// Text is laid out exactly as `PangoTextMeasurer` measures it (same session settings, layouts made
/// in the unscaled 72-dpi context); the pixel scale is applied only by the Cairo transformation,
/// so with hint metrics off and unrounded glyph positions a @3x image is the @1x picture scaled.
///
/// Safe to use from several threads at once: each `render` call checks out its own Pango session.
public struct BitmapRenderer: Sendable {
  /// Largest image side, in pixels.
  public static let maxSide = 16_384
  /// Largest image area, in pixels (64 Mpx, 256 MiB of RGBA).
  public static let maxPixels = 64 * 1_048_576
  public static let maxScale = 16

  public let library: FontLibrary

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

  // MARK: Commands

  /// Draws one command on any Cairo context (image, PDF, SVG) whose matrix maps points to the
  /// device. `.shadow` commands go to `drawShadow` when given (vector surfaces, which have no
  /// pixels to blur), otherwise to `ShadowRenderer` on the context's image target.
  func draw(
    _ command: DrawCommand, index: Int, cr: OpaquePointer, session: FontSession,
    drawShadow: ((Shadow, Int, OpaquePointer) throws -> Void)? = nil
  ) throws {
    switch command {
    case .fill(let shape, let color):
      Self.addPath(shape, cr)
      Self.setSource(color, cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
    case .stroke(let shape, let color, let width):
      Self.addPath(shape, cr)
      Self.setSource(color, cr)
      cairo_set_line_width(cr, width)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
      cairo_set_miter_limit(cr, 10)
      cairo_stroke(cr)
    case .shadow(let shadow):
      if let drawShadow {
        try drawShadow(shadow, index, cr)
      } else {
        try ShadowRenderer.draw(shadow, index: index, cr: cr) { Self.addPath(shadow.shape, $0) }
      }
    case .pushClip(let shape):
      cairo_save(cr)
      Self.addPath(shape, cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    case .popClip:
      cairo_restore(cr)
    case .pushOpacity, .popOpacity:
      break  // handled by `render`, which keeps the stack of open layers
    case .text(let run):
      let layout = try session.makeLayout(
        run.text, font: run.font, wrapWidth: run.wrapWidth,
        truncation: run.truncation.map { (run.frame.width, $0) })
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      Self.setSource(run.color, cr)
      cairo_move_to(
        cr, run.frame.x - Double(logical.x) / FontSession.scale,
        run.frame.y - Double(logical.y) / FontSession.scale)
      pango_cairo_show_layout(cr, layout)
    case .glyph(let run):
      try drawGlyph(run, index: index, cr: cr, session: session)
    }
    try Self.check(cairo_status(cr))
  }

  /// Draws one icon glyph so the font's em square fills the frame: font size = frame height,
  /// em square's left edge at the glyph origin (centred if the frame is not square), and its top
  /// edge `ascender / unitsPerEm × size` above the baseline. Material Icons has unitsPerEm 512,
  /// ascender 512, descender 0: the em square is [0, 512] above the baseline, so the baseline is
  /// the frame's bottom edge, and one unit of the 24-unit design grid is `size / 24`.
  private func drawGlyph(
    _ run: GlyphRun, index: Int, cr: OpaquePointer, session: FontSession
  ) throws {
    guard let scalar = Unicode.Scalar(run.codepoint) else {
      throw RenderError.invalidCommand(
        index: index, command: "glyph \(run.name)", reason: "U+\(run.codepoint.codePointHex) is not a character")
    }
    var font = run.font
    font.size = run.frame.height
    let check = try session.check(font)
    guard check.ascenderPerEm > 0 else {
      throw FontError.pangoFailure("no ascender metrics for \(quoted(font.family))")
    }
    let layout = try session.makeLayout(String(Character(scalar)), font: font, wrapWidth: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
      let data = runs.pointee.data
    else { throw FontError.pangoFailure("no glyph run for icon \(quoted(run.name))") }
    let glyphItem = data.assumingMemoryBound(to: PangoGlyphItem.self)
    guard let item = glyphItem.pointee.item, let pangoFont = item.pointee.analysis.font,
      let glyphs = glyphItem.pointee.glyphs
    else { throw FontError.pangoFailure("no glyph run for icon \(quoted(run.name))") }
    Self.setSource(run.color, cr)
    cairo_move_to(
      cr, run.frame.x + (run.frame.width - font.size) / 2,
      run.frame.y + font.size * check.ascenderPerEm)
    pango_cairo_show_glyph_string(cr, pangoFont, glyphs)
  }

  static func setSource(_ color: Color, _ cr: OpaquePointer) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  static func addPath(_ shape: Shape, _ cr: OpaquePointer) {
    cairo_new_path(cr)
    switch shape {
    case .rect(let r):
      cairo_rectangle(cr, r.x, r.y, r.width, r.height)
    case .roundedRect(let r, let radii):
      let limit = min(r.width, r.height) / 2
      func clamp(_ v: Double) -> Double { min(max(v, 0), limit) }
      let (tl, tr, br, bl) = (
        clamp(radii.topLeft), clamp(radii.topRight), clamp(radii.bottomRight),
        clamp(radii.bottomLeft)
      )
      let half = Double.pi / 2
      cairo_new_sub_path(cr)
      arc(cr, r.maxX - tr, r.minY + tr, tr, -half, 0)
      arc(cr, r.maxX - br, r.maxY - br, br, 0, half)
      arc(cr, r.minX + bl, r.maxY - bl, bl, half, 2 * half)
      arc(cr, r.minX + tl, r.minY + tl, tl, 2 * half, 3 * half)
      cairo_close_path(cr)
    case .path(let path):
      for element in path.elements {
        switch element {
        case .move(let p): cairo_move_to(cr, p.x, p.y)
        case .line(let p): cairo_line_to(cr, p.x, p.y)
        case .cubic(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        case .close: cairo_close_path(cr)
        }
      }
    }
  }

  /// A circular corner; a zero radius is the corner point itself.
  private static func arc(
    _ cr: OpaquePointer, _ x: Double, _ y: Double, _ radius: Double, _ a0: Double, _ a1: Double
  ) {
    if radius > 0 { cairo_arc(cr, x, y, radius, a0, a1) } else { cairo_line_to(cr, x, y) }
  }

  static func check(_ status: cairo_status_t) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
    }
  }

  // MARK: Validation

  /// Rejects non-finite geometry and unbalanced or crossed clips and opacity layers before
  /// anything is drawn.
  static func validate(_ list: DisplayList) throws(RenderError) {
    var open: [String] = []  // "clip" or "opacity", innermost last
    for (index, command) in list.commands.enumerated() {
      func fail(_ reason: String) -> RenderError {
        .invalidCommand(index: index, command: command.kind, reason: reason)
      }
      switch command {
      case .fill(let shape, _):
        if let problem = shape.problem { throw fail(problem) }
      case .stroke(let shape, _, let width):
        if let problem = shape.problem { throw fail(problem) }
        guard width.isFinite, width > 0 else { throw fail("stroke width \(width) must be finite and positive") }
      case .pushClip(let shape):
        if let problem = shape.problem { throw fail(problem) }
        open.append("clip")
      case .popClip:
        guard open.last == "clip" else { throw .unbalancedClip(index: index, reason: "end-clip without a clip") }
        open.removeLast()
      case .pushOpacity(let opacity):
        guard opacity.isFinite, (0...1).contains(opacity) else {
          throw fail("opacity \(safeNumber(opacity)) must be within 0...1")
        }
        open.append("opacity")
      case .popOpacity:
        guard open.last == "opacity" else {
          throw .unbalancedClip(index: index, reason: "end-opacity without an opacity layer")
        }
        open.removeLast()
      case .text(let run):
        if let problem = run.frame.problem { throw fail(problem) }
      case .glyph(let run):
        if let problem = run.frame.problem { throw fail(problem) }
        guard run.frame.height > 0 else { throw fail("glyph frame has no height") }
      case .shadow(let shadow):
        if let problem = shadow.shape.problem { throw fail(problem) }
        guard shadow.sigma.isFinite, shadow.sigma >= 0 else {
          throw fail("shadow sigma \(safeNumber(shadow.sigma)) must be finite and not negative")
        }
        guard shadow.offset.x.isFinite, shadow.offset.y.isFinite else {
          throw fail("shadow offset has non-finite coordinates")
        }
      }
    }
    if !open.isEmpty {
      throw .unbalancedClip(index: list.commands.count, reason: "\(open.count) clip(s) or opacity layer(s) never ended")
    }
  }

  // MARK: Pixels

  /// Converts `count` pixels of Cairo's premultiplied native-endian ARGB32 into straight-alpha
  /// RGBA bytes, in place (each pixel is read whole before its bytes are written). Four pixels
  /// at a time when all four are opaque (a byte swap) or all clear; the rest one by one.
  static func unpremultiplyInPlace(_ data: UnsafeMutableRawPointer, count: Int) {
    var i = 0
    while i &+ 4 <= count {
      let offset = i &* 4
      let v = data.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
      if v &>> 24 == SIMD4(repeating: 255) {
        // Opaque: ARGB as a little-endian word is B, G, R, A in memory; RGBA swaps R and B.
        let swapped = (v & 0xFF00_FF00) | (v &>> 16 & 0xFF) | ((v & 0xFF) &<< 16)
        data.storeBytes(of: swapped, toByteOffset: offset, as: SIMD4<UInt32>.self)
      } else if v != .zero {
        for k in 0..<4 { unpremultiply(data, offset: offset &+ k &* 4) }
      }
      i &+= 4
    }
    while i < count {
      unpremultiply(data, offset: i &* 4)
      i &+= 1
    }
  }

  @inline(__always)
  private static func unpremultiply(_ data: UnsafeMutableRawPointer, offset: Int) {
    let p = data.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    let a = p >> 24
    if a == 0 {
      // Premultiplied, so the colour is 0 too; cleared anyway in case Cairo ever leaves bits.
      if p != 0 { data.storeBytes(of: 0, toByteOffset: offset, as: UInt32.self) }
      return
    }
    var r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF
    if a != 255 {
      let row = Int(a) &<< 8
      r = UInt32(straight[row | Int(r)])
      g = UInt32(straight[row | Int(g)])
      b = UInt32(straight[row | Int(b)])
    }
    data.storeBytes(of: UInt32(littleEndian: r | g << 8 | b << 16 | a << 24), toByteOffset: offset, as: UInt32.self)
  }

  /// `straight[a << 8 | c]`: the straight-alpha value of premultiplied channel `c` at alpha `a`,
  /// min(255, round(c * 255 / a)) as the division gave it, looked up instead of divided.
  private static let straight: [UInt8] = (0..<65536).map { i in
    let a = i >> 8, c = i & 0xFF
    return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
  }
}

extension DrawCommand {
  /// The rows (in points) a command can change, generously (antialiasing, miters, ink outside a
  /// text frame, blur); nil for clips, opacity layers and free paths, which are always drawn.
  fileprivate var verticalReach: ClosedRange<Double>? {
    // Nil (always drawn) for anything not finite and ordered.
    func rows(_ r: Rect, _ margin: Double, dy: Double = 0) -> ClosedRange<Double>? {
      let (low, high) = (r.minY + dy - margin, r.maxY + dy + margin)
      return low <= high ? low...high : nil
    }
    func span(_ shape: Shape, _ margin: Double, dy: Double = 0) -> ClosedRange<Double>? {
      switch shape {
      case .rect(let r), .roundedRect(let r, _): rows(r, margin, dy: dy)
      case .path: nil
      }
    }
    switch self {
    case .fill(let shape, _): return span(shape, 1)
    case .stroke(let shape, _, let width): return span(shape, 5 * width + 1)
    case .text(let run): return rows(run.frame, run.frame.height + 2)
    case .glyph(let run): return rows(run.frame, run.frame.height + 2)
    case .shadow(let shadow): return span(shadow.shape, 3 * shadow.sigma + 2, dy: shadow.offset.y)
    case .pushClip, .popClip, .pushOpacity, .popOpacity: return nil
    }
  }

  fileprivate var kind: String {
    switch self {
    case .fill: "fill"
    case .stroke: "stroke"
    case .text(let run): "text \(quoted(abbreviated(run.text, limit: 30)))"
    case .glyph(let run): "glyph \(run.name)"
    case .shadow: "shadow"
    case .pushClip: "clip"
    case .popClip: "end-clip"
    case .pushOpacity: "opacity"
    case .popOpacity: "end-opacity"
    }
  }
}

extension Rect {
  fileprivate var problem: String? {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
      return "rectangle has non-finite coordinates"
    }
    guard width >= 0, height >= 0 else { return "rectangle has a negative size" }
    return nil
  }
}

extension Shape {
  fileprivate var problem: String? {
    switch self {
    case .rect(let r): return r.problem
    case .roundedRect(let r, let radii):
      if let p = r.problem { return p }
      let all = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
      guard all.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        return "corner radii must be finite and not negative"
      }
      return nil
    case .path(let path):
      for element in path.elements {
        let points: [Point]
        switch element {
        case .move(let p), .line(let p): points = [p]
        case .cubic(let a, let b, let c): points = [a, b, c]
        case .close: points = []
        }
        if !points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
          return "path has non-finite points"
        }
      }
      return nil
    }
  }
}
