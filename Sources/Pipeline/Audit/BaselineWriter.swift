import Audit
import Catalog
import ComponentKit
import Foundation
import Graphics
import Project

/// `specsheet audit --write-baseline FILE`: pinned baseline entries for a run's open findings,
/// each with `AuditBaseline.placeholderReason`, which the loader refuses until a person replaces
/// it with the reason. An existing baseline keeps its text byte for byte; the entries are
/// appended to its list.
public enum BaselineWriter {
  /// One entry per state, rule and part among `findings`, pinning each distinct measurement
  /// (the scales of a state usually measure the same).
  public static func entries(for findings: [Finding], sources: [String: String]) -> [AuditBaseline.Entry] {
    var order: [String] = []
    var byKey: [String: AuditBaseline.Entry] = [:]
    for finding in findings {
      let key = "\(finding.state)|\(finding.rule)|\(finding.part)"
      var entry =
        byKey[key]
        ?? AuditBaseline.Entry(
          image: finding.state, rule: finding.rule, part: finding.part, measured: [],
          fixture: sources[finding.state].map(ProjectRoot.portable), reason: AuditBaseline.placeholderReason)
      if byKey[key] == nil { order.append(key) }
      if !entry.measured.contains(where: { $0.accepts(finding.facts) }) { entry.measured.append(finding.facts) }
      byKey[key] = entry
    }
    return order.map { byKey[$0]! }
  }

  /// Writes `entries` to `path` (a new file with a short header, or appended to the baseline
  /// already there); returns how many were written. Throws a `PipelineError` or `FixtureError`.
  public static func write(_ entries: [AuditBaseline.Entry], to path: String) throws -> Int {
    guard !entries.isEmpty else { return 0 }
    var text: String
    var before = 0
    var indent = "  "
    if FileManager.default.fileExists(atPath: path) {
      do { text = String(decoding: try DataFile.read(path, limit: InputLimits.baselineBytes), as: UTF8.self) } catch {
        throw PipelineError.write(path: path, reason: error.reason)
      }
      // Only a baseline is appended to: any other file is not ours to change.
      before = try AuditBaseline.parse(text, file: path, allowPlaceholders: true).entries.count
      if let item = text.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
      ) {
        indent = String(item.prefix { $0 == " " })
      }
      if before == 0 {
        text = text.replacingOccurrences(of: "accepted: []", with: "accepted:")
      }
      if !text.hasSuffix("\n") { text += "\n" }
    } else {
      text = """
        # Audit findings accepted on purpose (README "Spec audit"), each pinned to what was measured.
        # Written by `specsheet audit --write-baseline`: replace every TODO reason with why the
        # finding is accepted; until then this file is refused.
        accepted:

        """
    }
    text += entries.map { yaml($0, indent: indent) }.joined()
    let written = try AuditBaseline.parse(text, file: path, allowPlaceholders: true).entries.count
    guard written == before + entries.count else {
      throw PipelineError.write(path: path, reason: "its list of entries could not be extended; write to a new file")
    }
    try AtomicFile.write(text, to: path)
    return entries.count
  }

  /// One entry as the file lists it.
  static func yaml(_ entry: AuditBaseline.Entry, indent: String) -> String {
    let inner = indent + "  "
    var lines = ["\(indent)- image: \(scalar(entry.image))", "\(inner)rule: \(scalar(entry.rule))"]
    if let part = entry.part { lines.append("\(inner)part: \(scalar(part))") }
    if entry.measured.count == 1 {
      lines.append("\(inner)measured: \(quoted(entry.measured[0].description))")
    } else {
      lines.append("\(inner)measured:")
      lines += entry.measured.map { "\(inner)  - \(quoted($0.description))" }
    }
    if let fixture = entry.fixture { lines.append("\(inner)fixture: \(scalar(fixture))") }
    lines.append("\(inner)reason: \(quoted(entry.reason))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Plain when YAML reads it back unchanged (names, paths), else double-quoted.
  static func scalar(_ text: String) -> String {
    let plain =
      !text.isEmpty && text.first!.isASCII && (text.first!.isLetter || text.first!.isNumber)
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_./@:+-".contains($0)) }
      && !text.hasSuffix(":")
    return plain ? text : quoted(text)
  }

  /// A YAML double-quoted scalar; control characters escaped, so a name cannot break the file.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value):
        out += String(format: "\\x%02X", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
