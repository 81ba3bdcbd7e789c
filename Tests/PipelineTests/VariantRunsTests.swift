import ComponentKit
import Testing

@testable import Pipeline

/// `CatalogRun.variantRuns`: the catalog's indices in order, in runs of one variant each,
/// so a worker takes a variant's states together.
@Suite struct VariantRunsTests {
  @Test func runsCoverTheCatalogInOrderOneVariantEach() throws {
    let entries = try defaultCatalog().entries
    let runs = RunSelection(entries, scales: [1]).variantRuns()
    #expect(runs.flatMap { Array($0) } == Array(entries.indices))
    func variant(_ i: Int) -> String { "\(entries[i].system)/\(entries[i].component)/\(entries[i].variant)" }
    for run in runs { #expect(Set(run.map(variant)).count == 1, "\(run)") }
    for (a, b) in zip(runs, runs.dropFirst()) { #expect(variant(a.last!) != variant(b.first!)) }
    #expect(runs.count < entries.count, "variants have several states")
    #expect(RunSelection([], scales: [1]).variantRuns().isEmpty)
  }
}
