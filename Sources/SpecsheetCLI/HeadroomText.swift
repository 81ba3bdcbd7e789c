import Audit
import ComponentKit
import Foundation

/// How `specsheet headroom` prints its results: the summary line, JSON and the README's table.
enum HeadroomText {
  /// `42 states: 30 fit all, 12 fit to AX1 or less; 3 below min-text-size ax2`.
  static func summary(_ results: [TextSizeHeadroom], minimum: TextSizeCategory?) -> String {
    let fitting = results.filter(\.fitsAll).count
    var line = "\(results.count) state\(results.count == 1 ? "" : "s"): \(fitting) fit all"
    if let minimum {
      line += "; \(results.filter { !$0.reaches(minimum) }.count) below min-text-size \(minimum.shortName)"
    }
    let regrown = results.filter { !$0.fitsAfterFailing.isEmpty }.count
    if regrown > 0 { line += "; \(regrown) not monotone" }
    return line
  }

  struct Record: Encodable {
    var id: String
    var headroom: String?
    var fitsAll: Bool
    var checks: [CheckRecord]
  }

  struct CheckRecord: Encodable {
    var size: String
    var fits: Bool
    var part: String?
    var problem: String?
    var other: String?
    var dimension: String?
    var needed: Double?
    var available: Double?
  }

  static func json(_ results: [TextSizeHeadroom]) throws -> String {
    let records = results.map { result in
      Record(
        id: result.id, headroom: result.headroom?.shortName, fitsAll: result.fitsAll,
        checks: result.checks.map { check in
          let f = check.failure
          return CheckRecord(
            size: check.category.shortName, fits: f == nil, part: f?.part, problem: f?.problem.rawValue,
            other: f?.other,
            dimension: f?.dimension, needed: f?.needed, available: f?.available)
        })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(records), as: UTF8.self)
  }

  /// One row per component (`system/component`): its states, the lowest headroom among them, and
  /// each state that fails before AX1 with its first failure.
  static func table(_ results: [TextSizeHeadroom]) -> String {
    var order: [String] = []
    var byComponent: [String: [TextSizeHeadroom]] = [:]
    for result in results {
      let component = result.id.split(separator: "/").prefix(2).joined(separator: "/")
      if byComponent[component] == nil { order.append(component) }
      byComponent[component, default: []].append(result)
    }
    var lines = [
      "| Component | States | Lowest headroom | States that fail before AX1 (first failure) |",
      "| --- | --- | --- | --- |",
    ]
    for component in order {
      let states = byComponent[component] ?? []
      let lowest = states.min { ($0.headroom?.index ?? -1) < ($1.headroom?.index ?? -1) }
      let early = states.filter { !$0.reaches(.accessibilityMedium) }.map { result -> String in
        let state = result.id.split(separator: "/").dropFirst(2).joined(separator: "/")
        let failure = result.firstFailure.map { " (at \($0.category.headroomName) \($0.failure!))" } ?? ""
        return "`\(state)` \(result.verdict)\(failure)"
      }
      let verdict = lowest?.verdict ?? ""
      lines.append(
        "| \(component) | \(states.count) | \(verdict) | \(early.isEmpty ? "none" : early.joined(separator: "; ")) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
