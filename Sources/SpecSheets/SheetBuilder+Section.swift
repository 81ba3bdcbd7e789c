import ComponentKit
import Graphics

// One fixture file's section of a sheet: its heading, its cells laid out in bands of rows
// (variants) and columns (states), and each cell's picture, redlines, swatches and layers.
extension SheetBuilder {
  /// A section laid out: its record, its layout node, and how far down it reaches.
  struct PlacedSection {
    var section: SpecSheet.Section
    var node: LayoutNode
    var bottom: Double
  }

  /// How a section's variants are split into bands side by side, and where their rows start.
  struct SectionBands {
    /// The variants of each band, in order.
    var rows: [[String]]
    /// Row k's height in every band, so the rows line up across the sheet.
    var heights: [Double]
    var headerTop: Double
    var rowTops: [Double]
    /// Below the last row (and its gap).
    var bottom: Double
  }

  /// The section of `source` (the `index`th), its rule at `top`; widens `width` to what it covers.
  mutating func placeSection(
    _ source: String, index sectionIndex: Int, cells: [PreparedCell], top sectionTop: Double, width: inout Double
  ) throws -> PlacedSection {
    let s = style
    let theme = SpecSheet.themeHeading(of: cells[0].entry)
    let states = Self.stateOrder(cells.map(\.entry))
    var variants: [String] = []
    for c in cells where !variants.contains(c.entry.variant) { variants.append(c.entry.variant) }
    var y = sectionTop
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

    let bands = try bandLayout(states: states, variants: variants, cells: cells, top: y)
    var sectionBottom = bands.bottom
    var rows: [SpecSheet.Row] = []
    var rowNodes: [LayoutNode] = []
    var bandX = s.margin
    for band in bands.rows {
      let grid = try Self.grid(
        states: states, variants: band, cells: cells.filter { band.contains($0.entry.variant) }, style: s,
        measure: measure)
      for (i, state) in grid.states.enumerated() {
        _ = try text(state, s.captionFont, s.secondaryInk, at: Point(x: bandX + grid.columnX[i], y: bands.headerTop))
      }
      for (k, variant) in band.enumerated() {
        let y = bands.rowTops[k]
        let rowHeight = bands.heights[k]
        let (row, cellNodes) = try placeRow(
          variant, states: states, cells: cells, grid: grid, at: Point(x: bandX, y: y), canvas: theme.canvas,
          width: &width)
        rows.append(row)
        rowNodes.append(
          LayoutNode(
            "row-\(rows.count)", frame: Rect(x: bandX, y: y, width: grid.width, height: rowHeight), children: cellNodes)
        )
        sectionBottom = max(sectionBottom, (y + rowHeight + s.cellGap).rounded(.up))
      }
      bandX = (bandX + grid.width + s.cellGap).rounded(.up)
    }
    y = sectionBottom
    let x = bandX - s.cellGap
    width = max(width, header.maxX, detail.maxX)
    return PlacedSection(
      section: SpecSheet.Section(
        source: source, theme: theme.name, canvas: theme.canvas, redlineNote: redlineNote, states: states,
        rows: rows),
      node: LayoutNode(
        "section-\(sectionIndex + 1)",
        frame: Rect(x: s.margin, y: sectionTop, width: x - s.margin, height: y - sectionTop),
        children: rowNodes),
      bottom: y)
  }

  /// A long section (many variants) is split into bands side by side, so the sheet stays
  /// roughly landscape instead of one very tall strip. Each band has a column only for the
  /// states its rows have (no empty columns), in the spec's order; row k of every band
  /// starts at the same height, so the rows line up across the sheet.
  func bandLayout(states: [String], variants: [String], cells: [PreparedCell], top y: Double) throws -> SectionBands {
    let s = style
    let rowHeights = variants.map { variant in
      cells.filter { $0.entry.variant == variant }.map { $0.size.height }.max() ?? 0
    }
    let fullWidth = try Self.grid(states: states, variants: variants, cells: cells, style: s, measure: measure).width
    let gridHeight = rowHeights.reduce(0) { $0 + $1 + s.cellGap }
    let bands = max(
      1, min(variants.count, Int((gridHeight / (fullWidth * s.bandAspectRatio)).squareRoot().rounded(.up))))
    let perBand = (variants.count + bands - 1) / bands
    let bandRows = (0..<bands).map { band in
      Array(variants[(band * perBand)..<min(variants.count, (band + 1) * perBand)])
    }
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
    return SectionBands(rows: bandRows, heights: alignedHeights, headerTop: headerTop, rowTops: rowTops, bottom: ry)
  }

  /// One variant's row at `origin` (its caption there, then a cell per state it has in `grid`'s
  /// columns); widens `width` to its cells.
  mutating func placeRow(
    _ variant: String, states: [String], cells: [PreparedCell], grid: SheetGrid, at origin: Point, canvas: Color,
    width: inout Double
  ) throws -> (row: SpecSheet.Row, nodes: [LayoutNode]) {
    let s = style
    let (bandX, y) = (origin.x, origin.y)
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
      let (cell, node) = try placeCell(c, named: "\(variant)/\(c.entry.state)", at: Point(x: cx, y: y), canvas: canvas)
      placed.append(cell)
      cellNodes.append(node)
      width = max(width, cx + c.size.width)
    }
    return (SpecSheet.Row(variant: variant, cells: placed), cellNodes)
  }

  /// A cell at `origin`: the image as `render` draws it, the same with its redlines, its swatches,
  /// then its audit badge and accessibility layer when asked for.
  mutating func placeCell(
    _ c: PreparedCell, named name: String, at origin: Point, canvas: Color
  ) throws -> (cell: SpecSheet.Cell, node: LayoutNode) {
    let s = style
    let (cx, y) = (origin.x, origin.y)
    let renderFrame = Rect(origin: Point(x: cx, y: y), size: c.rendering.size)
    // The cell as the single image shows it, on the theme's background.
    commands.append(.fill(.rect(renderFrame), canvas))
    commands.append(.pushClip(.rect(renderFrame)))
    commands.append(
      contentsOf: c.rendering.displayList.commands.map { $0.offsetBy(dx: renderFrame.minX, dy: renderFrame.minY) })
    commands.append(.popClip)

    // The same picture with its redlines, on a tile large enough for them.
    let redlineFrame = Rect(x: cx, y: y + c.redlineTop, width: c.redlineTile.width, height: c.redlineTile.height)
    let redlineOrigin = Point(x: redlineFrame.minX - c.redlineTile.minX, y: redlineFrame.minY - c.redlineTile.minY)
    commands.append(.fill(.rect(redlineFrame), canvas))
    let imageFrame = Rect(origin: redlineOrigin, size: c.rendering.size)
    commands.append(.pushClip(.rect(imageFrame)))
    commands.append(
      contentsOf: c.rendering.displayList.commands.map { $0.offsetBy(dx: redlineOrigin.x, dy: redlineOrigin.y) })
    commands.append(.popClip)
    commands.append(contentsOf: RedlinePlanner.commands(c.redlines, style: s, offset: redlineOrigin))

    let (swatchFrame, lines) = try placeSwatches(c, at: Point(x: cx, y: y + c.swatchTop), canvas: canvas)
    if let badgeTop = c.badgeTop {
      try badge(for: c.entry, at: Point(x: cx, y: y + badgeTop))
    }
    var a11yNodes: [LayoutNode] = []
    if let tile = c.accessibility {
      let layer = drawAccessibility(
        tile, rendering: c.rendering, at: Point(x: cx, y: y + tile.top), canvas: canvas)
      accessibility[c.entry.id] = layer
      a11yNodes.append(LayoutNode("accessibility", frame: layer.frame))
    }
    let cell = SpecSheet.Cell(
      entry: c.entry, rendering: c.rendering, redlines: c.redlines, swatches: c.swatches, renderFrame: renderFrame,
      redlineFrame: redlineFrame, redlineOrigin: redlineOrigin, swatchFrame: swatchFrame, swatchLines: lines)
    let node = LayoutNode(
      name, frame: Rect(x: cx, y: y, width: c.size.width, height: c.size.height),
      children: [
        LayoutNode("render", frame: renderFrame), LayoutNode("redlines", frame: redlineFrame),
        LayoutNode("swatches", frame: swatchFrame),
      ] + a11yNodes)
    return (cell, node)
  }

  /// The cell's swatch list from `origin` down: a chip and a line of text each.
  mutating func placeSwatches(
    _ c: PreparedCell, at origin: Point, canvas: Color
  ) throws -> (frame: Rect, lines: [(chip: Rect, text: Rect)]) {
    let s = style
    let cx = origin.x
    var sy = origin.y
    let swatchTop = sy
    var lines: [(chip: Rect, text: Rect)] = []
    for (k, swatch) in c.swatches.enumerated() {
      let size = c.swatchSizes[k]
      let chip = Rect(x: cx, y: sy + (size.height - s.swatchChip) / 2, width: s.swatchChip, height: s.swatchChip)
      commands.append(.fill(.rect(chip), canvas))
      commands.append(.fill(.rect(chip), swatch.color))
      commands.append(.stroke(.rect(chip.insetBy(s.swatchChipBorder / 2)), s.rule, width: s.swatchChipBorder))
      let t = try text(swatch.text, s.swatchFont, s.ink, at: Point(x: chip.maxX + s.swatchTextGap, y: sy))
      lines.append((chip, t))
      sy += size.height + s.swatchLineGap
    }
    return (Rect(x: cx, y: swatchTop, width: c.size.width, height: sy - swatchTop), lines)
  }
}
