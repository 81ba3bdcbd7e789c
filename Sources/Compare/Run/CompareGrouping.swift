import Audit
import Foundation
import Golden

/// Changes grouped the way people read them: by component, then by state with its scales
/// together, and findings equal but for their scale on one line.
public enum CompareGrouping {
  public struct State: Sendable {
    /// `material/button/contained/enabled`.
    public var id: String
    /// Its changed scales, in order.
    public var images: [ImageChange]

    /// `@1x,2x,3x`.
    public var scales: String { "@" + images.map { "\($0.scale)x" }.joined(separator: ",") }
  }

  public struct Component: Sendable {
    /// `material/button`.
    public var name: String
    public var states: [State]
  }

  /// Changed images by component, then state, in catalog order.
  public static func components(_ changes: [ImageChange]) -> [Component] {
    var result: [Component] = []
    for change in changes {
      let state = StateGrouping.split(change.name).state
      if result.last?.name != change.component { result.append(Component(name: change.component, states: [])) }
      let last = result.count - 1
      if let i = result[last].states.firstIndex(where: { $0.id == state }) {
        result[last].states[i].images.append(change)
      } else {
        result[last].states.append(State(id: state, images: [change]))
      }
    }
    return result
  }

  public struct FindingLine: Sendable {
    public var state: String
    public var scales: [Int]
    public var change: FindingChange

    /// `material/button/contained/enabled@1x,2x,3x: label: 5.12:1 → 3.90:1: new text-contrast error
    /// vs ≥ 4.50 (...)`.
    public var text: String {
      let at = scales.isEmpty ? "" : "@" + scales.map { "\($0)x" }.joined(separator: ",")
      return "\(state)\(at): \(change.summary)"
    }
  }

  /// Finding changes whose text is the same but for the scale, one line each, new errors first.
  public static func findings(_ changes: [FindingChange]) -> [FindingLine] {
    var lines: [FindingLine] = []
    var index: [String: Int] = [:]
    for change in changes {
      let key = "\(change.finding.state)\u{0}\(change.kind.rawValue)\u{0}\(change.summary)"
      if let i = index[key] {
        if let s = change.finding.scale { lines[i].scales.append(s) }
      } else {
        index[key] = lines.count
        lines.append(
          FindingLine(state: change.finding.state, scales: change.finding.scale.map { [$0] } ?? [], change: change))
      }
    }
    func rank(_ c: FindingChange) -> Int { c.isNewError ? 0 : c.kind == .new ? 1 : c.kind == .changed ? 2 : 3 }
    return lines.enumerated().sorted { (rank($0.element.change), $0.offset) < (rank($1.element.change), $1.offset) }
      .map(\.element)
  }
}

/// What `specsheet compare` prints: each changed state with its colours and moves, then each
/// finding change (`info` findings left to the JSON).
public enum CompareText {
  public static func lines(_ run: TokenComparisonRun) -> [String] {
    var lines: [String] = []
    for component in CompareGrouping.components(run.changes) {
      for state in component.states {
        let first = state.images[0]
        lines.append("CHANGED \(state.id)\(state.scales): \(first.detail)")
        if !first.colorChanges.isEmpty {
          lines.append("  colours: " + first.colorChanges.map(\.text).joined(separator: "; "))
        }
        if !first.frameChanges.isEmpty {
          lines.append("  moved: " + first.frameChanges.map(\.description).joined(separator: ", "))
        }
      }
    }
    for line in CompareGrouping.findings(run.findings) where line.change.finding.severity != .info {
      let label =
        line.change.isNewError
        ? "NEW ERROR"
        : line.change.kind == .resolved ? "RESOLVED" : line.change.kind == .new ? "NEW" : "CHANGED FINDING"
      lines.append("\(label) \(line.text)")
    }
    return lines
  }
}
