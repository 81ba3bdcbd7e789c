import Audit
import ComponentKit
import Graphics

/// A resolved colour (and, for text, typography) of one anatomy part, read from what the cell's
/// display list actually draws.
public struct Swatch: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A fill drawn on a part (container background, ink overlays stacked on it).
    case fill
    /// A stroke on a part's outline.
    case border
    case text
    /// An icon glyph or a path drawn inside a part.
    case icon
    case shadow
  }

  /// The anatomy part's name, e.g. `container`, `label`, `check-mark` (items of groups are not
  /// told apart: `chip-2.label` is `label`, unless the items differ: then each look is named by
  /// the first part that shows it, `chip-1.label` and `chip-2.label`).
  public var role: String
  public var kind: Kind
  /// The dotted path and frame of the first part it was found on.
  public var part: String
  public var frame: Rect
  /// What shows: every layer drawn on the part composited in order (straight alpha; translucent
  /// when the bottom layer is).
  public var color: Color
  /// The colours as drawn, bottom first (more than one when an overlay is stacked on a fill).
  public var layers: [Color]
  /// Text and icon glyphs: the font (family, weight, size).
  public var font: Font?
  /// Set when the cell shows several looks of one role and kind (a part's two shadows): 1, 2...
  public var numberInRole: Int?
  /// Text: what the font chain draws in another face (`TextRun.chainFaces`).
  public var chainFaces: [String] = []
  /// Icon glyphs: the icon's name.
  public var glyph: String?
  /// Borders: the stroke width; shadows: offset and blur.
  public var strokeWidth: Double?
  public var shadowOffset: Point?
  public var shadowSigma: Double?
  /// Text and icon glyphs: what they are read against and the WCAG contrast ratio of the ink
  /// against it (`SwatchReader.contrast`).
  public var contrastBackground: Color?
  public var contrastRatio: Double?

  /// The line the sheet prints, e.g. `label #0057D2 on #FFFFFF · 6.02:1 · Inter 500 14pt`,
  /// `container #BCBCBC = #E0E0E0 + #00000029 (16%)`, `container #E0E0E061 (38%)`.
  /// The first hex value is always `color`.
  public var text: String {
    var words = [
      role + (kind == .border ? " border" : kind == .shadow ? " shadow" : "") + (numberInRole.map { " \($0)" } ?? "")
    ]
    words.append(Self.describe(color))
    if layers.count > 1 {
      words.append("= " + layers.map(Self.describe).joined(separator: " + "))
    }
    if let background = contrastBackground, let ratio = contrastRatio {
      words.append("on \(Self.describe(background)) · \(Contrast.format(ratio)):1")
    }
    switch kind {
    case .text:
      if let font { words.append("· \(font.family) \(font.weight) \(font.size.redlineText)pt") }
      // The font chain's faces, said where a designer reads the type (e.g. Arabic Regular for a
      // Medium label).
      if !chainFaces.isEmpty { words.append("(\(chainFaces.joined(separator: ", ")))") }
    case .icon:
      if let glyph, let font { words.append("· \(glyph) (\(font.family) \(font.size.redlineText)pt)") }
    case .border:
      if let strokeWidth { words.append("· \(strokeWidth.redlineText)pt") }
    case .shadow:
      if let o = shadowOffset, let s = shadowSigma {
        words.append("· offset \(o.x.redlineText),\(o.y.redlineText) · blur σ \(s.redlineText)")
      }
    case .fill:
      break
    }
    return words.joined(separator: " ")
  }

  /// `#RRGGBB`, or `#RRGGBBAA (38%)` when translucent.
  static func describe(_ c: Color) -> String {
    c.isOpaque ? c.hexString : "\(c.hexString) (\(Int((Double(c.alpha) / 255 * 100).rounded()))%)"
  }
}

/// Reads swatches from a rendering: every fill, stroke, text run, glyph and shadow is given to the
/// anatomy part lowering declared it draws (`DisplayList.partPaths`); commands outside every part
/// (a host background) make none.
public enum SwatchReader {
  /// `canvas`: the colour the cell is shown on, under a transparent image's text.
  public static func swatches(for rendering: Rendering, canvas: Color = .white) -> [Swatch] {
    let commands = rendering.displayList.commands
    let found = drawn(in: rendering, canvas: canvas)
    return distinctLooks(layered(found, commands: commands))
  }

  /// The anatomy parts a rendering's commands draw on, by command.
  private struct Parts {
    let frames: [String: Rect]
    let declared: [String?]

    init(_ rendering: Rendering) {
      frames = Dictionary(
        rendering.layout.parts.filter { $0.frame.width > 0 && $0.frame.height > 0 }.map { ($0.path, $0.frame) },
        uniquingKeysWith: { first, _ in first })
      declared = rendering.displayList.partPaths
    }

    /// The command's part, and whether what it draws covers that part (within 1pt on every side,
    /// so borders drawn inside and fills inset by half a border still count): such a fill is the
    /// part's own, a smaller one (a dot, a badge) is a detail on it.
    func part(_ index: Int, covering bounds: Rect) -> (path: String, frame: Rect, exact: Bool)? {
      guard let path = declared[index], let frame = frames[path] else { return nil }
      return (path, frame, frame.insetBy(-1.01).contains(bounds) && bounds.insetBy(-1.01).contains(frame))
    }
  }

  /// Each swatch a command draws on a part, with the index of that command, in drawing order.
  private static func drawn(in rendering: Rendering, canvas: Color) -> [(swatch: Swatch, index: Int)] {
    let parts = Parts(rendering)
    func role(_ path: String) -> String { String(path.split(separator: ".").last ?? Substring(path)) }

    // Each swatch with the index of the command that made it.
    var found: [(swatch: Swatch, index: Int)] = []
    var filled = Set<String>()  // parts that already have a fill swatch
    let commands = rendering.displayList.commands
    var opacities: [Double] = []  // open opacity layers: what they hold shows at their product
    for (index, command) in commands.enumerated() {
      let opacity = opacities.reduce(1, *)
      let before = found.count
      defer {
        if opacity < 1 {
          for k in before..<found.count {
            found[k].swatch.color = found[k].swatch.color.opacity(opacity)
            found[k].swatch.layers = found[k].swatch.layers.map { $0.opacity(opacity) }
          }
        }
      }
      switch command {
      case .fill(let shape, let color):
        guard let b = shape.bounds, let p = parts.part(index, covering: b) else { continue }
        var isPath = false
        if case .path = shape { isPath = true }
        // A second fill on a part is an overlay (ink, state layer): a layer of what is below.
        if p.exact, !isPath, filled.contains(p.path) { continue }
        if p.exact, !isPath { filled.insert(p.path) }
        let kind: Swatch.Kind = p.exact && !isPath ? .fill : isPath ? .icon : .fill
        found.append(
          (Swatch(role: role(p.path), kind: kind, part: p.path, frame: p.frame, color: color, layers: [color]), index))
      case .stroke(let shape, let color, let width):
        guard let b = shape.bounds?.insetBy(-width / 2), let p = parts.part(index, covering: b) else { continue }
        let swatch = Swatch(
          role: role(p.path), kind: .border, part: p.path, frame: p.frame, color: color, layers: [color],
          strokeWidth: width)
        found.append((swatch, index))
      case .text(let run):
        guard let p = parts.part(index, covering: run.frame) else { continue }
        var swatch = Swatch(
          role: role(p.path), kind: .text, part: p.path, frame: p.frame, color: run.color, layers: [run.color],
          font: run.font)
        swatch.chainFaces = run.chainFaces
        (swatch.contrastBackground, swatch.contrastRatio) = contrast(
          of: run.color, frame: run.frame, at: index, in: commands, canvas: canvas)
        found.append((swatch, index))
      case .glyph(let run):
        guard let p = parts.part(index, covering: run.frame) else { continue }
        var font = run.font
        font.size = run.frame.height
        var swatch = Swatch(
          role: role(p.path), kind: .icon, part: p.path, frame: p.frame, color: run.color, layers: [run.color],
          font: font, glyph: run.name)
        (swatch.contrastBackground, swatch.contrastRatio) = contrast(
          of: run.color, frame: run.frame, at: index, in: commands, canvas: canvas)
        found.append((swatch, index))
      case .shadow(let shadow):
        guard let b = shadow.shape.bounds, let p = parts.part(index, covering: b) else { continue }
        let swatch = Swatch(
          role: role(p.path), kind: .shadow, part: p.path, frame: p.frame, color: shadow.color,
          layers: [shadow.color], shadowOffset: shadow.offset, shadowSigma: shadow.sigma)
        found.append((swatch, index))
      case .pushOpacity(let o):
        opacities.append(o)
      case .popOpacity:
        _ = opacities.popLast()
      case .pushClip, .popClip, .beginPart, .endPart:
        continue
      }
    }
    return found
  }

  /// What shows is what lies on top too: every later fill that covers the part (an ink overlay,
  /// a touch-target annotation) is a layer of its colour.
  private static func layered(_ found: [(swatch: Swatch, index: Int)], commands: [DrawCommand]) -> [Swatch] {
    var swatches: [Swatch] = []
    for (swatch, index) in found {
      var s = swatch
      if s.kind != .shadow {
        for case .fill(let shape, let color) in commands[(index + 1)...] {
          if case .path = shape { continue }
          guard let b = shape.bounds, b.insetBy(-1.01).contains(s.frame) else { continue }
          s.layers.append(color)
          s.color = s.color.blending(color, alpha: 1)
        }
      }
      swatches.append(s)
    }
    return swatches
  }

  /// One line per distinct look (a group's six chips share theirs), fills first; looks that share
  /// a role named or numbered apart.
  private static func distinctLooks(_ swatches: [Swatch]) -> [Swatch] {
    var seen = Set<String>()
    var unique: [Swatch] = []
    for kind in Swatch.Kind.allCases {
      for s in swatches where s.kind == kind && seen.insert(s.text).inserted { unique.append(s) }
    }
    // Two looks of one role (a group's selected and unselected labels) are named by the first
    // part that shows each, so no name repeats: `chip-1.label`, `chip-2.label`.
    let counts = Dictionary(unique.map { ("\($0.kind)|\($0.role)", 1) }, uniquingKeysWith: +)
    for i in unique.indices where counts["\(unique[i].kind)|\(unique[i].role)", default: 0] > 1 {
      unique[i].role = unique[i].part
    }
    // Layers of one part (an elevation's two shadows, overlay borders) are numbered in drawing
    // order: `container shadow 1`, `container shadow 2`.
    let still = Dictionary(unique.map { ("\($0.kind)|\($0.role)", 1) }, uniquingKeysWith: +)
    var numbered: [String: Int] = [:]
    for i in unique.indices where still["\(unique[i].kind)|\(unique[i].role)", default: 0] > 1 {
      let key = "\(unique[i].kind)|\(unique[i].role)"
      numbered[key, default: 0] += 1
      unique[i].numberInRole = numbered[key]
    }
    return unique
  }
}
