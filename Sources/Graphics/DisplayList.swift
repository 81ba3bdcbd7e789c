/// A fully resolved drawing: absolute coordinates in points, concrete colours and fonts.
///
/// Nothing here knows which component it came from; the backend draws it without decisions,
/// so a display list's text dump is a complete description of the picture. Lowering brackets
/// each part's commands in `beginPart`/`endPart` so consumers (audit, sheets, compare) read
/// which anatomy part a command draws instead of guessing it from geometry; backends skip them.
public struct DisplayList: Hashable, Sendable {
  /// Canvas size in points. The backend makes an image of `size × scale` pixels.
  public var size: Size
  public var commands: [DrawCommand]

  public init(size: Size, commands: [DrawCommand] = []) {
    self.size = size
    self.commands = commands
  }

  public mutating func append(_ command: DrawCommand) { commands.append(command) }
  public mutating func append(contentsOf other: [DrawCommand]) { commands.append(contentsOf: other) }

  /// Every distinct font the list uses, in first-use order (the backend verifies each).
  public var fonts: [Font] {
    var seen = Set<Font>()
    var result: [Font] = []
    for command in commands {
      let font: Font
      switch command {
      case .text(let run): font = run.font
      case .glyph(let run): font = run.font
      default: continue
      }
      if seen.insert(font).inserted { result.append(font) }
    }
    return result
  }

  /// One line per drawing command, indented inside clips, ending in `part=<path>` inside a part
  /// (the markers themselves print no line). Stable across runs; used in text goldens.
  public func dump() -> String {
    var lines = ["canvas \(size.dumped)"]
    var depth = 0
    for (command, part) in zip(commands, partPaths) {
      switch command {
      case .popClip, .popOpacity: depth = max(0, depth - 1)
      case .beginPart, .endPart: continue
      default: break
      }
      lines.append(String(repeating: "  ", count: depth) + command.dumped + (part.map { " part=\($0)" } ?? ""))
      switch command {
      case .pushClip, .pushOpacity: depth += 1
      default: break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// One drawing operation.
public enum DrawCommand: Hashable, Sendable {
  /// Fills `shape` with a solid colour (non-zero winding).
  case fill(Shape, Color)
  /// Strokes `shape`'s outline, centred on it, `width` points wide.
  case stroke(Shape, Color, width: Double)
  /// Draws a run of text whose line box's top-left corner is `run.frame.origin`.
  case text(TextRun)
  /// Draws one icon-font glyph scaled so its em square fills `run.frame`.
  case glyph(GlyphRun)
  /// A blurred drop shadow of a shape (Material's elevation shadows are two of these).
  case shadow(Shadow)
  /// Restricts later commands to `shape` until the matching `popClip`.
  case pushClip(Shape)
  case popClip
  /// Draws later commands into a layer that is composited with `opacity` (0...1) at the
  /// matching `popOpacity`: a whole view's alpha, as UIKit applies it (e.g. a disabled button).
  case pushOpacity(Double)
  case popOpacity
  /// Later commands, up to the matching `endPart`, draw the anatomy part `name` (one path
  /// component: `label`; nested parts make `chip-2.label`). Draws nothing.
  case beginPart(String)
  case endPart

  var dumped: String {
    switch self {
    case .fill(let shape, let color): "fill \(shape.dumped) \(color)"
    case .stroke(let shape, let color, let width): "stroke \(shape.dumped) \(color) w=\(width.dumped)"
    case .text(let run):
      "text \(run.frame.dumped) \"\(run.text)\" \(run.font) \(run.color)"
        + (run.wrapWidth.map { " wrap=\($0.dumped)" } ?? "")
        + (run.truncation.map { " truncate-\($0.rawValue)" } ?? "")
    case .glyph(let run):
      "glyph \(run.frame.dumped) \(run.name) U+\(run.codepoint.codePointHex) \(run.font.family) \(run.color)"
        + (run.isMirrored ? " mirrored" : "")
    case .shadow(let s):
      "shadow \(s.shape.dumped) \(s.color) offset=\(s.offset.dumped) sigma=\(s.sigma.dumped)"
        + (s.outsideOnly ? " outside" : "")
    case .pushClip(let shape): "clip \(shape.dumped)"
    case .popClip: "end-clip"
    case .pushOpacity(let opacity): "opacity \(opacity.dumped)"
    case .popOpacity: "end-opacity"
    case .beginPart(let name): "part \(name)"
    case .endPart: "end-part"
    }
  }
}

/// Corner radii, clockwise from top-left, in points.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

  var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
}

/// The geometry a fill, stroke or clip applies to.
public enum Shape: Hashable, Sendable {
  case rect(Rect)
  /// A rectangle with circular corners; radii larger than half a side are clamped by the backend.
  case roundedRect(Rect, CornerRadii)
  case path(Path)

  /// A pill: corners of half the shorter side.
  public static func capsule(_ rect: Rect) -> Shape {
    .roundedRect(rect, CornerRadii(all: min(rect.width, rect.height) / 2))
  }

  var dumped: String {
    switch self {
    case .rect(let r): "rect(\(r.dumped))"
    case .roundedRect(let r, let radii):
      radii.isUniform
        ? "rrect(\(r.dumped) r=\(radii.topLeft.dumped))"
        : "rrect(\(r.dumped) r=\(radii.topLeft.dumped)/\(radii.topRight.dumped)/"
          + "\(radii.bottomRight.dumped)/\(radii.bottomLeft.dumped))"
    case .path(let p): "path(\(p.elements.count) elements)"
    }
  }
}

/// A Gaussian-blurred copy of a shape's silhouette, offset and tinted.
///
/// The backend renders `shape`'s alpha mask, blurs it with a Gaussian of standard deviation
/// `sigma` points (so the result is the same picture at every scale), moves it by `offset` and
/// fills it with `color`. With `outsideOnly`, the shape's own interior is cut out of the result,
/// so a translucent fill never shows its shadow through it (MDCShadowLayer's shadow mask).
public struct Shadow: Hashable, Sendable {
  public var shape: Shape
  public var color: Color
  public var offset: Point
  /// Standard deviation of the blur, in points. 0 draws a hard-edged silhouette.
  public var sigma: Double
  public var outsideOnly: Bool

  public init(shape: Shape, color: Color, offset: Point, sigma: Double, outsideOnly: Bool) {
    self.shape = shape
    self.color = color
    self.offset = offset
    self.sigma = sigma
    self.outsideOnly = outsideOnly
  }

  /// How far past the shape's bounds the shadow can reach (3 sigma plus the offset), in points:
  /// what a canvas needs around a shape so its shadow is not cut off.
  public var extent: EdgeInsets {
    let blur = 3 * sigma
    return EdgeInsets(
      top: max(0, blur - offset.y), leading: max(0, blur - offset.x),
      bottom: max(0, blur + offset.y), trailing: max(0, blur + offset.x))
  }
}

/// Text with a resolved font and colour.
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var font: Font
  public var color: Color
  /// The measured line box: origin is its top-left corner; size is what the measurer reported.
  public var frame: Rect
  /// Wrap width in points, or nil for a single unwrapped line.
  public var wrapWidth: Double?
  /// When set, the single line is cut to `frame.width` with an ellipsis at this position.
  public var truncation: Truncation?

  public init(
    text: String, font: Font, color: Color, frame: Rect, wrapWidth: Double? = nil,
    truncation: Truncation? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.frame = frame
    self.wrapWidth = wrapWidth
    self.truncation = truncation
  }
}

/// One glyph from an icon font (e.g. Material Icons) drawn into a square frame.
public struct GlyphRun: Hashable, Sendable {
  /// The icon's name, for dumps and errors (e.g. "check").
  public var name: String
  public var codepoint: UInt32
  /// The icon font; its size is the frame's side.
  public var font: Font
  public var color: Color
  public var frame: Rect
  /// Drawn reflected about the frame's vertical centre line: an icon that implies a direction, in
  /// a right-to-left layout.
  public var isMirrored: Bool

  public init(name: String, codepoint: UInt32, font: Font, color: Color, frame: Rect, isMirrored: Bool = false) {
    self.name = name
    self.codepoint = codepoint
    self.font = font
    self.color = color
    self.frame = frame
    self.isMirrored = isMirrored
  }
}
