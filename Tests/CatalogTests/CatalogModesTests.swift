import Catalog
import ComponentKit
import Graphics
import Project
import TestSupport
import Testing
import Tokens

/// Issue 39, "Axes": the catalog in every combination of `axes:`: the default entries as without
/// axes, each followed by its other modes, every entry holding its whole tuple.
@Suite struct CatalogModesTests {
  static let direction = ModeAxes([ModeAxis(name: "direction", values: ["ltr", "rtl"], defaultValue: "ltr")])
  static let chip = packageRoot + "/Fixtures/catalog/fiori/chip.yaml"
  static let baseCell = packageRoot + "/Fixtures/catalog/material/base-cell.yaml"

  @Test func eachDefaultEntryIsFollowedByItsOtherModes() throws {
    let plain = try Catalog.load(paths: [Self.chip]).entries
    let matrix = try Catalog.load(paths: [Self.chip], axes: Self.direction) { _ in nil }.entries
    #expect(matrix.filter(\.modes.isEmpty).map(\.id) == plain.map(\.id))
    let rtl = ImageMode(axis: "direction", value: "rtl")
    for (index, entry) in matrix.enumerated() where entry.modes == [rtl] {
      #expect(matrix[index - 1].modes.isEmpty && matrix[index - 1].state == entry.state)
      #expect(entry.tuple == [rtl] && entry.id.hasSuffix("~direction=rtl"))
    }
    #expect(matrix.filter(\.modes.isEmpty).allSatisfy { $0.tuple == [ImageMode(axis: "direction", value: "ltr")] })
    // The chip's own `direction: rtl` variants get no second rtl copy; every other variant does.
    let pinned = Set(plain.filter { $0.variant.hasSuffix("-rtl") }.map(\.variant))
    #expect(!pinned.isEmpty)
    #expect(Set(matrix.filter { !$0.modes.isEmpty }.map(\.variant)) == Set(plain.map(\.variant)).subtracting(pinned))
  }

  @Test func aComponentWithoutDirectionHasNoRightToLeftEntries() throws {
    let matrix = try Catalog.load(paths: [Self.baseCell], axes: Self.direction) { _ in nil }.entries
    #expect(!matrix.isEmpty && matrix.allSatisfy(\.modes.isEmpty))
  }

  /// A modifier's value reaches the tokens loader as a context; the default combination asks for none.
  @Test func aModifierValueIsAskedOfTheTokensAsAContext() throws {
    let theme = ModeAxes([ModeAxis(name: "theme", values: ["light", "dark"], defaultValue: "light")])
    let asked = Locked<[[String: String]]>([])
    _ = try Catalog.load(paths: [Self.chip], axes: theme) { contexts in
      asked.withLock { $0.append(contexts) }
      return nil
    }
    #expect(asked.withLock { $0 } == [[:], ["theme": "dark"]])
  }
}
