import Components
import Graphics

/// THE mapping from design token paths to theme fields: the one table `DesignTokens` applies
/// and the one Fixtures/README.md ("Design token paths") prints (`make schema`). Each row is a
/// family of paths, `material.color.<role>` with its names; order matters where one field
/// covers others (a family before the type styles' own sizes and weights).
///
/// Ranges are the fixture keys' (declared once, in the `*Fixtures+Schema.swift` files), so a
/// token cannot set what the same theme key in YAML would refuse.
public struct TokenMapping: Sendable {
  /// `material.color.<role>`.
  public var pattern: String
  /// What `<...>` in the pattern may be (empty: the pattern is one path).
  public var names: [String]
  public var system: String
  /// The token types the field takes.
  public var types: [TokenType]
  public var range: ClosedRange<Double>?
  /// The theme field, for the docs: `MaterialContainerScheme.colors.<role>`.
  public var field: String
  /// How the docs name `names` when they are listed elsewhere.
  public var namesDoc: String? = nil
  /// What a value of the row has that no theme field takes (`WIDTH`: a border's width).
  public var note: String? = nil
  /// Sets the field for one name of `names` (empty name for single paths).
  let apply: @Sendable (_ name: String, _ value: TokenValue, _ theme: inout Theme) -> Void

  /// Every concrete path of the row.
  public var paths: [String] {
    guard let open = pattern.firstIndex(of: "<"), let close = pattern.firstIndex(of: ">") else { return [pattern] }
    return names.map { pattern.replacingCharacters(in: open...close, with: $0) }
  }

  func name(of path: String) -> String? {
    guard let open = pattern.firstIndex(of: "<"), let close = pattern.firstIndex(of: ">") else {
      return path == pattern ? "" : nil
    }
    let prefix = pattern[..<open]
    let suffix = pattern[pattern.index(after: close)...]
    guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else { return nil }
    let name = String(path.dropFirst(prefix.count).dropLast(suffix.count))
    return names.contains(name) ? name : nil
  }
}

extension TokenMapping {
  /// The range a fixture key declares for numbers (the token's limits).
  static func range(_ key: String, in keys: [FixtureKey]) -> ClosedRange<Double> {
    switch keys.first(where: { $0.name == key })?.type {
    case .number(let range)?: range
    case .integer(let range)?: Double(range.lowerBound)...Double(range.upperBound)
    default: preconditionFailure("\(key) is not a numeric fixture key")
    }
  }

  /// Font weights the type styles take (a fixture's `weight`).
  static let weightRange = range("weight", in: MaterialFixtures.typeStyleKeys)

  static func number(_ value: TokenValue) -> Double {
    switch value {
    case .dimension(let n), .number(let n): n
    case .fontWeight(let w): Double(w)
    default: 0
    }
  }

  public static let table: [TokenMapping] = [
    TokenMapping(
      pattern: "material.color.<role>", names: MaterialColorScheme.roleNames, system: "material", types: [.color],
      field: "`MaterialContainerScheme.colors`, the role (`theme.colors.<role>`)"
    ) { name, value, theme in
      if case .color(let c) = value, let role = MaterialColorScheme.role(named: name) {
        theme.material.colors[keyPath: role] = c
      }
    },
    TokenMapping(
      pattern: "material.typography.font-family", names: [], system: "material", types: [.fontFamily],
      field: "every type style's family (`theme.font-family`)"
    ) { _, value, theme in
      if case .fontFamily(let f) = value, let family = f.first {
        theme.material.typography = theme.material.typography.withFamily(family)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>", names: MaterialTypographyScheme.styleNames, system: "material",
      types: [.typography], range: range("size", in: MaterialFixtures.typeStyleKeys),
      field: "the style's family, size and weight (`theme.typography.<style>`), from a typography token"
    ) { name, value, theme in
      if case .typography(let t) = value, let style = MaterialTypographyScheme.style(named: name),
        let family = t.family.first
      {
        theme.material.typography[keyPath: style] = Font(family: family, weight: t.weight, size: t.size)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>.font-size", names: MaterialTypographyScheme.styleNames, system: "material",
      types: [.dimension, .number], range: range("size", in: MaterialFixtures.typeStyleKeys),
      field: "the style's size in points (`theme.typography.<style>.size`)"
    ) { name, value, theme in
      if let style = MaterialTypographyScheme.style(named: name) {
        theme.material.typography[keyPath: style].size = number(value)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>.font-weight", names: MaterialTypographyScheme.styleNames,
      system: "material",
      types: [.fontWeight], range: range("weight", in: MaterialFixtures.typeStyleKeys),
      field: "the style's weight (`theme.typography.<style>.weight`)"
    ) { name, value, theme in
      if let style = MaterialTypographyScheme.style(named: name) {
        theme.material.typography[keyPath: style].weight = Int(number(value))
      }
    },
    TokenMapping(
      pattern: "material.shape.<category>", names: ["small", "medium", "large"], system: "material",
      types: [.dimension],
      range: range("small", in: MaterialFixtures.shapeKeys),
      field: "the shape scheme's corner radius (`theme.shapes.<category>`)"
    ) { name, value, theme in
      switch name {
      case "small": theme.material.shapes.small = number(value)
      case "medium": theme.material.shapes.medium = number(value)
      default: theme.material.shapes.large = number(value)
      }
    },
    TokenMapping(
      pattern: "fiori.color.<token>", names: FioriTheme.tokens.map(\.name), system: "fiori", types: [.color],
      field: "the Fiori colour token (`theme.colors.<token>`)",
      namesDoc: "the \(FioriTheme.tokens.count) names of *Theme colour tokens (Fiori)*, e.g. `chip.selected.background`"
    ) { name, value, theme in
      if case .color(let c) = value, let path = FioriTheme.token(named: name) { theme.fiori[keyPath: path] = c }
    },
    TokenMapping(
      pattern: "fiori.typography.font-family", names: [], system: "fiori", types: [.fontFamily],
      field: "the text font (`theme.font-family`)"
    ) { _, value, theme in
      if case .fontFamily(let f) = value, let family = f.first { theme.fiori.fontFamily = family }
    },
    TokenMapping(
      pattern: "fiori.typography.chip-label", names: [], system: "fiori", types: [.typography],
      range: range("size", in: MaterialFixtures.typeStyleKeys),
      field: "the text font and the chip label's size and weight, from a typography token"
    ) { _, value, theme in
      if case .typography(let t) = value, let family = t.family.first {
        theme.fiori.fontFamily = family
        theme.fiori.chipLabelFontSize = t.size
        theme.fiori.chipLabelFontWeight = t.weight
      }
    },
    TokenMapping(
      pattern: "fiori.border.<table>",
      names: FioriTheme.tokens.map(\.name).filter { $0.hasSuffix(".border") }.map { String($0.dropLast(7)) },
      system: "fiori", types: [.border],
      field: "the chip table's border colour (`theme.colors.<table>.border`), from a border token",
      note: "width WIDTH read; Fiori chip borders keep the spec's width"
    ) { name, value, theme in
      if case .border(let b) = value, let path = FioriTheme.token(named: name + ".border") {
        theme.fiori[keyPath: path] = b.color
      }
    },
    TokenMapping(
      pattern: "fiori.chip.height", names: [], system: "fiori", types: [.dimension],
      range: range("chip-height", in: FioriFixtures.metricsKeys), field: "chip height (`theme.metrics.chip-height`)"
    ) { _, value, theme in theme.fiori.chipHeight = number(value) },
    TokenMapping(
      pattern: "fiori.chip.horizontal-padding", names: [], system: "fiori", types: [.dimension],
      range: range("chip-horizontal-padding", in: FioriFixtures.metricsKeys),
      field: "chip side padding (`theme.metrics.chip-horizontal-padding`)"
    ) { _, value, theme in theme.fiori.chipHorizontalPadding = number(value) },
    TokenMapping(
      pattern: "fiori.chip.horizontal-padding-with-check-mark", names: [], system: "fiori", types: [.dimension],
      range: range("chip-horizontal-padding-with-check-mark", in: FioriFixtures.metricsKeys),
      field: "chip side padding beside a check mark (`theme.metrics.chip-horizontal-padding-with-check-mark`)"
    ) { _, value, theme in theme.fiori.chipHorizontalPaddingWithCheckMark = number(value) },
  ]

  /// The row and name for a token path, or nil when the mapping has no such path.
  static func target(for path: String) -> (row: TokenMapping, name: String)? {
    for row in table { if let name = row.name(of: path) { return (row, name) } }
    return nil
  }

  /// Every mapped path (for suggestions).
  static let allPaths = table.flatMap(\.paths)

  /// The table as Markdown, for Fixtures/README.md (rows of the given systems).
  public static func markdown(systems: [String]) -> [String] {
    let rows = table.filter { systems.contains($0.system) }
    guard !rows.isEmpty else { return [] }
    var lines = [
      "### Design token paths",
      "",
      "What `theme: {tokens: FILE}` and `--tokens FILE` read (DTCG JSON, see docs/tokens.md): each token path sets one theme field. Generated from `TokenMapping.table`.",
      "",
      "| token path | `$type` | range | sets | names |",
      "|---|---|---|---|---|",
    ]
    for row in rows {
      let range = row.range.map { "\($0.lowerBound.tokenText)...\($0.upperBound.tokenText)" } ?? ""
      lines.append(
        "| `\(row.pattern)` | \(row.types.map(\.rawValue).joined(separator: ", ")) | \(range) | \(row.field) | \(row.namesDoc ?? row.names.map { "`\($0)`" }.joined(separator: ", ")) |"
      )
    }
    lines.append("")
    return lines
  }
}
