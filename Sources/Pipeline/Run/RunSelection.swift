import Catalog
import ComponentKit
import Graphics

/// What a run draws: catalog entries, each at the scales the filter selects, in order. It is
/// small beside the catalog (an index and a shared scale list per entry): the units themselves
/// are made on the workers, one at a time.
public struct RunSelection: Sendable {
  public let entries: [CatalogEntry]
  /// Per unit: its entry's index in `entries` and the scales drawn (the full list shared).
  private let picks: [(entry: Int, scales: [Int])]

  /// The entries at the `scales` the filter selects for each, in order; an entry with no
  /// selected scale is left out (a filter on one scale costs that scale alone).
  public init(_ entries: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter()) {
    self.entries = entries
    var picks: [(entry: Int, scales: [Int])] = []
    for (i, entry) in entries.enumerated() {
      let drawn = filter.isEmpty ? scales : scales.filter { filter.matches(entry.imageName(scale: $0)) }
      // Equal lists share the caller's buffer: a unit costs an index and a reference.
      if !drawn.isEmpty { picks.append((i, drawn == scales ? scales : drawn)) }
    }
    self.picks = picks
  }

  public var count: Int { picks.count }

  /// Unit `i`, made fresh (its index counts units, so sinks see 0, 1, 2, … with no gap).
  public func unit(_ i: Int) -> RunUnit {
    RunUnit(index: i, entry: entries[picks[i].entry], scales: picks[i].scales)
  }

  /// Every unit, in order (tests, and callers that want to look before running).
  public var units: [RunUnit] { (0..<count).map(unit) }

  /// The units' indices in runs of one variant each (neighbouring units of one system,
  /// component and variant), in order: a worker takes a variant's states together.
  func variantRuns() -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for i in picks.indices.dropFirst() {
      let (a, b) = (entries[picks[i - 1].entry], entries[picks[i].entry])
      if a.variant != b.variant || a.component != b.component || a.system != b.system {
        runs.append(start..<i)
        start = i
      }
    }
    if !picks.isEmpty { runs.append(start..<picks.count) }
    return runs
  }
}
