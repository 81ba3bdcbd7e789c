import CCairo
import Foundation
import Graphics

/// Draws `DrawCommand.shadow`: the shape's antialiased alpha mask, Gaussian-blurred, offset,
/// tinted and composited source-over through the current clip.
///
/// 1. The shape is filled (non-zero winding, the same antialiasing as `fill`) into an A8 surface at
///    the output scale, already moved by `offset × scale` pixels (blurring commutes with moving,
///    so a fractional offset is rasterised exactly instead of resampled). The surface covers the
///    shape's pixel bounds plus `radius = ceil(3σ)` pixels on every side (less only where that
///    lies more than `radius` outside the canvas or clip, where no visible pixel can reach), so
///    the blur never sees the canvas edge.
/// 2. The mask is blurred (`GaussianBlur`, σ = `sigma × scale` pixels) in `Float`.
/// 3. Only the part that can show (shape bounds + radius, within the canvas and the clip's
///    bounds) is rounded to an A8 mask. With `outsideOnly`, each value is first multiplied by
///    `1 − coverage` of the unmoved shape (its antialiased A8 mask): the interior is cut out.
/// 4. `cairo_mask_surface` paints `color` (straight alpha, so its alpha scales the mask) through
///    that mask at an integer pixel position, source-over, inside the current clip.
///
/// Steps 1 to 3 give the same mask for the same shadow wherever it is drawn at the same sub-pixel
/// phase (the states of a variant, a component in several fixtures), so finished masks are kept
/// (`ShadowMaskStore`) and a repeat skips straight to step 4.
enum ShadowRenderer {
  /// The largest blur buffer, in pixels (the same limit as a canvas).
  static let maxBufferPixels = BitmapRenderer.maxPixels

  /// The finished masks every draw shares. 6 MB finds every repeat the catalog has that a larger
  /// store would in `render` (306 of 504 shadows; a @3x card's mask is about 1 MB), 608 of 1,020
  /// in `check` (its sheets included), and keeps the 10x catalog's peak memory within `make
  /// bench`'s limits.
  static let masks = Locked(ShadowMaskStore(capacity: 6 << 20))

  /// Draws `shadow` on `cr`, whose matrix must be a uniform scale (the renderer's).
  /// `addPath` adds the shape's outline, in points, to a context.
  /// `cache` keeps finished masks for the next draw of the same shadow (nil: none).
  static func draw(
    _ shadow: Shadow, index: Int, cr: OpaquePointer, cache: Locked<ShadowMaskStore>? = masks,
    addPath: (OpaquePointer) -> Void
  ) throws(RenderError) {
    func fail(_ reason: String) -> RenderError {
      .invalidCommand(index: index, command: "shadow", reason: reason)
    }
    guard shadow.color.alpha > 0 else { return }  // e.g. elevation 0: nothing to draw

    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx > 0 else {
      throw fail("shadows need an unrotated, uniformly scaled context")
    }
    let scale = matrix.xx
    let sigma = shadow.sigma * scale
    guard sigma <= GaussianKernel.maxSigma else {
      throw fail(
        "sigma \(safeNumber(shadow.sigma))pt is \(safeNumber(sigma))px at this scale, "
          + "more than \(Int(GaussianKernel.maxSigma))px")
    }
    let kernel = GaussianKernel(sigma: sigma)
    let radius = kernel.radius
    let dx = shadow.offset.x * scale
    let dy = shadow.offset.y * scale
    guard let boxes = pixelBoxes(cr: cr, matrix: matrix, dx: dx, dy: dy, radius: radius, addPath: addPath) else {
      return
    }
    let (buffer, visible) = boxes
    guard buffer.width * buffer.height <= maxBufferPixels else {
      throw fail(
        "the shadow needs a \(buffer.width)x\(buffer.height)px blur buffer, more than \(maxBufferPixels) pixels")
    }

    let mask = try finishedMask(
      shadow, matrix: matrix, dx: dx, dy: dy, kernel: kernel, buffer: buffer, visible: visible, cache: cache,
      addPath: addPath)
    let maskSurface = try mask.surface()
    defer { cairo_surface_destroy(maskSurface) }

    // 4. Paint the colour through the mask, at integer device pixels, inside the current clip.
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let color = shadow.color
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
    cairo_mask_surface(cr, maskSurface, Double(visible.x0), Double(visible.y0))
    cairo_restore(cr)
  }

  /// Steps 1 to 3: the visible part's mask, from `cache` when the same shadow was drawn before
  /// (see `ShadowMaskKey` for what "the same" takes), else made and kept there.
  private static func finishedMask(
    _ shadow: Shadow, matrix: cairo_matrix_t, dx: Double, dy: Double, kernel: GaussianKernel, buffer: PixelBox,
    visible: PixelBox, cache: Locked<ShadowMaskStore>?, addPath: (OpaquePointer) -> Void
  ) throws(RenderError) -> ShadowMask {
    var moved = matrix
    moved.x0 += dx - Double(buffer.x0)
    moved.y0 += dy - Double(buffer.y0)
    var unmoved = matrix
    unmoved.x0 -= Double(visible.x0)
    unmoved.y0 -= Double(visible.y0)
    var key: ShadowMaskKey?
    if cache != nil {
      key = try maskKey(
        shadow, moved: moved, unmoved: unmoved, kernel: kernel, buffer: buffer, visible: visible, addPath: addPath)
    }
    func make() throws(RenderError) -> ShadowMask {
      // 1. The moved shape's coverage, 2. blurred.
      var blurred = try coverage(addPath, matrix: moved, width: buffer.width, height: buffer.height)
      GaussianBlur.blur(&blurred, width: buffer.width, height: buffer.height, kernel: kernel)
      // 3. The visible part as an A8 mask, interior cut out if asked.
      let cut: [Float]? =
        shadow.outsideOnly ? try coverage(addPath, matrix: unmoved, width: visible.width, height: visible.height) : nil
      return mask(of: blurred, buffer: buffer, visible: visible, cut: cut)
    }
    guard let key, let cache else { return try make() }
    // Workers take neighbouring entries (a variant's states) at once: the second to ask for a
    // mask being made waits for it rather than blurring it again.
    switch cache.withLock({ $0.claim(key) }) {
    case .found(let mask):
      return mask
    case .beingMade(let pending):
      if let mask = pending.wait() { return mask }
      return try make()  // its maker failed; try here (the same error, named at this draw)
    case .yours:
      do {
        let mask = try make()
        cache.withLock { $0.finish(key, with: mask) }?.finish(mask)
        return mask
      } catch {
        cache.withLock { $0.finish(key, with: nil) }?.finish(nil)
        throw error
      }
    }
  }

  /// The cache key of a shadow whose moved and unmoved shapes are drawn with these matrices; nil
  /// when Cairo cannot read a path back (the mask is then made without the cache).
  private static func maskKey(
    _ shadow: Shadow, moved: cairo_matrix_t, unmoved: cairo_matrix_t, kernel: GaussianKernel, buffer: PixelBox,
    visible: PixelBox, addPath: (OpaquePointer) -> Void
  ) throws(RenderError) -> ShadowMaskKey? {
    let scratch = try surface(CAIRO_FORMAT_A8, width: 1, height: 1)
    defer { cairo_surface_destroy(scratch) }
    guard let cr = cairo_create(scratch) else { return nil }
    defer { cairo_destroy(cr) }
    guard let shape = ShadowMaskKey.devicePath(addPath, matrix: moved, scratch: cr) else { return nil }
    var cut: [Double] = []
    if shadow.outsideOnly {
      guard let path = ShadowMaskKey.devicePath(addPath, matrix: unmoved, scratch: cr) else { return nil }
      cut = path
    }
    let relative = PixelBox(
      x0: visible.x0 - buffer.x0, y0: visible.y0 - buffer.y0, x1: visible.x1 - buffer.x0, y1: visible.y1 - buffer.y0)
    return ShadowMaskKey(
      shape: shape, cut: cut, outsideOnly: shadow.outsideOnly, bufferWidth: buffer.width,
      bufferHeight: buffer.height, visible: relative, sigma: kernel.sigma)
  }

  /// The blur buffer and the visible part of the shadow, in device pixels; nil when nothing can
  /// show (an empty shape, clip or visible part).
  private static func pixelBoxes(
    cr: OpaquePointer, matrix: cairo_matrix_t, dx: Double, dy: Double, radius: Int,
    addPath: (OpaquePointer) -> Void
  ) -> (buffer: PixelBox, visible: PixelBox)? {
    let scale = matrix.xx
    // The shape's bounds in device pixels, moved by the offset.
    addPath(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    var (ux1, uy1, ux2, uy2) = (0.0, 0.0, 0.0, 0.0)
    cairo_fill_extents(cr, &ux1, &uy1, &ux2, &uy2)
    cairo_new_path(cr)
    guard ux2 > ux1, uy2 > uy1 else { return nil }  // an empty shape fills nothing: no shadow
    let shape = (
      x1: ux1 * scale + matrix.x0 + dx, y1: uy1 * scale + matrix.y0 + dy,
      x2: ux2 * scale + matrix.x0 + dx, y2: uy2 * scale + matrix.y0 + dy
    )

    // Where anything can show: the canvas within the clip's bounds.
    let target = cairo_get_target(cr)
    let canvasWidth = Int(cairo_image_surface_get_width(target))
    let canvasHeight = Int(cairo_image_surface_get_height(target))
    var (cx1, cy1, cx2, cy2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
    func pixel(_ v: Double, _ rule: FloatingPointRoundingRule, _ limit: Int) -> Int {
      v.isNaN ? 0 : Int(min(max(v.rounded(rule), 0), Double(limit)))
    }
    let clip = PixelBox(
      x0: pixel(cx1 * scale + matrix.x0, .down, canvasWidth),
      y0: pixel(cy1 * scale + matrix.y0, .down, canvasHeight),
      x1: pixel(cx2 * scale + matrix.x0, .up, canvasWidth),
      y1: pixel(cy2 * scale + matrix.y0, .up, canvasHeight))
    guard !clip.isEmpty else { return nil }

    // Shape pixels farther than 2 radii outside the clip box cannot affect what shows; clamping
    // the bounds there keeps the integer arithmetic small for huge shapes.
    let reach = Double(2 * radius + 1)
    func clamped(_ v: Double, _ lo: Int, _ hi: Int) -> Double {
      min(max(v, Double(lo) - reach), Double(hi) + reach)
    }
    let shapeBox = PixelBox(
      x0: Int(clamped(shape.x1, clip.x0, clip.x1).rounded(.down)),
      y0: Int(clamped(shape.y1, clip.y0, clip.y1).rounded(.down)),
      x1: Int(clamped(shape.x2, clip.x0, clip.x1).rounded(.up)),
      y1: Int(clamped(shape.y2, clip.y0, clip.y1).rounded(.up)))
    let visible = shapeBox.outset(radius).intersection(clip)
    guard !visible.isEmpty else { return nil }
    // Every shape pixel within `radius` of a visible pixel, and the visible pixels themselves.
    let buffer = visible.outset(radius).intersection(shapeBox.outset(radius))
    return (buffer, visible)
  }

  /// The blurred values' visible part rounded to a new A8 mask, each multiplied by
  /// `1 − cut / 255` first when `cut` (the unmoved shape's coverage) is given.
  private static func mask(of blurred: [Float], buffer: PixelBox, visible: PixelBox, cut: [Float]?) -> ShadowMask {
    let mask = ShadowMask(width: visible.width, height: visible.height)
    let maskData = mask.bytes
    let maskStride = mask.stride
    let cutValues = cut ?? []
    blurred.withUnsafeBufferPointer { values in
      cutValues.withUnsafeBufferPointer { cutBuffer in
        for y in 0..<visible.height {
          let source =
            values.baseAddress! + (y + visible.y0 - buffer.y0) * buffer.width
            + (visible.x0 - buffer.x0)
          let row = maskData + y * maskStride
          if cut != nil, let cutRow = cutBuffer.baseAddress.map({ $0 + y * visible.width }) {
            // Inside the shape (cut 255) the product is 0: no float work for the card's interior.
            for x in 0..<visible.width {
              row[x] = cutRow[x] == 255 ? 0 : quantize(source[x] * ((255 - cutRow[x]) / 255))
            }
          } else {
            for x in 0..<visible.width { row[x] = quantize(source[x]) }
          }
        }
      }
    }
    return mask
  }

  /// Rounds a blurred coverage (0...255) to the nearest byte.
  @inline(__always)
  static func quantize(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 255) + 0.5) }

  /// The shape's antialiased coverage (0...255) as `Float`s, `width × height` pixels, drawn with
  /// `matrix` (points to the buffer's pixels).
  private static func coverage(
    _ addPath: (OpaquePointer) -> Void, matrix: cairo_matrix_t, width: Int, height: Int
  ) throws(RenderError) -> [Float] {
    let surface = try surface(CAIRO_FORMAT_A8, width: width, height: height)
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { throw .cairo("could not create a context") }
    defer { cairo_destroy(cr) }
    var matrix = matrix
    cairo_set_matrix(cr, &matrix)
    addPath(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
    try check(cairo_status(cr))
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .cairo("A8 surface has no pixel data")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // Not zeroed first: every value is written below (the zeroing was 2% of a failing check).
    return [Float](unsafeUninitializedCapacity: width * height) { out, count in
      count = 0
      guard let base = out.baseAddress else { return }
      for y in 0..<height {
        let row = data + y * stride
        let target = base + y * width
        for x in 0..<width { target[x] = Float(row[x]) }
      }
      count = width * height
    }
  }

  private static func surface(
    _ format: cairo_format_t, width: Int, height: Int
  ) throws(RenderError) -> OpaquePointer {
    guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
      throw .cairo("could not create a \(width)x\(height) surface")
    }
    let status = cairo_surface_status(surface)
    if status != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(surface)
      try check(status)
    }
    return surface
  }

  private static func check(_ status: cairo_status_t) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(
        cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
    }
  }
}
