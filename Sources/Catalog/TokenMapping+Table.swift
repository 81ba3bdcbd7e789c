import ComponentKit
import Fiori
import Graphics
import Material
import Tokens

extension TokenMapping {
  /// Every design system's rows, Material's first (the order of the README's table). The one
  /// line that lists the systems, as `ComponentRegistry.standard` does for components.
  public static let table: [TokenMapping] = material + fiori

  /// The table's paths without how they apply: what `TokenSet` loads against.
  public static let families = table.map(\.family)

  /// The row and name for a token path among `rows` (a registry's), or nil when none has it.
  package static func target(
    for path: String, in rows: [TokenMapping] = table
  ) -> (row: TokenMapping, name: String)? {
    for row in rows { if let name = row.name(of: path) { return (row, name) } }
    return nil
  }

  /// Every mapped path (for suggestions).
  package static let allPaths = table.flatMap(\.paths)

  /// The table as Markdown, for Fixtures/README.md (rows of the given systems).
  public static func markdown(systems: [String]) -> [String] {
    markdown(rows: table.filter { systems.contains($0.system) })
  }

  /// `rows` (a registry's `tokenMapping`) as Markdown.
  public static func markdown(rows: [TokenMapping]) -> [String] {
    guard !rows.isEmpty else { return [] }
    var lines = [
      "### Design token paths",
      "",
      "What `theme: {tokens: FILE}` and `--tokens FILE` read (DTCG JSON, see docs/tokens.md): each token path sets one "
        + "theme field. Generated from `TokenMapping.table`.",
      "",
      "| token path | `$type` | range | sets | names |",
      "|---|---|---|---|---|",
    ]
    for row in rows {
      let range = row.range.map { "\($0.lowerBound.tokenText)...\($0.upperBound.tokenText)" } ?? ""
      lines.append(
        "| `\(row.pattern)` | \(row.types.map(\.rawValue).joined(separator: ", ")) | \(range) | \(row.field) | "
          + "\(row.namesDoc ?? row.names.map { "`\($0)`" }.joined(separator: ", ")) |"
      )
    }
    lines.append("")
    return lines
  }
}
