import CCairo
import Foundation
import Graphics
import PNG

/// A vector file format Cairo writes itself.
public enum VectorFormat: String, CaseIterable, Sendable {
  case pdf
  case svg
}

/// Draws display lists into PDF or SVG documents through Cairo's own surfaces
/// (`cairo_pdf_surface_create_for_stream`, `cairo_svg_surface_create_for_stream`), a page of
/// `list.size` points (several in one PDF for a sheet split into pages), with the same command
/// drawing as `BitmapRenderer`.
///
/// Fills, strokes, clips, text and icon glyphs stay vectors (fonts are embedded as subsets by
/// Cairo). Shadows cannot: `DrawCommand.shadow` is an exact Gaussian blur of pixels. Each shadow is
/// rasterised by `ShadowRenderer` (the same code as PNGs) into an image at `shadowScale` pixels
/// per point, covering the shadow's reach (shape + offset + 3σ) on a whole-point grid, and that
/// image is embedded, scaled to points, inside the current clip: the PDF holds an image XObject
/// whose alpha is an `/SMask` (soft mask), the SVG an `<image>` with a PNG that has alpha.
/// The blur therefore looks exactly as in a PNG at that scale, and softens when zoomed past it.
///
/// The output is deterministic for a given Cairo version except for Cairo's own producer string;
/// the PDF creation date is pinned.
public struct VectorRenderer: Sendable {
  public let library: FontLibrary
  /// Pixels per point of embedded shadow masks (2 = 144 dpi). A blur has no detail finer than
  /// its σ (the seeds' smallest is 0.66 pt, 1.3 px here): at 288 dpi the masks looked the same
  /// zoomed to 400% (pdftoppm), and took four times the pixels, half of a catalog's sheet time.
  public var shadowScale: Int

  /// Largest page side in points (Cairo's 24.8 fixed point reaches about 8 million).
  public static let maxSide = 1_000_000.0
  /// Largest side of a Cairo image surface.
  static let maxMaskSide = 32_767

  public init(library: FontLibrary, shadowScale: Int = 2) {
    self.library = library
    self.shadowScale = max(1, min(shadowScale, BitmapRenderer.maxScale))
  }

  /// A renderer on `FontLibrary.shared()`.
  public init(shadowScale: Int = 2) throws {
    self.init(library: try FontLibrary.shared(), shadowScale: shadowScale)
  }

  /// The document bytes for `list`.
  public func render(_ list: DisplayList, format: VectorFormat) throws -> [UInt8] {
    try render(pages: [list], format: format)
  }

  /// One PDF of several pages, each its list's size (a sheet split into pages). SVG has no pages:
  /// it takes exactly one list.
  public func render(pages: [DisplayList], format: VectorFormat) throws -> [UInt8] {
    guard let list = pages.first, format == .pdf || pages.count == 1 else {
      throw RenderError.cairo("an SVG holds exactly one page, given \(pages.count)")
    }
    // Finite and non-empty like a bitmap, but no pixel limit: a page is bounded only by Cairo's
    // fixed-point coordinates, far beyond any sheet.
    for page in pages {
      let size = page.size
      guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        throw RenderError.invalidCanvas(size)
      }
      guard size.width <= Self.maxSide, size.height <= Self.maxSide else {
        throw RenderError.pageTooLarge(size)
      }
      try BitmapRenderer.validate(page)
    }
    let sink = ByteSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        .bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let surface: OpaquePointer?
    switch format {
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(write, closure, list.size.width, list.size.height)
      if let surface {
        // A fixed date: the same sheet gives the same PDF whenever it is made.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "specsheet")
      }
    case .svg:
      surface = cairo_svg_surface_create_for_stream(write, closure, list.size.width, list.size.height)
      if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER) }
    }
    guard let surface else { throw RenderError.cairo("could not create a \(format.rawValue) surface") }
    do {
      try withExtendedLifetime(sink) {
        try BitmapRenderer.check(cairo_surface_status(surface))
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("could not create a context") }
        defer { cairo_destroy(cr) }
        // Text work throughout, alone: embedding the fonts (at each page, at the end, and when an
        // opacity group is replayed) reads their faces, and the pages name fonts as they draw.
        // Sheets are few: one worker at a time costs little here.
        try TextLock.shared.with(alone: true) {
          for (index, page) in pages.enumerated() {
            // Each page its own size, set before anything is drawn on it (the first is the surface's).
            if index > 0 { cairo_pdf_surface_set_size(surface, page.size.width, page.size.height) }
            try draw(page, into: cr)
            cairo_show_page(cr)
          }
          try BitmapRenderer.check(cairo_status(cr))
          cairo_surface_finish(surface)
        }
        try BitmapRenderer.check(cairo_surface_status(surface))
      }
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_destroy(surface)
    return format == .svg ? Self.renumberingProcessIDs(sink.bytes) : sink.bytes
  }

  /// Cairo names SVG surfaces and images after process-wide counters (`surface12`, `image340`),
  /// so the same sheet gets other ids after other work in the process. Renumber them in order
  /// of first appearance, so the same input always gives the same bytes.
  static func renumberingProcessIDs(_ bytes: [UInt8]) -> [UInt8] {
    // Only ids and references to them (`id="image3"`, `href="#image3"`), never base64 data: one
    // pass over the bytes (a Regex over the 4 MB text of a large sheet took a fifth of its time).
    let kinds: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]
    let idPrefix = Array(#"id=""#.utf8)
    let (hash, quote) = (UInt8(ascii: "#"), UInt8(ascii: "\""))
    var numbers: [[UInt8]: [ArraySlice<UInt8>: Int]] = [:]
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    func starts(_ prefix: [UInt8], at i: Int) -> Bool {
      i + prefix.count <= bytes.count && bytes[i..<(i + prefix.count)].elementsEqual(prefix)
    }
    var i = 0
    while i < bytes.count {
      let lead = starts(idPrefix, at: i) ? idPrefix.count : bytes[i] == hash ? 1 : 0
      if lead > 0, let kind = kinds.first(where: { starts($0, at: i + lead) }) {
        let digits = i + lead + kind.count
        var end = digits
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        if end > digits, end < bytes.count, bytes[end] == quote {
          let old = bytes[digits..<end]
          let number =
            numbers[kind, default: [:]][old]
            ?? {
              let next = (numbers[kind]?.count ?? 0) + 1
              numbers[kind, default: [:]][old] = next
              return next
            }()
          output += bytes[i..<digits]
          output += Array(String(number).utf8)
          output.append(quote)
          i = end + 1
          continue
        }
      }
      output.append(bytes[i])
      i += 1
    }
    return output
  }

  /// Draws `list` on any Cairo context whose current matrix maps points to its device
  /// (a PDF or SVG surface at identity, an image surface scaled by its pixel density...).
  /// Shadows are embedded as raster masks (see the type's documentation).
  func draw(_ list: DisplayList, into cr: OpaquePointer) throws {
    let drawer = BitmapRenderer(library: library)
    let canvas = Rect(origin: .zero, size: list.size)
    try library.withSession { session in
      var opacities: [Double] = []  // open opacity layers, innermost last (as `BitmapRenderer`)
      for (index, command) in list.commands.enumerated() {
        switch command {
        case .pushOpacity(let opacity):
          opacities.append(opacity)
          cairo_push_group(cr)
        case .popOpacity:
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
        default:
          try drawer.draw(command, index: index, cr: cr, session: session) { shadow, index, cr in
            try drawShadowMask(shadow, index: index, canvas: canvas, cr: cr)
          }
        }
      }
    }
  }

  /// Rasterises `shadow` into an image covering its reach (whole points, within the canvas) and
  /// paints it on `cr`, scaled to points, inside the current clip.
  func drawShadowMask(_ shadow: Shadow, index: Int, canvas: Rect, cr: OpaquePointer) throws {
    guard shadow.color.alpha > 0, let bounds = shadow.shape.bounds else { return }
    let reach = shadow.extent
    let area = Rect(
      x: bounds.minX - reach.leading - 1, y: bounds.minY - reach.top - 1,
      width: bounds.width + reach.horizontal + 2, height: bounds.height + reach.vertical + 2)
    let x0 = max(canvas.minX, area.minX.rounded(.down))
    let y0 = max(canvas.minY, area.minY.rounded(.down))
    let x1 = min(canvas.maxX, area.maxX.rounded(.up))
    let y1 = min(canvas.maxY, area.maxY.rounded(.up))
    guard x1 > x0, y1 > y0 else { return }
    // The finest mask that fits the shadow renderer's buffer and a Cairo image (32767px per
    // side): a very long shadow is rasterised coarser rather than refused.
    func pixels(_ s: Int) -> (Int, Int) {
      (Int(((x1 - x0) * Double(s)).rounded(.up)), Int(((y1 - y0) * Double(s)).rounded(.up)))
    }
    guard
      let chosen = (1...max(1, shadowScale)).last(where: { s in
        let (w, h) = pixels(s)
        return w * h <= ShadowRenderer.maxBufferPixels && w <= Self.maxMaskSide && h <= Self.maxMaskSide
      })
    else {
      let (w, h) = pixels(1)
      throw RenderError.invalidCommand(
        index: index, command: "shadow", reason: "its \(w)x\(h)px mask is too large for vector output")
    }
    let scale = Double(chosen)
    let (width, height) = pixels(chosen)
    guard let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw RenderError.cairo("could not create a \(width)x\(height) mask")
    }
    defer { cairo_surface_destroy(mask) }
    try BitmapRenderer.check(cairo_surface_status(mask))
    guard let maskContext = cairo_create(mask) else { throw RenderError.cairo("could not create a context") }
    defer { cairo_destroy(maskContext) }
    // Points to image pixels: the shadow renderer needs an unrotated, uniformly scaled context.
    cairo_scale(maskContext, scale, scale)
    cairo_translate(maskContext, -x0, -y0)
    try ShadowRenderer.draw(shadow, index: index, cr: maskContext) { BitmapRenderer.addPath(shadow.shape, $0) }
    try BitmapRenderer.check(cairo_status(maskContext))
    cairo_surface_flush(mask)
    if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_SVG {
      try attachPNG(to: mask, width: width, height: height)
    }

    // Painted as an image (colour and alpha): PDF keeps the alpha as a soft mask (/SMask), SVG as
    // a PNG with alpha. (A `cairo_mask_surface` with a scaled mask is misplaced by librsvg.)
    cairo_save(cr)
    cairo_translate(cr, x0, y0)
    cairo_scale(cr, 1 / scale, 1 / scale)
    cairo_set_source_surface(cr, mask, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
    try BitmapRenderer.check(cairo_status(cr))
  }
}

extension VectorRenderer {
  /// Gives an image surface its PNG as mime data, encoded by `PNGEncoder` (our `RowDeflater`, no
  /// filter): Cairo's SVG surface embeds it as is instead of encoding the pixels itself at
  /// libpng's default level, which was half the time of a sheet's SVG.
  func attachPNG(to surface: OpaquePointer, width: Int, height: Int) throws {
    guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.cairo("mask has no pixel data") }
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBytes { out in
      for y in 0..<height {
        (out.baseAddress! + y * width * 4).copyMemory(from: data + y * stride, byteCount: width * 4)
      }
      BitmapRenderer.unpremultiplyInPlace(out.baseAddress!, count: width * height)
    }
    guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
      throw RenderError.cairo("mask size")
    }
    let png = try PNGEncoder.encode(bitmap)
    guard let copy = malloc(png.count) else { throw RenderError.cairo("out of memory for a \(png.count)-byte mask") }
    png.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: png.count) }
    let status = cairo_surface_set_mime_data(
      surface, CAIRO_MIME_TYPE_PNG, copy.assumingMemoryBound(to: UInt8.self), UInt(png.count), { free($0) }, copy)
    if status != CAIRO_STATUS_SUCCESS {
      free(copy)
      try BitmapRenderer.check(status)
    }
  }
}

/// Collects what a Cairo stream surface writes.
private final class ByteSink {
  var bytes: [UInt8] = []
}
