import ComponentKit
import Fiori
import Foundation
import TestSupport
import Testing

@testable import Catalog

/// The default catalog under Fixtures/ is data; these tests check it covers the seed.
@Suite struct DefaultCatalogTests {
  func load() throws -> Catalog {
    try Catalog.load(paths: [packageRoot + "/" + Catalog.defaultDirectory])
  }

  @Test func everyFioriChipVariationAppearsInEveryStateItsTableGives() throws {
    let catalog = try load()
    let chips = catalog.entries.compactMap { entry -> FioriChip? in
      if let chip = entry.content.as(FioriChip.self) { return chip }
      return nil
    }
    let kinds: [(String, (FioriChip.Variation) -> Bool)] = [
      ("single", { $0 == .singleSelection }), ("multiple", { $0 == .multipleSelection }),
      ("icon", { if case .leadingIcon = $0 { true } else { false } }),
    ]
    for (name, matches) in kinds {
      let states = Set(chips.filter { matches($0.variation) }.map(\.state))
      let expected = Set(chips.first { matches($0.variation) }?.variation.states ?? [])
      #expect(!expected.isEmpty, "\(name) chips missing")
      #expect(states == expected, "\(name)")
    }
    for status in FioriStatus.allCases {
      let states = chips.filter {
        if case .status(status, _) = $0.variation { true } else { false }
      }.map(\.state)
      #expect(Set(states) == [.unselected, .selected], "\(status)")
    }
  }

  @Test func groupsAndFormCellsAreInTheCatalog() throws {
    let ids = Set(try load().entries.map(\.id))
    #expect(ids.contains("fiori/chip-group/wrapped/default"))
    #expect(ids.contains("fiori/chip-group/horizontal-scroll/default"))
    #expect(ids.contains("fiori/chip-form-cell/helper-text/default"))
    #expect(ids.contains("fiori/chip-form-cell/required/default"))
    #expect(ids.contains("fiori/chip-form-cell/required/error"))
  }

  @Test func duplicateIdsAcrossFilesAreAnError() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dup-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let yaml = "system: fiori\ncomponent: chip\nvariants:\n  - {name: a, variation: single-selection, label: A}\n"
    try yaml.write(toFile: dir + "/one.yaml", atomically: true, encoding: .utf8)
    try yaml.write(toFile: dir + "/two.yaml", atomically: true, encoding: .utf8)
    #expect(throws: FixtureError.self) { try Catalog.load(paths: [dir]) }
  }

  @Test func aFileNamedTwiceIsReadOnce() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("twice-\(UUID())").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let yaml = "system: fiori\ncomponent: chip\nvariants:\n  - {name: a, variation: single-selection, label: A}\n"
    try yaml.write(toFile: dir + "/one.yaml", atomically: true, encoding: .utf8)
    let once = try Catalog.load(paths: [dir + "/one.yaml"])
    let twice = try Catalog.load(paths: [dir + "/one.yaml", dir, dir + "/./one.yaml"])
    #expect(twice.entries.map(\.id) == once.entries.map(\.id))
    // Hidden folders (.build/checkouts) hold other projects' YAML.
    try FileManager.default.createDirectory(atPath: dir + "/.build", withIntermediateDirectories: true)
    try "not: a fixture\n".write(toFile: dir + "/.build/config.yaml", atomically: true, encoding: .utf8)
    #expect(try Catalog.load(paths: [dir]).entries.map(\.id) == once.entries.map(\.id))
    // A symlinked catalog folder is walked like the folder itself.
    let link = dir + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dir)
    defer { try? FileManager.default.removeItem(atPath: link) }
    #expect(try Catalog.load(paths: [link]).entries.map(\.id) == once.entries.map(\.id))
  }
}
