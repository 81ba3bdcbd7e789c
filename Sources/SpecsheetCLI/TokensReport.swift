import Catalog
import ComponentKit
import Foundation
import Graphics
import Tokens

/// The text `specsheet tokens` prints: the set, each field with its source, notes, the
/// fields that change no image, and the coverage counts.
struct TokensReport {
  var set: TokenSet
  /// Mapped paths whose field changes no image of the selection.
  var idle: Set<String>
  var verbose: Bool

  var lines: [String] {
    var lines = ["tokens: \(set.origin) (\(set.files.count) file\(set.files.count == 1 ? "" : "s"))"]
    for modifier in set.modifiers {
      let how = modifier.chosen == modifier.defaultContext ? "default" : "chosen"
      lines.append(
        "  modifier \(modifier.name) = \(modifier.chosen ?? "?") (\(how); contexts: "
          + "\(modifier.contexts.joined(separator: ", ")))"
      )
    }
    lines.append("")
    lines.append("theme fields (\(set.fields.count)):")
    for field in set.fields {
      let origin =
        field.source == field.path
        ? "(\(name(field.file)))" : "<- \(field.source) (\(name(field.sourceFile))), mapped in \(name(field.file))"
      lines.append("  \(field.path) = \(Self.text(field.value))  \(origin)")
      if let note = field.note, !note.isEmpty { lines.append("      note: \(note)") }
    }
    let unchanged = set.fields.map(\.path).filter { idle.contains($0) }
    lines.append("")
    lines.append("mapped tokens that change no image in the selection (\(unchanged.count)):")
    lines += unchanged.isEmpty ? ["  none"] : unchanged.map { "  \($0)" }
    lines.append("")
    let mappingPaths = TokenMapping.table.flatMap(\.paths).count
    let reached = set.tokenCount - set.unused.count
    lines.append(
      "coverage: \(set.fields.count) of \(mappingPaths) mapping paths set; \(set.tokenCount) tokens, \(reached) "
        + "reached by the mapping, \(set.unused.count) not reached"
        + (verbose || set.unused.isEmpty ? "" : " (--verbose lists them)"))
    if verbose { lines += set.unused.map { "  not reached: \($0)" } }
    return lines
  }

  /// A file relative to the loaded file's folder when inside it (the set's own files), else as given.
  func name(_ file: String) -> String {
    let folder = (set.origin as NSString).deletingLastPathComponent
    return !folder.isEmpty && file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
  }

  static func text(_ value: TokenValue) -> String {
    switch value {
    case .color(let c): c.description
    case .dimension(let d): "\(d.tokenText)pt"
    case .number(let n): n.tokenText
    case .fontWeight(let w): "\(w)"
    case .fontFamily(let f): f.joined(separator: ", ")
    case .typography(let t): "\(t.family.first ?? "") \(t.weight) \(t.size.tokenText)pt"
    case .border(let b): "\(b.color) \(b.width.tokenText)pt"
    case .unusable(let type, _): type.rawValue
    }
  }
}
