import ComponentKit
import Graphics

/// The design rules every image is held to, whatever its component: WCAG contrast, touch
/// targets, cut or clipped text and ink outside the image. Thresholds and sources are listed in
/// `AuditRule.catalog` (and the README's table).
enum DesignRules {
  static func findings(_ image: AuditImage, measurer: (any TextMeasurer)?) -> [Finding] {
    contrast(image) + touchTargets(image) + clipping(image, measurer: measurer) + outsideImage(image)
  }

  // MARK: - Contrast (SC 1.4.3 text, SC 1.4.11 icons)

  /// Text and icon colour, as declared in the display list (times any enclosing opacity group),
  /// over the background actually under it: the dominant pixel colour just around its frame,
  /// on the page behind a transparent image.
  /// With `everything`, every measurement comes back, passing ones too (`specsheet compare` says
  /// what a contrast was before it failed).
  static func contrast(_ image: AuditImage, everything: Bool = false) -> [Finding] {
    let probe = PixelProbe(image.bitmap, scale: image.scale)
    let page = pageBackground(image)
    let inactive = ContrastThreshold.isExempt(state: image.state)
    var opacity: [Double] = [1]
    var findings: [Finding] = []
    let commands = image.rendering.displayList.commands
    /// Translucent fills drawn later over the frame (ink and ripple overlays) tint the ink too.
    func overlays(after index: Int, on frame: Rect) -> [Color] {
      commands[(index + 1)...].compactMap { command in
        guard case .fill(let shape, let color) = command, color.alpha < 255,
          shape.box.contains(Rect(x: frame.midX, y: frame.midY, width: 0, height: 0), tolerance: 0)
        else { return nil }
        return color
      }
    }
    for (index, command) in commands.enumerated() {
      switch command {
      case .pushOpacity(let o): opacity.append(opacity.last! * o)
      case .popOpacity: if opacity.count > 1 { opacity.removeLast() }
      case .text(let run) where !run.text.allSatisfy(\.isWhitespace):
        let large = ContrastThreshold.isLarge(run.font)
        if let f = judge(
          run.color, frame: run.frame, part: image.part(ofCommand: index), opacity: opacity.last!,
          overlays: overlays(after: index, on: run.frame), threshold: ContrastThreshold.text(run.font),
          rule: "text-contrast", large: large, image: image, probe: probe, page: page, inactive: inactive,
          everything: everything)
        {
          findings.append(f)
        }
      case .glyph(let run):
        if let f = judge(
          run.color, frame: run.frame, part: image.part(ofCommand: index), opacity: opacity.last!,
          overlays: overlays(after: index, on: run.frame), threshold: ContrastThreshold.icon, rule: "icon-contrast",
          large: false, image: image, probe: probe, page: page, inactive: inactive, everything: everything)
        {
          findings.append(f)
        }
      default: break
      }
    }
    return findings
  }

  static func judge(
    _ color: Color, frame: Rect, part: String, opacity: Double, overlays: [Color], threshold: Double, rule: String,
    large: Bool,
    image: AuditImage, probe: PixelProbe, page: Color, inactive: Bool, everything: Bool = false
  ) -> Finding? {
    guard color.alpha > 0, let under = probe.surroundingColor(of: frame) else { return nil }
    let background = under.composited(over: page)
    var ink = color.opacity(opacity).composited(over: background)
    for overlay in overlays { ink = overlay.opacity(opacity).composited(over: ink) }
    let ratio = Contrast.ratio(ink, background)
    guard ratio < threshold || everything else { return nil }
    let rounded = Contrast.format(ratio)
    let kind = rule == "text-contrast" ? (large ? "large text" : "text") : "icon"
    return Finding(
      image: image.name, part: part, rule: rule,
      severity: inactive || ratio >= threshold ? .info : .error, measured: rounded,
      expected: "≥ \(Contrast.format(threshold))", unit: ":1",
      source: AuditRule.named(rule).source, frame: frame,
      detail: "\(kind) \(ink.hexString) on \(background.hexString)\(inactive ? ", inactive: exempt" : "")")
  }

  /// What shows through a transparent image: the theme's page colour (the sheets' cell
  /// background too).
  static func pageBackground(_ image: AuditImage) -> Color {
    image.component.model.pageBackground(theme: image.theme)
  }

  // MARK: - Touch targets

  static func touchTargets(_ image: AuditImage) -> [Finding] {
    image.parts(named: "touch-target").compactMap { part in
      let f = part.frame
      guard f.width < AuditRule.minTouchTarget - 0.01 || f.height < AuditRule.minTouchTarget - 0.01 else { return nil }
      return Finding(
        image: image.name, part: part.path, rule: "touch-target", severity: .error,
        measured: "\(f.width.dumped)x\(f.height.dumped)",
        expected: "≥ \(AuditRule.minTouchTarget.dumped)x\(AuditRule.minTouchTarget.dumped)",
        unit: "pt", source: AuditRule.named("touch-target").source, frame: f)
    }
  }

  // MARK: - Cut and clipped text

  /// Text whose line was ellipsized, whose wrapped lines need more height than its frame, or
  /// whose frame reaches past a clip around it.
  static func clipping(_ image: AuditImage, measurer: (any TextMeasurer)?) -> [Finding] {
    var clips: [Rect] = []
    var findings: [Finding] = []
    var index = 0
    func add(_ run: TextRun, _ rule: String, measured: String, expected: String, detail: String) {
      findings.append(
        Finding(
          image: image.name, part: image.part(ofCommand: index), rule: rule, severity: .error,
          measured: measured, expected: expected, unit: "pt", source: AuditRule.named(rule).source,
          frame: run.frame, detail: detail))
    }
    for (i, command) in image.rendering.displayList.commands.enumerated() {
      index = i
      switch command {
      case .pushClip(let shape): clips.append(shape.box)
      case .popClip: if !clips.isEmpty { clips.removeLast() }
      case .text(let run):
        let quoted = "\"\(run.text.prefix(40))\(run.text.count > 40 ? "…" : "")\""
        if let clip = clips.last, !clip.contains(run.frame, tolerance: 0.5) {
          let f = run.frame
          let past = max(clip.minX - f.minX, f.maxX - clip.maxX, clip.minY - f.minY, f.maxY - clip.maxY)
          add(
            run, "text-clipped", measured: past.dumped, expected: "0",
            detail: "\(quoted) reaches this far past the clip around it")
        }
        guard let measurer else { continue }
        if run.truncation != nil, let full = try? measurer.measure(run.text, font: run.font),
          full.width > run.frame.width + 0.01
        {
          add(
            run, "text-truncated", measured: full.width.dumped, expected: "≤ \(run.frame.width.dumped)",
            detail: "\(quoted) needs that width and is cut with an ellipsis")
        } else if let wrap = run.wrapWidth, let full = try? measurer.measure(run.text, font: run.font, wrapWidth: wrap),
          full.height > run.frame.height + 0.5
        {
          add(
            run, "text-clipped", measured: full.height.dumped, expected: "≤ \(run.frame.height.dumped)",
            detail: "\(quoted) needs \(full.lineCount) lines, that tall")
        }
      default: break
      }
    }
    return findings
  }

  // MARK: - Ink outside the image

  static func outsideImage(_ image: AuditImage) -> [Finding] {
    let canvas = Rect(origin: .zero, size: image.rendering.size)
    var worst: (Rect, String, part: String)?
    var clips: [Rect] = []
    for (index, command) in image.rendering.displayList.commands.enumerated() {
      if case .pushClip(let shape) = command {
        clips.append(clips.last.map { $0.intersection(shape.box) } ?? shape.box)
      }
      if case .popClip = command, !clips.isEmpty { clips.removeLast() }
      // What a clip cuts is not drawn: only the visible part must fit.
      guard let (drawn, what) = command.inkBounds else { continue }
      let bounds = clips.last.map { drawn.intersection($0) } ?? drawn
      guard bounds.width > 0, bounds.height > 0, !canvas.contains(bounds, tolerance: 0.01) else { continue }
      if worst == nil { worst = (bounds, what, image.part(ofCommand: index)) }
    }
    guard let (bounds, what, part) = worst else { return [] }
    return [
      Finding(
        image: image.name, part: part, rule: "drawn-outside", severity: .error,
        measured: "\(bounds.minX.dumped),\(bounds.minY.dumped) \(bounds.width.dumped)x\(bounds.height.dumped)",
        expected: "inside 0,0 \(canvas.width.dumped)x\(canvas.height.dumped)", unit: "pt",
        source: AuditRule.named("drawn-outside").source, frame: bounds, detail: "\(what) is cut by the image's edge")
    ]
  }
}

extension Shape {
  /// `bounds`, with an empty path as a zero box at the origin (it puts no ink anywhere).
  var box: Rect { bounds ?? .zero }
}

extension DrawCommand {
  /// Where this command can put ink, in points, and what it draws; nil for state changes.
  var inkBounds: (Rect, String)? {
    switch self {
    case .fill(let shape, let color): color.alpha == 0 ? nil : (shape.box, "a fill")
    case .stroke(let shape, let color, let width):
      color.alpha == 0 ? nil : (shape.box.insetBy(-width / 2), "an outline")
    case .text(let run): (run.frame, "text \"\(run.text.prefix(30))\"")
    case .glyph(let run): (run.frame, "the icon \(run.name)")
    case .shadow(let s):
      s.color.alpha == 0
        ? nil
        : (
          Rect(
            x: s.shape.box.minX + s.offset.x - 3 * s.sigma, y: s.shape.box.minY + s.offset.y - 3 * s.sigma,
            width: s.shape.box.width + 6 * s.sigma, height: s.shape.box.height + 6 * s.sigma), "a shadow"
        )
    default: nil
    }
  }
}
