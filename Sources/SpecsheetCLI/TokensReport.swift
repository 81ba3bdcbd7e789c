import Catalog
import ComponentKit
import Foundation
import Graphics
import Tokens

/// The text `specsheet tokens` prints: the set, each field with its alias chain and the file
/// and line of each token (`--verbose`: of every token in the chain), notes, the
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
      lines.append("  " + Self.provenance(field, naming: name))
      if verbose {
        // Where each token of the chain is written, the value's own last.
        for link in field.chain.dropFirst().dropLast() {
          lines.append("      via \(link.token) (\(TokenSet.Field.place(link.place, naming: name)))")
        }
      }
      if let note = field.note, !note.isEmpty { lines.append("      note: \(note)") }
    }
    let unchanged = set.fields.map(\.path).filter { idle.contains($0) }
    lines.append("")
    lines.append("mapped tokens that change no image in the selection (\(unchanged.count)):")
    lines += unchanged.isEmpty ? ["  none"] : unchanged.map { "  \($0)" }
    lines.append("")
    let mappingPaths = RunningRegistry.current.tokenMapping.flatMap(\.paths).count
    let reached = set.tokenCount - set.unused.count
    lines.append(
      "coverage: \(set.fields.count) of \(mappingPaths) mapping paths set; \(set.tokenCount) tokens, \(reached) "
        + "reached by the mapping, \(set.unused.count) not reached"
        + (verbose || set.unused.isEmpty ? "" : " (--verbose lists them)"))
    if verbose { lines += set.unused.map { "  not reached: \($0)" } }
    return lines
  }

  /// A field as `tokens` prints it: its alias chain, value and the file and line of the token
  /// holding it, then where the mapping path is written when that is another token:
  /// `material.color.primary ← bgColor.accent.emphasis → color.pine.700 = #1F5F4A
  /// (palette.tokens.json:61), mapped in specsheet.tokens.json:6`.
  static func provenance(_ field: TokenSet.Field, naming name: (String) -> String) -> String {
    let line =
      "\(field.chainText) = \(text(field.value)) (\(TokenSet.Field.place(field.sourcePlace, naming: name)))"
    return field.chain.count < 2 ? line : line + ", mapped in \(TokenSet.Field.place(field.place, naming: name))"
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
    case .shadow(let s):
      s.map { "\($0.color) \($0.offsetX.tokenText) \($0.offsetY.tokenText) \($0.blur.tokenText)" }
        .joined(separator: ", ")
    case .unusable(let type, _): type.rawValue
    }
  }
}
