import CCairo
import Foundation
import Graphics

/// Checking a display list before anything is drawn.
extension BitmapRenderer {

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
      case .beginPart, .endPart:
        break
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
}
