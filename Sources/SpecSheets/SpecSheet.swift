import ComponentKit
import Foundation
import Graphics

/// A designer's spec sheet for one component: a title, the system and theme, then per fixture
/// file a grid of variants (rows) × states (columns). Each cell shows the same `Rendering` the
/// single images use (from `Component.render`), below it the same picture with redlines, and below
/// that the swatches of what it draws.
///
/// A sheet is pure data: `displayList` is drawn by any backend (PNG, PDF, SVG) and `dump()` is a
/// stable text description for tests.
public struct SpecSheet: Sendable {
  /// `fiori/chip` for a catalog component, or the fixture's file name without extension.
  public var name: String
  public var title: String
  public var subtitle: String
  public var sections: [Section]
  /// The whole sheet, in points (whole-point canvas).
  public var displayList: DisplayList
  /// Where everything is on the sheet: `title`, `section-N` > `row-N` > `<variant>/<state>` >
  /// `render`, `redlines`, `swatches`.
  public var layout: LayoutNode
  /// The spec audit's verdict per entry id (open and accepted findings), when the sheet shows it.
  public var audit: [String: CellVerdict]? = nil
  /// The accessibility layer per entry id, when the sheet is annotated (`--annotate a11y`).
  public var accessibility: [String: SheetAccessibility]? = nil

  public struct Section: Sendable {
    /// The fixture file.
    public var source: String
    public var theme: String
    /// The colour cells are drawn on (the theme's background).
    public var canvas: Color
    /// Why its cells have no redlines of the component's own size, paddings and corners.
    public var redlineNote: String?
    public var states: [String]
    public var rows: [Row]
  }

  public struct Row: Sendable {
    public var variant: String
    /// One per state column; nil where the variant has no such state.
    public var cells: [Cell?]
  }

  public struct Cell: Sendable {
    public var entry: CatalogEntry
    public var rendering: Rendering
    public var redlines: [Redline]
    public var swatches: [Swatch]
    /// The rendering's canvas on the sheet.
    public var renderFrame: Rect
    /// The redline picture on the sheet: its tile, and where the rendering's origin is in it.
    public var redlineFrame: Rect
    public var redlineOrigin: Point
    /// The swatch list on the sheet, and each line's colour chip and text frames.
    public var swatchFrame: Rect
    public var swatchLines: [(chip: Rect, text: Rect)]
  }

  /// Every cell, section by section, row by row.
  public var cells: [Cell] { sections.flatMap { $0.rows.flatMap { $0.cells.compactMap { $0 } } } }

  /// The sheet size in points.
  public var size: Size { displayList.size }
}

extension SpecSheet {
  /// Lays out a sheet for `entries`. Each entry is resolved with `measurer` (the one the single
  /// images use, so cells match them exactly); `measurer` also sizes the sheet's own text.
  /// Throws the first entry's `ResolveError`.
  /// `audit` (entry id → its verdict: open findings and accepted ones with their reasons, one line
  /// each, printed as given) adds a badge under every cell ("conforms", "N accepted" or "N findings")
  /// and, at the sheet's foot, the count of each and the findings with the baseline's reasons; nil
  /// draws neither.
  public static func make(
    name: String, entries: [CatalogEntry], measurer: any TextMeasurer, style: SheetStyle = SheetStyle(),
    audit: [String: CellVerdict]? = nil, annotations: Set<SheetAnnotation> = []
  ) throws -> SpecSheet {
    try make(
      name: name, resolved: entries.map { try $0.resolve(measurer: measurer) }, measurer: measurer, style: style,
      audit: audit, annotations: annotations)
  }

  /// Lays out a sheet for entries already resolved (with `measurer`, as `render --sheets` does).
  /// `page`, when given, is the part of a component split into pages that `resolved` holds.
  public static func make(
    name: String, resolved: [ResolvedEntry], measurer: any TextMeasurer, style: SheetStyle = SheetStyle(),
    audit: [String: CellVerdict]? = nil, annotations: Set<SheetAnnotation> = [], page: SheetPage? = nil
  ) throws -> SpecSheet {
    var builder = SheetBuilder(style: style, measurer: measurer)
    builder.audit = audit
    builder.annotations = annotations
    builder.page = page
    return try builder.build(name: name, resolved: resolved)
  }

  /// One line per element, stable across runs: sections, cells, redlines and swatches.
  public func dump() -> String {
    var lines = ["sheet \(name) \(size.dumped)", "title \"\(title)\"", "subtitle \"\(subtitle)\""]
    for section in sections {
      lines.append("section \(section.source) theme \"\(section.theme)\" canvas \(section.canvas)")
      if let note = section.redlineNote { lines.append("  redlines \(note)") }
      lines.append("  states \(section.states.joined(separator: " "))")
      for row in section.rows {
        lines.append("  row \(row.variant)")
        for cell in row.cells.compactMap({ $0 }) {
          lines.append(
            "    cell \(cell.entry.state) render \(cell.renderFrame.dumped) redlines \(cell.redlineFrame.dumped) "
              + "swatches \(cell.swatchFrame.dumped)")
          for r in cell.redlines { lines.append("      redline \(r.dumped)") }
          for s in cell.swatches { lines.append("      swatch \(s.kind.rawValue) \(s.text)") }
          if let audit { lines += Self.auditDump(audit[cell.entry.id]) }
          lines += accessibilityDump(cell)
        }
      }
    }
    if let audit {
      lines.append("audit summary \(SheetBadge.heading(cells.compactMap { audit[$0.entry.id] }).text)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `audit verdict <word> (<counts>)`, then `audit conforms`, `audit <open> | <open>`,
  /// `audit accepted <finding> — <reason> (<entry>)` per accepted finding and `audit exempt
  /// <finding>` per exempt one.
  static func auditDump(_ verdict: CellVerdict?) -> [String] {
    guard let verdict else { return ["      audit not audited"] }
    var lines = ["      audit verdict \(verdict.counts.verdict.rawValue) (\(verdict.counts.text))"]
    if verdict.conforms { lines.append("      audit conforms") }
    lines += verdict.open.isEmpty ? [] : ["      audit " + verdict.open.joined(separator: " | ")]
    lines += verdict.accepted.map { "      audit accepted \($0.line) — \($0.reason) (\($0.location))" }
    lines += verdict.exempt.map { "      audit exempt \($0)" }
    return lines
  }

  /// How an entry's theme reads in a sheet's header, and the colour its cells are drawn on: what
  /// its design system's theme says (`SystemTheme.sheetHeading`), or white for a component
  /// drawn with no system's theme.
  public static func themeHeading(of entry: CatalogEntry) -> ThemeHeading {
    guard let type = entry.content.model.systemTheme else { return .fromFixture }
    return entry.theme.value(of: type).sheetHeading
  }
}

/// Why a sheet could not be made.
public enum SheetError: Error, Hashable, Sendable, CustomStringConvertible {
  case empty(String)

  public var description: String {
    switch self {
    case .empty(let name): "sheet \(name) has no catalog entries"
    }
  }
}
