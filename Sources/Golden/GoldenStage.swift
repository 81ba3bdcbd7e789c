import ComponentKit
import Graphics
import Pipeline

/// Check's and record's compare stage: a unit's drawn images, or its sheet, compared with their
/// goldens on the worker (`CatalogComparison`); the results ride on the unit to `ComparedResults`.
struct GoldenStage: RunStage {
  enum Results: UnitKey { typealias Value = [(GoldenResult, Manifest.Image?)] }

  let comparison: CatalogComparison

  func run(_ unit: inout RunUnit) throws {
    if let sheet = unit.sheet {
      unit[Results.self] = try comparison.compareSheet(sheet)
    } else {
      unit[Results.self] = try comparison.compare(unit.records.compactMap(\.drawn))
    }
  }
}

/// Check's results in run order (golden-path order), plain passes held small.
final class CheckedImages: RunSink {
  private let checked: Locked<CheckedResults>

  init(entries: [CatalogEntry]) { checked = Locked(CheckedResults(entries: entries)) }

  func consume(_ unit: RunUnit) throws {
    guard let compared = unit[GoldenStage.Results.self] else { return }
    checked.withLock { checked in
      for (result, _) in compared {
        if let entry = unit.entryIndex { checked.append(result, entry: entry) } else { checked.append(result) }
      }
    }
  }

  var results: CheckedResults { checked.withLock { $0 } }
}

/// The compared results in run order: golden-path order.
final class ComparedResults: RunSink {
  private let results = Locked([(result: GoldenResult, entry: Manifest.Image?)]())

  func consume(_ unit: RunUnit) throws {
    guard let compared = unit[GoldenStage.Results.self] else { return }
    results.withLock { $0 += compared.map { (result: $0.0, entry: $0.1) } }
  }

  var values: [(result: GoldenResult, entry: Manifest.Image?)] { results.withLock { $0 } }
}
