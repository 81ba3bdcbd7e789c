import Catalog
import ComponentKit
import Graphics
import TestSupport
import Testing

/// Issue 39, "Axes" (`text-size` scaling each text style by its own curve where the component has
/// one): a component without a curve scales its text by Body's ratio; the Material list keeps MDC's.
@Suite struct TextSizeScalingTests {
  static let chip = packageRoot + "/Fixtures/catalog/material/chip.yaml"
  static let list = packageRoot + "/Fixtures/catalog/material/list-item.yaml"
  static let textSize = ModeAxes([ModeAxis(name: "text-size", values: ["l", "ax2"], defaultValue: "l")])

  static func textRuns(_ entry: CatalogEntry) throws -> [TextRun] {
    try entry.resolve(measurer: FixedAdvanceMeasurer()).displayList.commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      return run
    }
  }

  /// A Material chip's title is 14 pt (MDCChipView); at AX2 Body is 33 pt against Large's 17.
  @Test func aChipAtAX2SetsItsLabelAt14Times33Over17() throws {
    let entries = try Catalog.load(paths: [Self.chip], axes: Self.textSize) { _ in nil }.entries
    let sized = entries.filter { $0.modes == [ImageMode(axis: "text-size", value: "ax2")] }
    #expect(!sized.isEmpty && sized.count == entries.count / 2, "every chip state has an ax2 copy")
    for entry in sized {
      let runs = try Self.textRuns(entry)
      #expect(!runs.isEmpty && runs.allSatisfy { $0.font.size == 14 * 33 / 17 }, "\(entry.id)")
      // The measured line box is the larger text's: FixedAdvanceMeasurer's line is 1.25 em.
      #expect(runs.allSatisfy { abs($0.frame.height - 1.25 * 14 * 33 / 17) < 1e-9 }, "\(entry.id)")
    }
    let plain = try entries.filter(\.modes.isEmpty).flatMap(Self.textRuns)
    #expect(!plain.isEmpty && plain.allSatisfy { $0.font.size == 14 })
  }

  /// The list scales along MDC's curves (its `content-size:`), not Body's ratio.
  @Test func theMaterialListKeepsItsOwnCurve() throws {
    let entries = try Catalog.load(paths: [Self.list], axes: Self.textSize) { _ in nil }.entries
    let pairs = zip(entries, entries.dropFirst()).filter { $0.0.modes.isEmpty && !$0.1.modes.isEmpty }
    #expect(!pairs.isEmpty && pairs.allSatisfy { $0.1.theme.textSize == .standard })
    for (plain, sized) in pairs {
      let body = try Self.textRuns(plain).map { $0.font.size * 33 / 17 }
      let mdc = try Self.textRuns(sized).map(\.font.size)
      #expect(!mdc.isEmpty && mdc.count == body.count && mdc != body, "\(sized.id)")
    }
  }

  /// Every catalog component now has entries at a text size other than the default.
  @Test func theAxisReachesEveryCatalogComponent() throws {
    let catalog = packageRoot + "/Fixtures/catalog"
    let entries = try Catalog.load(paths: [catalog], axes: Self.textSize) { _ in nil }.entries
    let components = Set(entries.map { "\($0.system)/\($0.component)" })
    let sized = Set(entries.filter { !$0.modes.isEmpty }.map { "\($0.system)/\($0.component)" })
    #expect(components.count > 5 && sized == components)
  }
}
