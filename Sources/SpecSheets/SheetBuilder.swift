import Catalog
import ComponentKit
import Foundation
import Graphics
import Project

/// Does the arithmetic of `SpecSheet.make`.
struct SheetBuilder {
  var style: SheetStyle
  var measurer: any TextMeasurer
  var commands: [DrawCommand] = []
  var audit: [String: CellVerdict]?
  /// Optional layers under each cell (`SheetAnnotation`), and the accessibility ones drawn.
  var annotations: Set<SheetAnnotation> = []
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
    let redlines = try RedlinePlanner.redlines(for: rendering, roles: roles, style: style, measurer: measurer)
    let canvas = Rect(origin: .zero, size: rendering.size)
    let extent = RedlinePlanner.extent(redlines, style: style).map { $0.union(canvas) } ?? canvas
    let m = style.redlineTileMargin
    let tileX = (extent.minX - m).rounded(.down)
    let tileY = (extent.minY - m).rounded(.down)
    let tileRect = Rect(
      x: tileX, y: tileY, width: (extent.maxX + m).rounded(.up) - tileX, height: (extent.maxY + m).rounded(.up) - tileY)
    let swatches = SwatchReader.swatches(
      for: rendering, canvas: SpecSheet.themeHeading(of: entry).canvas)
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

    // Sections: one per fixture file; the file named like the component first.
    var sources: [String] = []
    for e in entries where !sources.contains(e.source) { sources.append(e.source) }
    let main = sources.filter { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension == first.component }
    sources = main + sources.filter { !main.contains($0) }

    let systems = Set(entries.map(\.system)).sorted()
    let components = Set(entries.map(\.component)).sorted()
    let title = "\(systems.joined(separator: ", ")) · \(components.joined(separator: ", "))"
    let variantCount = Set(entries.map { "\($0.source)|\($0.variant)" }).count
    let subtitle =
      "system \(systems.joined(separator: ", ")) · component \(components.joined(separator: ", ")) · "
      + "\(variantCount) variant\(variantCount == 1 ? "" : "s"), \(entries.count) image\(entries.count == 1 ? "" : "s") · "
      + "each cell: the image, its redlines (points), its resolved colours and type"
      + (annotations.contains(.a11y) ? ", its accessibility (focus order: role · label · state)" : "")

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
      let cells = prepared.filter { $0.entry.source == source }
      let theme = SpecSheet.themeHeading(of: cells[0].entry)
      let states = Self.stateOrder(cells.map(\.entry))
      var variants: [String] = []
      for c in cells where !variants.contains(c.entry.variant) { variants.append(c.entry.variant) }
      let sectionTop = y
      ruleYs.append(y)
      y += s.sectionRuleGap
      let header = try text(Self.displayPath(source), s.sectionFont, s.ink, at: Point(x: s.margin, y: y))
      y = header.maxY + s.sectionDetailGap
      // Said when no cell has the declared container (an empty chip field alone has no chips).
      let redlineNote = cells.allSatisfy { $0.redlineNote != nil } ? cells[0].redlineNote : nil
      let detail = try text(
        "theme: \(theme.name) · cells on \(theme.canvas.hexString)" + (redlineNote.map { " · \($0)" } ?? ""),
        s.sectionDetailFont, s.secondaryInk,
        at: Point(x: s.margin, y: y))
      y = detail.maxY + s.sectionHeadingGap

      // A long section (many variants) is split into bands side by side, so the sheet stays
      // roughly landscape instead of one very tall strip. Each band has a column only for the
      // states its rows have (no empty columns), in the spec's order; row k of every band
      // starts at the same height, so the rows line up across the sheet.
      let rowHeights = variants.map { variant in
        cells.filter { $0.entry.variant == variant }.map { $0.size.height }.max() ?? 0
      }
      let fullWidth = try Self.grid(states: states, variants: variants, cells: cells, style: s, measure: measure).width
      let gridHeight = rowHeights.reduce(0) { $0 + $1 + s.cellGap }
      let bands = max(1, min(variants.count, Int((gridHeight / (fullWidth * s.bandAspectRatio)).squareRoot().rounded(.up))))
      let perBand = (variants.count + bands - 1) / bands
      let bandRows = (0..<bands).map { band in Array(variants[(band * perBand)..<min(variants.count, (band + 1) * perBand)]) }
      let alignedHeights = (0..<perBand).map { k in
        bandRows.compactMap { $0.indices.contains(k) ? rowHeights[variants.firstIndex(of: $0[k])!] : nil }.max() ?? 0
      }
      let headerTop = y
      let rowsTop = (y + (try measure("Ag", s.captionFont).height) + s.columnCaptionGap).rounded(.up)
      var rowTops: [Double] = []
      var ry = rowsTop
      for h in alignedHeights {
        rowTops.append(ry)
        ry = (ry + h + s.cellGap).rounded(.up)
      }
      var sectionBottom = ry
      var rows: [SpecSheet.Row] = []
      var rowNodes: [LayoutNode] = []
      var bandX = s.margin
      for band in bandRows {
        let grid = try Self.grid(
          states: states, variants: band, cells: cells.filter { band.contains($0.entry.variant) }, style: s, measure: measure)
        for (i, state) in grid.states.enumerated() {
          _ = try text(state, s.captionFont, s.secondaryInk, at: Point(x: bandX + grid.columnX[i], y: headerTop))
        }
        for (k, variant) in band.enumerated() {
          let y = rowTops[k]
          let rowHeight = alignedHeights[k]
          _ = try text(variant, s.captionFont, s.ink, at: Point(x: bandX, y: y))
          var placed: [SpecSheet.Cell?] = []
          var cellNodes: [LayoutNode] = []
          for state in states {
            guard let c = cells.first(where: { $0.entry.variant == variant && $0.entry.state == state }),
              let column = grid.states.firstIndex(of: state)
            else {
              placed.append(nil)
              continue
            }
            let cx = bandX + grid.columnX[column]
            let renderFrame = Rect(origin: Point(x: cx, y: y), size: c.rendering.size)
            // The cell as the single image shows it, on the theme's background.
            commands.append(.fill(.rect(renderFrame), theme.canvas))
            commands.append(.pushClip(.rect(renderFrame)))
            commands.append(contentsOf: c.rendering.displayList.commands.map { $0.offsetBy(dx: renderFrame.minX, dy: renderFrame.minY) })
            commands.append(.popClip)

            // The same picture with its redlines, on a tile large enough for them.
            let redlineFrame = Rect(x: cx, y: y + c.redlineTop, width: c.redlineTile.width, height: c.redlineTile.height)
            let origin = Point(x: redlineFrame.minX - c.redlineTile.minX, y: redlineFrame.minY - c.redlineTile.minY)
            commands.append(.fill(.rect(redlineFrame), theme.canvas))
            let imageFrame = Rect(origin: origin, size: c.rendering.size)
            commands.append(.pushClip(.rect(imageFrame)))
            commands.append(contentsOf: c.rendering.displayList.commands.map { $0.offsetBy(dx: origin.x, dy: origin.y) })
            commands.append(.popClip)
            commands.append(contentsOf: RedlinePlanner.commands(c.redlines, style: s, offset: origin))

            // Swatches.
            var sy = y + c.swatchTop
            let swatchTop = sy
            var lines: [(chip: Rect, text: Rect)] = []
            for (k, swatch) in c.swatches.enumerated() {
              let size = c.swatchSizes[k]
              let chip = Rect(x: cx, y: sy + (size.height - s.swatchChip) / 2, width: s.swatchChip, height: s.swatchChip)
              commands.append(.fill(.rect(chip), theme.canvas))
              commands.append(.fill(.rect(chip), swatch.color))
              commands.append(.stroke(.rect(chip.insetBy(s.swatchChipBorder / 2)), s.rule, width: s.swatchChipBorder))
              let t = try text(swatch.text, s.swatchFont, s.ink, at: Point(x: chip.maxX + s.swatchTextGap, y: sy))
              lines.append((chip, t))
              sy += size.height + s.swatchLineGap
            }
            let swatchFrame = Rect(x: cx, y: swatchTop, width: c.size.width, height: sy - swatchTop)
            if let badgeTop = c.badgeTop {
              try badge(for: c.entry, at: Point(x: cx, y: y + badgeTop))
            }
            var a11yNodes: [LayoutNode] = []
            if let tile = c.accessibility {
              let layer = drawAccessibility(
                tile, rendering: c.rendering, at: Point(x: cx, y: y + tile.top), canvas: theme.canvas)
              accessibility[c.entry.id] = layer
              a11yNodes.append(LayoutNode("accessibility", frame: layer.frame))
            }
            placed.append(
              SpecSheet.Cell(
                entry: c.entry, rendering: c.rendering, redlines: c.redlines, swatches: c.swatches, renderFrame: renderFrame,
                redlineFrame: redlineFrame, redlineOrigin: origin, swatchFrame: swatchFrame, swatchLines: lines))
            cellNodes.append(
              LayoutNode(
                "\(variant)/\(c.entry.state)", frame: Rect(x: cx, y: y, width: c.size.width, height: c.size.height),
                children: [
                  LayoutNode("render", frame: renderFrame), LayoutNode("redlines", frame: redlineFrame),
                  LayoutNode("swatches", frame: swatchFrame),
                ] + a11yNodes))
            width = max(width, cx + c.size.width)
          }
          rows.append(SpecSheet.Row(variant: variant, cells: placed))
          rowNodes.append(
            LayoutNode(
              "row-\(rows.count)", frame: Rect(x: bandX, y: y, width: grid.width, height: rowHeight), children: cellNodes))
          sectionBottom = max(sectionBottom, (y + rowHeight + s.cellGap).rounded(.up))
        }
        bandX = (bandX + grid.width + s.cellGap).rounded(.up)
      }
      y = sectionBottom
      let x = bandX - s.cellGap
      width = max(width, header.maxX, detail.maxX)
      sections.append(
        SpecSheet.Section(
          source: source, theme: theme.name, canvas: theme.canvas, redlineNote: redlineNote, states: states,
          rows: rows))
      parts.append(
        LayoutNode(
          "section-\(sectionIndex + 1)", frame: Rect(x: s.margin, y: sectionTop, width: x - s.margin, height: y - sectionTop),
          children: rowNodes))
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
    for ry in ruleYs { commands.append(.fill(.rect(Rect(x: s.margin, y: ry, width: size.width - 2 * s.margin, height: s.ruleThickness)), s.rule)) }
    let list = DisplayList(size: size, commands: [.fill(.rect(Rect(origin: .zero, size: size)), s.page)] + commands)
    return SpecSheet(
      name: name, title: title, subtitle: subtitle, sections: sections, displayList: list,
      layout: LayoutNode("sheet", frame: Rect(origin: .zero, size: size), children: parts), audit: audit,
      accessibility: annotations.isEmpty ? nil : accessibility)
  }
}
