import ComponentKit
import Graphics

/// What happened to a text part that no longer fits (issue 39, text-size headroom).
public enum TextFitProblem: String, Hashable, Sendable {
  /// Cut short with an ellipsis.
  case truncates
  /// Cut by a clip or by lines its box has no room for.
  case clips
  /// Drawn over another part's text or icon.
  case overlaps
  /// Its line box reaches past its container (the part named `container` beside it, else its
  /// parent part, else the canvas).
  case leavesContainer = "leaves its container"
}

/// The first way a text part fails to fit: its part (spec anatomy), what happened, and the space it
/// needs against the space it has, in points, along the dimension that ran out.
public struct TextFitFailure: Hashable, Sendable, CustomStringConvertible {
  public var part: String
  public var problem: TextFitProblem
  /// The other part it overlaps, or the container it leaves; nil otherwise.
  public var other: String?
  /// `width` or `height`.
  public var dimension: String
  public var needed: Double
  public var available: Double

  public init(
    part: String, problem: TextFitProblem, other: String? = nil, dimension: String, needed: Double,
    available: Double
  ) {
    self.part = part
    self.problem = problem
    self.other = other
    self.dimension = dimension
    self.needed = needed
    self.available = available
  }

  /// `label leaves its container (container): needs 32.9 pt of height, has 32 pt`.
  public var description: String {
    "\(part) \(problem.rawValue)" + (other.map { " (\($0))" } ?? "")
      + ": needs \(needed.dumped) pt of \(dimension), has \(available.dumped) pt"
  }
}

/// Finds the text parts of one rendering that do not fit: a pure reading of its layout and display
/// list, with `measurer` (the renderer's) telling how wide a truncated or wrapped text really is.
public enum TextFit {
  /// Half a point: a line box may reach this far past its box before it counts (a line box's
  /// leading is not ink, and frames are rounded to thousandths).
  public static let tolerance = 0.5

  /// Every failing text part, in drawing order (first the run's own problems, then its neighbours).
  public static func failures(in rendering: Rendering, measurer: any TextMeasurer) throws -> [TextFitFailure] {
    let list = rendering.displayList
    var clips: [Rect] = []
    var drawn: [(part: String, frame: Rect)] = []
    var result: [TextFitFailure] = []
    for (command, path) in zip(list.commands, list.partPaths) {
      switch command {
      case .pushClip(let shape): clips.append(shape.bounds ?? Rect(origin: .zero, size: list.size))
      case .popClip: _ = clips.popLast()
      case .glyph(let run): drawn.append((path ?? "icon", run.frame))
      case .text(let run):
        let part = path ?? "text"
        if let own = try ownFailure(run, part: part, clip: clips.last, measurer: measurer) { result.append(own) }
        if let out = leaving(run.frame, part: part, layout: rendering.layout) { result.append(out) }
        for other in drawn where other.part != part {
          if let overlap = overlapping(run.frame, part: part, other: other) { result.append(overlap) }
        }
        drawn.append((part, run.frame))
      default: continue
      }
    }
    return result
  }

  /// Truncated, cut to fewer lines than it needs, or cut by a clip.
  static func ownFailure(
    _ run: TextRun, part: String, clip: Rect?, measurer: any TextMeasurer
  ) throws -> TextFitFailure? {
    if run.truncation != nil {
      let full = try measurer.measure(run.text, font: run.font).width
      if full > run.frame.width + tolerance {
        return TextFitFailure(
          part: part, problem: .truncates, dimension: "width", needed: full, available: run.frame.width)
      }
    } else if let wrap = run.wrapWidth {
      let needed = try measurer.measure(run.text, font: run.font, wrapWidth: wrap).height
      if needed > run.frame.height + tolerance {
        return TextFitFailure(
          part: part, problem: .clips, dimension: "height", needed: needed, available: run.frame.height)
      }
    }
    // Wholly outside its clip (a chip scrolled out of view) it is not drawn at all: nothing is cut.
    guard let clip, run.frame.intersects(clip) else { return nil }
    return outside(run.frame, of: clip).map {
      TextFitFailure(part: part, problem: .clips, dimension: $0.dimension, needed: $0.needed, available: $0.available)
    }
  }

  /// Reaches past its container: the `container` part beside it, else its parent, else the canvas.
  static func leaving(_ frame: Rect, part: String, layout: LayoutNode) -> TextFitFailure? {
    let components = part.split(separator: ".").map(String.init)
    let parent = components.dropLast().joined(separator: ".")
    let sibling = parent.isEmpty ? "container" : parent + ".container"
    let (name, box): (String, Rect)
    if let container = layout.part(sibling) {
      (name, box) = (sibling, container)
    } else if !parent.isEmpty, let parentFrame = layout.part(parent) {
      (name, box) = (parent, parentFrame)
    } else {
      (name, box) = ("canvas", layout.frame)
    }
    return outside(frame, of: box).map {
      TextFitFailure(
        part: part, problem: .leavesContainer, other: name, dimension: $0.dimension, needed: $0.needed,
        available: $0.available)
    }
  }

  /// Overlaps another part's text or icon by more than the tolerance both ways.
  static func overlapping(_ frame: Rect, part: String, other: (part: String, frame: Rect)) -> TextFitFailure? {
    guard frame.intersects(other.frame) else { return nil }
    let shared = frame.intersection(other.frame)
    guard shared.width > tolerance, shared.height > tolerance else { return nil }
    // The dimension that gives way with the least: the text needs its extent, has it less the overlap.
    let horizontal = shared.width <= shared.height
    let needed = horizontal ? frame.width : frame.height
    return TextFitFailure(
      part: part, problem: .overlaps, other: other.part, dimension: horizontal ? "width" : "height",
      needed: needed, available: needed - (horizontal ? shared.width : shared.height))
  }

  /// How `frame` reaches past `box`: the line box's extent against the room from its start to the
  /// box's far edge, on the first dimension that overflows; nil when it stays inside.
  static func outside(_ frame: Rect, of box: Rect) -> (dimension: String, needed: Double, available: Double)? {
    if frame.minY < box.minY - tolerance || frame.maxY > box.maxY + tolerance {
      return ("height", frame.height, max(0, min(frame.maxY, box.maxY) - max(frame.minY, box.minY)))
    }
    if frame.minX < box.minX - tolerance || frame.maxX > box.maxX + tolerance {
      return ("width", frame.width, max(0, min(frame.maxX, box.maxX) - max(frame.minX, box.minX)))
    }
    return nil
  }
}
