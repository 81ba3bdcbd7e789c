import Catalog
import ComponentKit
import Foundation
import Graphics
import SpecSheets
import Testing

@testable import Pipeline

/// `CatalogRun`, the one engine (issue 37): stages fill units on workers, sinks consume them in
/// order at any job count, the earliest failure in order wins, and a failed or stopped run
/// makes every sink discard.
@Suite struct CatalogRunTests {
  /// Fails on the units whose index is listed; marks the others.
  struct Mark: RunStage {
    var failing: Set<Int> = []
    func run(_ unit: inout RunUnit) throws {
      if failing.contains(unit.index) { throw PipelineError.usage("unit \(unit.index)") }
      unit.records = unit.scales.map { ImageRecord(name: unit.entry!.imageName(scale: $0)) }
    }
  }

  /// Notes what it was handed and when.
  final class Log: RunSink, @unchecked Sendable {
    let lock = NSLock()
    var prepared: [Int] = []
    var consumed: [Int] = []
    var names: [String] = []
    var finished = false
    var discarded = false
    func prepare(_ unit: inout RunUnit) throws { lock.withLock { prepared.append(unit.index) } }
    func consume(_ unit: RunUnit) throws {
      lock.withLock {
        consumed.append(unit.index)
        names += unit.records.map(\.name.description)
      }
    }
    func finish() throws { finished = true }
    func discard() { discarded = true }
  }

  static func units(scales: [Int] = [1, 2]) throws -> RunSelection {
    RunSelection(try defaultCatalog().entries, scales: scales)
  }

  @Test(arguments: [1, 2, 4]) func sinksConsumeInOrderAtAnyJobCount(jobs: Int) throws {
    let selection = try Self.units()
    let units = selection.units
    let log = Log()
    try CatalogRun(jobs: jobs).run(selection, stages: [Mark()], sinks: [log])
    #expect(log.consumed == Array(units.indices))
    #expect(log.names == units.flatMap { u in u.scales.map { u.entry!.imageName(scale: $0).description } })
    #expect(Set(log.prepared) == Set(units.indices))
    #expect(log.finished && !log.discarded)
  }

  @Test func theEarliestFailureInOrderIsThrownAndEverySinkDiscards() throws {
    let units = try Self.units()
    let (log, other) = (Log(), Log())
    #expect(throws: PipelineError.usage("unit 7")) {
      try CatalogRun(jobs: 2).run(units, stages: [Mark(failing: [units.count - 3, 7])], sinks: [log, other])
    }
    #expect(log.discarded && other.discarded && !log.finished)
    #expect(log.consumed == Array(0..<7), "what came before the failure was consumed in order")
  }

  @Test func aStoppedRunThrowsStoppedAndDiscards() throws {
    let units = try Self.units()
    let log = Log()
    let calls = Counter()
    #expect(throws: CatalogRunError.stopped) {
      try CatalogRun(jobs: 2, stop: { calls.take(below: .max)! > 3 }).run(units, stages: [Mark()], sinks: [log])
    }
    #expect(log.discarded && !log.finished)
    #expect(log.consumed.count < units.count)
  }

  /// The filter picks scales per entry; an entry with none is not a unit, and the indices count
  /// the units, so sinks see 0, 1, 2, … with no gap.
  @Test func unitsHoldTheSelectedScalesOnly() throws {
    let entries = try defaultCatalog().entries
    let units = RunSelection(entries, scales: [1, 2, 3], filter: ImageFilter(["fiori/chip/", "@2x"]))
    #expect(units.count == entries.count, "@2x selects every entry")
    let twos = RunSelection(entries, scales: [1, 2, 3], filter: ImageFilter(["@2x"])).units
    #expect(twos.allSatisfy { $0.scales == [2] })
    let chips = RunSelection(entries, scales: [1, 2, 3], filter: ImageFilter(["fiori/chip/single-selection/"])).units
    #expect(chips.map(\.index) == Array(chips.indices))
    #expect(chips.allSatisfy { $0.scales == [1, 2, 3] && $0.entry!.id.hasPrefix("fiori/chip/single-selection/") })
  }

  /// Sinks' `consume` sees the records without pixels or PNG bytes: they are dropped on the
  /// worker once every sink has prepared the unit.
  @Test func pixelsAreDroppedBeforeTheOrderedHandOver() throws {
    let units = RunSelection(Array(try defaultCatalog().entries.prefix(3)), scales: [1])
    final class Pixels: RunSink, @unchecked Sendable {
      let lock = NSLock()
      var prepared = 0
      var consumedWithPixels = 0
      func prepare(_ unit: inout RunUnit) throws {
        lock.withLock { prepared += unit.records.filter { $0.drawn != nil && $0.png != nil }.count }
      }
      func consume(_ unit: RunUnit) throws {
        lock.withLock {
          consumedWithPixels += unit.records.filter { $0.drawn != nil || $0.png != nil }.count
          consumedWithPixels += unit.resolved == nil ? 0 : 1
        }
      }
    }
    let sink = Pixels()
    try CatalogRun(jobs: 1).run(
      units, stages: [DrawStage(pipeline: try RenderPipeline()), EncodeStage()], sinks: [sink])
    #expect(sink.prepared == 3 && sink.consumedWithPixels == 0)
  }
}

/// Check's selection (issue 37): entries and sheets as units in golden-path order, so the sinks
/// see results as a sorted listing of the goldens folder; workers take sheets first.
@Suite struct GoldenOrderTests {
  @Test func unitsFollowTheSortedGoldenPathsAndSheetsAreTakenFirst() throws {
    let entries = try defaultCatalog().entries
    let sheets = SheetPlan.perComponent(entries).map { PlannedSheet(sheet: $0.name, entries: $0.entries) }
    // Scales given out of order: each unit still lists its images in path order.
    let selection = RunSelection(goldenOrder: entries, scales: entries.map { _ in [2, 1] }, sheets: sheets)
    let units = selection.units
    let paths = units.flatMap { u in u.sheet.map { [$0.path] } ?? u.scales.map { u.entry!.path(scale: $0) } }
    let expected = (entries.flatMap { [$0.path(scale: 1), $0.path(scale: 2)] } + sheets.map(\.path)).sorted()
    #expect(paths == expected)
    let jobs = selection.jobs()
    #expect(jobs.flatMap { Array($0) }.sorted() == Array(units.indices), "every unit is taken once")
    let firstJobs = jobs.prefix(sheets.count).map { units[$0.lowerBound].sheet?.entries.count ?? -1 }
    #expect(firstJobs == sheets.map(\.entries.count).sorted(by: >), "sheets first, the largest first")
    #expect(jobs.dropFirst(sheets.count).allSatisfy { r in r.allSatisfy { units[$0].entry != nil } })
  }
}
