import ComponentKit
import Foundation
import Graphics

/// Does the arithmetic of `SpecSheet.make`.
struct SheetBuilder {
  var style: SheetStyle
  var measurer: any TextMeasurer
  var commands: [DrawCommand] = []
  var audit: [String: CellVerdict]?
  /// Optional layers under each cell (`SheetAnnotation`), and the accessibility ones drawn.
  var annotations: Set<SheetAnnotation> = []
  /// The page this sheet is, when a component is split into pages (its title and subtitle say so).
  var page: SheetPage?
  var accessibility: [String: SheetAccessibility] = [:]

  init(style: SheetStyle, measurer: any TextMeasurer) {
    self.style = style
    self.measurer = measurer
  }

  /// A text run at `origin`; returns its frame.
  mutating func text(_ s: String, _ font: Font, _ color: Color, at origin: Point) throws -> Rect {
    let m = try measurer.measure(s, font: font)
    let frame = Rect(origin: origin, size: m.size)
    commands.append(.text(TextRun(text: s, font: font, color: color, frame: frame)))
    return frame
  }

  func measure(_ s: String, _ font: Font) throws -> Size { try measurer.measure(s, font: font).size }

  struct PreparedCell {
    var entry: CatalogEntry
    var rendering: Rendering
    var redlines: [Redline]
    /// Why the component's own size, paddings and corners have no redlines (no declared role).
    var redlineNote: String?
    var redlineTile: Rect  // in the rendering's coordinates
    var swatches: [Swatch]
    var swatchSizes: [Size]
    /// Where the redline tile and the swatch list start, down from the cell's top. Placement
    /// uses these, so `size` is the size the cell takes on the sheet. Cells' tops are on whole
    /// points, so the tile is too.
    var redlineTop: Double
    var swatchTop: Double
    /// Where the audit badge sits (nil without an audit).
    var badgeTop: Double?
    /// The cell's size on the sheet: it sets its column's width and its row's height.
    var size: Size
    /// The accessibility tile, under everything else (`--annotate a11y`).
    var accessibility: PreparedAccessibility? = nil
  }

  mutating func prepare(_ resolved: ResolvedEntry) throws -> PreparedCell {
    let (entry, rendering) = (resolved.entry, resolved.rendering)
    let roles = entry.content.model.partRoles
    let (ruleSet, rules) = entry.content.model.specRules(theme: entry.theme)
    let redlines = RedlinePlanner.cite(
      try RedlinePlanner.redlines(for: rendering, roles: roles, style: style, measurer: measurer), ruleSet: ruleSet,
      rules: rules, parts: rendering.layout.parts.map(\.path))
    let canvas = Rect(origin: .zero, size: rendering.size)
    let extent = RedlinePlanner.extent(redlines, style: style).map { $0.union(canvas) } ?? canvas
    let m = style.redlineTileMargin
    let tileX = (extent.minX - m).rounded(.down)
    let tileY = (extent.minY - m).rounded(.down)
    let tileRect = Rect(
      x: tileX, y: tileY, width: (extent.maxX + m).rounded(.up) - tileX, height: (extent.maxY + m).rounded(.up) - tileY)
    // A debug variant's overlay is specsheet's, not the component's: read the colours without it.
    let plain = try entry.content.model.withoutOverlays.map {
      try $0.model.rendering(theme: entry.theme, measurer: measurer)
    }
    let swatches = SwatchReader.swatches(
      for: plain ?? rendering, canvas: SpecSheet.themeHeading(of: entry).canvas)
    let sizes = try swatches.map { s -> Size in
      let t = try measure(s.text, style.swatchFont)
      return Size(width: style.swatchChip + style.swatchTextGap + t.width, height: max(style.swatchChip, t.height))
    }
    let redlineTop = (rendering.size.height + style.cellSpacing).rounded(.up)
    let swatchTop = redlineTop + tileRect.height + style.cellSpacing
    let swatchWidth = sizes.map { $0.width }.max() ?? 0
    let swatchHeight = sizes.reduce(0) { $0 + $1.height + style.swatchLineGap }
    var size = Size(
      width: max(rendering.size.width, tileRect.width, swatchWidth), height: swatchTop + swatchHeight)
    var badgeTop: Double?
    if audit != nil {
      badgeTop = size.height + style.cellSpacing
      let badge = try widestBadge()
      size.width = max(size.width, badge.width + 2 * SheetBadge.padding)
      size.height = badgeTop! + badge.height + 2 * SheetBadge.padding / 2
    }
    var cell = PreparedCell(
      entry: entry, rendering: rendering, redlines: redlines,
      redlineNote: RedlinePlanner.roleNote(for: rendering, roles: roles), redlineTile: tileRect, swatches: swatches,
      swatchSizes: sizes,
      redlineTop: redlineTop, swatchTop: swatchTop, badgeTop: badgeTop, size: size)
    try prepareAccessibility(&cell)
    return cell
  }

  /// A fixture path as the sheet prints it: relative to the project (`ProjectRoot`) when inside
  /// it, so a sheet reads the same however the catalog was loaded and from whichever folder of
  /// the project (`Fixtures/catalog/fiori/chip.yaml`); control characters escaped.
  static func displayPath(_ path: String) -> String {
    ProjectRoot.relative(path).escapingControlCharacters
  }

  mutating func build(name: String, resolved: [ResolvedEntry]) throws -> SpecSheet {
    let entries = resolved.map(\.entry)
    guard let first = entries.first else { throw SheetError.empty(name) }
    let s = style
    let prepared = try resolved.map { try prepare($0) }
    let sources = Self.sectionSources(entries, component: first.component)
    let (title, subtitle) = heading(entries)

    var y = s.margin
    var parts: [LayoutNode] = []
    var width = 0.0
    let titleFrame = try text(title, s.titleFont, s.ink, at: Point(x: s.margin, y: y))
    y = titleFrame.maxY + s.titleGap
    let subtitleFrame = try text(subtitle, s.subtitleFont, s.secondaryInk, at: Point(x: s.margin, y: y))
    parts.append(LayoutNode("title", frame: titleFrame))
    parts.append(LayoutNode("subtitle", frame: subtitleFrame))
    width = max(titleFrame.maxX, subtitleFrame.maxX)
    y = subtitleFrame.maxY + s.headerGap

    var sections: [SpecSheet.Section] = []
    var ruleYs: [Double] = []
    for (sectionIndex, source) in sources.enumerated() {
      ruleYs.append(y)
      let placed = try placeSection(
        source, index: sectionIndex, cells: prepared.filter { $0.entry.source == source }, top: y, width: &width)
      y = placed.bottom
      sections.append(placed.section)
      parts.append(placed.node)
    }

    if let audit {
      ruleYs.append(y)
      y += s.sectionRuleGap
      let frame = try verdictFooter(audit, entries: entries, at: y)
      parts.append(LayoutNode("audit", frame: frame))
      width = max(width, frame.maxX)
      y = frame.maxY + s.swatchLineGap + s.cellGap
    }
    let size = Size(width: (width + s.margin).rounded(.up), height: (y - s.cellGap + s.margin).rounded(.up))
    // Section rules across the whole sheet, now that its width is known.
    for ry in ruleYs {
      commands.append(
        .fill(.rect(Rect(x: s.margin, y: ry, width: size.width - 2 * s.margin, height: s.ruleThickness)), s.rule))
    }
    let list = DisplayList(size: size, commands: [.fill(.rect(Rect(origin: .zero, size: size)), s.page)] + commands)
    return SpecSheet(
      name: name, title: title, subtitle: subtitle, sections: sections, displayList: list,
      layout: LayoutNode("sheet", frame: Rect(origin: .zero, size: size), children: parts), audit: audit,
      accessibility: annotations.isEmpty ? nil : accessibility)
  }

  /// The sections' fixture files in the order of the entries, the file named like the component
  /// first.
  static func sectionSources(_ entries: [CatalogEntry], component: String) -> [String] {
    var sources: [String] = []
    for e in entries where !sources.contains(e.source) { sources.append(e.source) }
    let main = sources.filter { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == component }
    return main + sources.filter { !main.contains($0) }
  }

  /// The sheet's title (systems and components) and subtitle (what it holds and what a cell shows).
  func heading(_ entries: [CatalogEntry]) -> (title: String, subtitle: String) {
    let systems = Set(entries.map(\.system)).sorted()
    let components = Set(entries.map(\.component)).sorted()
    let pageText = page.map { $0.count > 1 ? " · \($0)" : "" } ?? ""
    let title = "\(systems.joined(separator: ", ")) · \(components.joined(separator: ", "))\(pageText)"
    let variantCount = Set(entries.map { "\($0.source)|\($0.variant)" }).count
    let subtitle =
      "system \(systems.joined(separator: ", ")) · component \(components.joined(separator: ", ")) · "
      + "\(variantCount) variant\(variantCount == 1 ? "" : "s"), \(entries.count) "
      + "image\(entries.count == 1 ? "" : "s") · "
      + "each cell: the image, its redlines (points), its resolved colours and type"
      + (annotations.contains(.a11y) ? ", its accessibility (focus order: role · label · state)" : "")
      + (page?.note.map { " · \($0)" } ?? "")
    return (title, subtitle)
  }
}
