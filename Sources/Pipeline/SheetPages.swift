import CairoRenderer
import Catalog
import ComponentKit
import Graphics
import Project
import SpecSheets

/// One page of a component's sheet and the scale its PNG is drawn at.
public struct SheetPagePicture: Sendable {
  public var sheet: SpecSheet
  public var scale: Int
}

extension RenderPipeline {
  /// A component's sheet as pages whose PNGs each fit at `scale`: the whole sheet when it fits,
  /// else consecutive runs of its variants (never a variant split), each as large as fits, titled
  /// "page k of n". A single variant too large even alone is drawn at the largest scale that fits,
  /// and its page says so under the title (`SheetPage.note`): never a silent drop to @1x.
  /// `baseline`, `audited` and `annotations` are `sheet(named:…)`'s; the audit runs once.
  public func sheetPages(
    named name: String, entries: [CatalogEntry], resolved: [ResolvedEntry]? = nil, baseline: AuditBaseline? = nil,
    audited: AuditRun? = nil, annotations: Set<SheetAnnotation> = [], scale: Int
  ) throws -> [SheetPagePicture] {
    try sheetPages(
      named: name, entries: entries, resolved: resolved, baseline: baseline, audited: audited,
      annotations: annotations, scale: scale, pdf: false
    ).pages
  }

  /// `sheetPages`, and with `pdf` the same sheet as PDF pages of screen size (issue 40):
  /// consecutive runs of its variants, each page at most `SheetPage.screenHeight` points tall (a
  /// variant taller than that alone has a page of its own height), never a cell scaled down; the
  /// whole sheet when it fits one page. One layout and one audit serve both.
  public func sheetPages(
    named name: String, entries: [CatalogEntry], resolved: [ResolvedEntry]? = nil, baseline: AuditBaseline? = nil,
    audited: AuditRun? = nil, annotations: Set<SheetAnnotation> = [], scale: Int, pdf: Bool, rows: [String]? = nil
  ) throws -> (pages: [SheetPagePicture], pdf: [SpecSheet]?) {
    let layout = try SheetLayout(
      self, name: name, entries: entries, resolved: resolved, baseline: baseline, audited: audited,
      annotations: annotations, rows: rows)
    // Laid out whole once for both pagings.
    let whole = try layout.sheet(0..<layout.groups.count, nil)
    return (try pngPages(layout, whole: whole, scale: scale), pdf ? try pdfPages(layout, whole: whole) : nil)
  }

  private func pngPages(_ layout: SheetLayout, whole: SpecSheet, scale: Int) throws -> [SheetPagePicture] {
    let (runs, whole) = try layout.runs(whole: whole) { Self.fits($0, scale: scale) }
    if let whole { return [SheetPagePicture(sheet: whole, scale: scale)] }
    return try runs.enumerated().map { index, run in
      var page = SheetPage(number: index + 1, count: runs.count)
      let drawn = try layout.sheet(run, page)
      if Self.fits(drawn, scale: scale) { return SheetPagePicture(sheet: drawn, scale: scale) }
      let fitting = (1..<scale).last { Self.fits(drawn, scale: $0) } ?? 1
      page.note = "drawn at @\(fitting)x: this variant alone is too large for a PNG at @\(scale)x"
      return SheetPagePicture(sheet: try layout.sheet(run, page), scale: fitting)
    }
  }

  private func pdfPages(_ layout: SheetLayout, whole: SpecSheet) throws -> [SpecSheet] {
    let (runs, whole) = try layout.runs(whole: whole) { $0.size.height <= SheetPage.screenHeight }
    if let whole { return [whole] }
    return try runs.enumerated().map { index, run in
      try layout.sheet(run, SheetPage(number: index + 1, count: runs.count))
    }
  }

  /// Whether the sheet's PNG at `scale` is within the bitmap limits.
  static func fits(_ sheet: SpecSheet, scale: Int) -> Bool {
    (try? BitmapRenderer.pixelSize(of: sheet.size, scale: scale)) != nil
  }

  /// The entries' indices by variant (fixture file and variant name), in the sheet's order:
  /// sections as `SpecSheet.sectionOrder`, variants within one in the order first seen.
  static func variantGroups(_ entries: [CatalogEntry]) -> [[Int]] {
    var order: [String: Int] = [:]
    var groups: [[Int]] = []
    for (index, entry) in entries.enumerated() {
      let key = entry.source + "\u{0}" + entry.variant
      if let group = order[key] {
        groups[group].append(index)
      } else {
        order[key] = groups.count
        groups.append([index])
      }
    }
    let sections = SpecSheet.sectionOrder(entries)
    let rank = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    // A stable sort: variants keep their order within a section.
    return groups.enumerated().sorted {
      (rank[entries[$0.element[0]].source] ?? 0, $0.offset) < (rank[entries[$1.element[0]].source] ?? 0, $1.offset)
    }.map(\.element)
  }
}

/// A component's sheet ready to be laid out in any run of its variants: what paging reads.
struct SheetLayout {
  let pipeline: RenderPipeline
  let name: String
  let entries: [CatalogEntry]
  let resolved: [ResolvedEntry]
  let audit: [String: CellVerdict]?
  let annotations: Set<SheetAnnotation>
  let groups: [[Int]]
  /// Said under a modes sheet's title (on every page): what its sections are.
  let note: String?

  /// `rows`, when given, puts each entry in a section of its own label (a modes sheet's modes),
  /// titled with its fixture file and the label and drawn on that mode's page colour; the cells
  /// keep their names, so they are audited and judged against the baseline as themselves.
  init(
    _ pipeline: RenderPipeline, name: String, entries: [CatalogEntry], resolved: [ResolvedEntry]?,
    baseline: AuditBaseline?, audited: AuditRun?, annotations: Set<SheetAnnotation>, rows: [String]? = nil
  ) throws {
    self.pipeline = pipeline
    self.name = name
    var resolved = try resolved ?? entries.map { try pipeline.resolve($0) }
    audit = baseline.map { pipeline.cellVerdicts(entries, baseline: $0, audited: audited) }
    var entries = entries
    var note: String?
    if let rows, rows.count == entries.count {
      for i in entries.indices {
        entries[i].source += " · " + rows[i]
        resolved[i].entry.source = entries[i].source
      }
      note = "modes: the first variant in each of the \(Set(rows).count) modes of axes:, a section each"
    }
    self.note = note
    self.entries = entries
    self.resolved = resolved
    self.annotations = annotations
    groups = RenderPipeline.variantGroups(entries)
  }

  /// The sheet of the variant groups in `run`, titled as `page` when it is one of several.
  func sheet(_ run: Range<Int>, _ page: SheetPage?) throws -> SpecSheet {
    let indices = groups[run].flatMap { $0 }
    var page = page
    if let note {
      var noted = page ?? SheetPage(number: 1, count: 1)
      noted.note = [note, noted.note].compactMap { $0 }.joined(separator: "; ")
      page = noted
    }
    return try pipeline.layOut(
      name, entries: indices.map { entries[$0] }, resolved: indices.map { resolved[$0] }, audit: audit,
      annotations: annotations, page: page)
  }

  /// The variant groups split into consecutive runs, each the longest from its start whose sheet
  /// `fits` (a sheet only grows with more variants; a group too large alone is a run of its own);
  /// `whole` (the sheet of every group) instead when it fits. Each run's end is found by doubling, then halving: a
  /// screen-sized PDF page is a few groups of many, and probing half of the rest first laid out a
  /// sheet as large as the rest for each page.
  func runs(whole: SpecSheet, _ fits: (SpecSheet) -> Bool) throws -> (runs: [Range<Int>], whole: SpecSheet?) {
    if fits(whole) { return ([0..<groups.count], whole) }
    var runs: [Range<Int>] = []
    var start = 0
    while start < groups.count {
      // `good`: an end known to fit (or the one group a run always takes); `bad`: one known not to.
      var (good, bad, step) = (start + 1, groups.count + 1, 1)
      while good < groups.count {
        let probe = min(groups.count, good + step)
        guard fits(try sheet(start..<probe, nil)) else {
          bad = probe
          break
        }
        good = probe
        step *= 2
      }
      var (low, high) = (good, bad - 1)
      while low < high {
        let middle = (low + high + 1) / 2
        if fits(try sheet(start..<middle, nil)) { low = middle } else { high = middle - 1 }
      }
      runs.append(start..<low)
      start = low
    }
    return (runs, nil)
  }
}
