import Catalog
import ComponentKit
import Foundation
import Pipeline
import TestSupport
import Testing

@testable import Golden

/// Issue 37, memory flat at a hundred times the catalog: a plan's images point into one list of
/// exactly their entries, and the run's selection takes that list as it is. What must hold: the
/// selection's entries are the plan's entries, each once, in the order the images first name
/// them, with each entry's scales; for a plan filtered and sharded, for a plan of hand-made
/// images (each with a list of its own), and for a subset of a plan's images (review approves
/// some failures: their entries are fewer than the plan's list).
@Suite struct PlanEntriesTests {
  static let catalog = Result { try Catalog.load(paths: [packageRoot + "/Fixtures/catalog/fiori/chip.yaml"]) }

  func expectUnits(_ images: [PlannedImage], sourceLocation: SourceLocation = #_sourceLocation) {
    let units = GoldenEngine.units(images)
    var ids: [String] = []
    var scales: [String: [Int]] = [:]
    for image in images {
      if scales[image.entry.id] == nil { ids.append(image.entry.id) }
      scales[image.entry.id, default: []].append(image.scale)
    }
    #expect(units.entries.map(\.id) == ids, sourceLocation: sourceLocation)
    #expect(units.scales == ids.map { scales[$0]! }, sourceLocation: sourceLocation)
  }

  @Test func aPlansSelectionIsItsEntriesOnceInOrder() throws {
    let catalog = try Self.catalog.get()
    let store = GoldenStore(root: packageRoot + "/goldens")
    for (filter, shard) in [
      (ImageFilter(), nil), (ImageFilter(["selected@2x"]), nil), (ImageFilter(), Shard(index: 2, count: 3)),
    ] {
      let plan = try GoldenPlan.make(
        catalog: catalog, scales: [1, 2, 3], filter: filter, shard: shard, store: store,
        staleScope: .owned(folders: ["fiori/chip/"], siblings: []))
      #expect(!plan.images.isEmpty)
      #expect(plan.images.allSatisfy { $0.entries === plan.images[0].entries })
      expectUnits(plan.images)
      // A subset, as review's approval makes.
      expectUnits(plan.images.filter { $0.scale == 2 || $0.name.contains("unselected") })
    }
  }

  @Test func handMadeImagesAreEachTheirOwnEntry() throws {
    let entries = try Self.catalog.get().entries
    let images = [
      PlannedImage(entry: entries[0], scale: 1), PlannedImage(entry: entries[1], scale: 1),
      PlannedImage(entry: entries[0], scale: 2),
    ]
    // Three lists, each at index 0: three units, not one.
    #expect(GoldenEngine.units(images).entries.map(\.id) == [entries[0].id, entries[1].id, entries[0].id])
  }
}
