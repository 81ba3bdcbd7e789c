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
    let resolved = try resolved ?? entries.map { try resolve($0) }
    let audit = baseline.map { cellVerdicts(entries, baseline: $0, audited: audited) }
    let groups = Self.variantGroups(entries)
    func sheet(_ run: Range<Int>, _ page: SheetPage?) throws -> SpecSheet {
      let indices = groups[run].flatMap { $0 }
      return try layOut(
        name, entries: indices.map { entries[$0] }, resolved: indices.map { resolved[$0] }, audit: audit,
        annotations: annotations, page: page)
    }
    let whole = try sheet(0..<groups.count, nil)
    if Self.fits(whole, scale: scale) { return [SheetPagePicture(sheet: whole, scale: scale)] }
    var runs: [Range<Int>] = []
    var start = 0
    while start < groups.count {
      // The longest run from `start` that fits (a sheet only grows with more variants).
      var (low, high) = (start + 1, groups.count)
      while low < high {
        let middle = (low + high + 1) / 2
        if Self.fits(try sheet(start..<middle, nil), scale: scale) { low = middle } else { high = middle - 1 }
      }
      runs.append(start..<low)
      start = low
    }
    return try runs.enumerated().map { index, run in
      var page = SheetPage(number: index + 1, count: runs.count)
      let drawn = try sheet(run, page)
      if Self.fits(drawn, scale: scale) { return SheetPagePicture(sheet: drawn, scale: scale) }
      let fitting = (1..<scale).last { Self.fits(drawn, scale: $0) } ?? 1
      page.note = "drawn at @\(fitting)x: this variant alone is too large for a PNG at @\(scale)x"
      return SheetPagePicture(sheet: try sheet(run, page), scale: fitting)
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
