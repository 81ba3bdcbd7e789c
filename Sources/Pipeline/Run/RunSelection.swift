import Catalog
import ComponentKit
import Graphics

/// What a run draws: catalog entries, each at its selected scales, and (check) whole sheets, in
/// the order sinks see them. It is small beside the catalog (an index and a shared scale list
/// per unit): the units themselves are made on the workers, one at a time.
public struct RunSelection: Sendable {
  public let entries: [CatalogEntry]
  public let sheets: [PlannedSheet]
  /// Per unit: its entry's index in `entries` and the scales drawn (the full list shared), or
  /// for a sheet `-1 - its index in sheets` and no scale.
  private let picks: [(entry: Int, scales: [Int])]

  /// The entries at the `scales` the filter selects for each, in order; an entry with no
  /// selected scale is left out (a filter on one scale costs that scale alone).
  public init(_ entries: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter()) {
    self.entries = entries
    self.sheets = []
    var picks: [(entry: Int, scales: [Int])] = []
    for (i, entry) in entries.enumerated() {
      let drawn = filter.isEmpty ? scales : scales.filter { filter.matches(entry.imageName(scale: $0)) }
      // Equal lists share the caller's buffer: a unit costs an index and a reference.
      if !drawn.isEmpty { picks.append((i, drawn == scales ? scales : drawn)) }
    }
    self.picks = picks
  }

  /// Golden-path order: each entry's images and each sheet as one unit, sorted by the unit's
  /// first golden path. An entry's scales are adjacent among sorted paths (`…/state@1x.png`,
  /// `…/state@2x.png`: nothing sorts between), so sinks see the goldens in sorted order.
  /// `entries[i]` is drawn at `scales[i]`.
  public init(goldenOrder entries: [CatalogEntry], scales: [[Int]], sheets: [PlannedSheet]) {
    self.entries = entries
    self.sheets = sheets
    var keyed: [(path: String, pick: (entry: Int, scales: [Int]))] = []
    for (i, entry) in entries.enumerated() {
      let scales = scales[i].sorted()
      keyed.append((entry.path(scale: scales[0]), (i, scales)))
    }
    for (j, sheet) in sheets.enumerated() { keyed.append((sheet.path, (-1 - j, []))) }
    picks = keyed.sorted { $0.path < $1.path }.map(\.pick)
  }

  public var count: Int { picks.count }

  /// Unit `i`, made fresh (its index counts units, so sinks see 0, 1, 2, … with no gap).
  public func unit(_ i: Int) -> RunUnit {
    let pick = picks[i]
    guard pick.entry >= 0 else { return RunUnit(index: i, sheet: sheets[-1 - pick.entry]) }
    return RunUnit(index: i, entry: entries[pick.entry], scales: pick.scales, entryIndex: pick.entry)
  }

  /// The order workers take units in: sheets first, the largest first (the images then fill the
  /// cores around them, and the last job is never a 30-megapixel sheet alone), then the entries
  /// in runs of one variant.
  func jobs() -> [Range<Int>] {
    let sheetUnits = picks.indices.filter { picks[$0].entry < 0 }
    let largestFirst = sheetUnits.sorted {
      sheets[-1 - picks[$0].entry].entries.count > sheets[-1 - picks[$1].entry].entries.count
    }
    return largestFirst.map { $0..<($0 + 1) } + variantRuns()
  }

  /// Every unit, in order (tests, and callers that want to look before running).
  public var units: [RunUnit] { (0..<count).map(unit) }

  /// The entry units' indices in runs of one variant each (neighbouring units of one system,
  /// component and variant), in order: a worker takes a variant's states together.
  func variantRuns() -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int?
    for i in picks.indices {
      guard picks[i].entry >= 0 else {
        if let first = start { runs.append(first..<i) }
        start = nil
        continue
      }
      if let first = start {
        let (a, b) = (entries[picks[i - 1].entry], entries[picks[i].entry])
        if a.variant != b.variant || a.component != b.component || a.system != b.system {
          runs.append(first..<i)
          start = i
        }
      } else {
        start = i
      }
    }
    if let first = start { runs.append(first..<picks.count) }
    return runs
  }
}
