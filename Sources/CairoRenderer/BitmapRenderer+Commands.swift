import CCairo
import Foundation
import Graphics

/// Drawing each display-list command on a Cairo context.
extension BitmapRenderer {

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
        try ShadowRenderer.draw(shadow, index: index, cr: cr, cache: shadowMasks) { Self.addPath(shadow.shape, $0) }
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
    case .beginPart, .endPart:
      break  // names a part for the audit and sheets; draws nothing
    case .text(let run):
      let layout = try session.makeLayout(
        run.text, font: run.font, wrapWidth: run.wrapWidth,
        truncation: run.truncation.map { (run.frame.width, $0) })
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      TextLock.shared.with {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        Self.setSource(run.color, cr)
        cairo_move_to(
          cr, run.frame.x - Double(logical.x) / FontSession.scale,
          run.frame.y - Double(logical.y) / FontSession.scale)
        pango_cairo_show_layout(cr, layout)
      }
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
    let (pangoFont, glyphs) = try session.glyph(scalar, font: font)
    defer {
      pango_glyph_string_free(glyphs)
      g_object_unref(UnsafeMutableRawPointer(pangoFont))
    }
    try TextLock.shared.with {
      try session.requireDrawable(pangoFont)
      Self.setSource(run.color, cr)
      if run.isMirrored {
        // Reflected about the frame's centre line: x -> 2 midX - x.
        cairo_save(cr)
        cairo_translate(cr, 2 * run.frame.midX, 0)
        cairo_scale(cr, -1, 1)
      }
      cairo_move_to(
        cr, run.frame.x + (run.frame.width - font.size) / 2,
        run.frame.y + font.size * check.ascenderPerEm)
      pango_cairo_show_glyph_string(cr, pangoFont, glyphs)
      if run.isMirrored { cairo_restore(cr) }
    }
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
}
