import ComponentKit
import Graphics
import Testing

@testable import Catalog

/// Issue 39, "include/exclude per fixture": a fixture's `modes:` as the catalog loader reads it,
/// without rendering: which combinations a file and a variant take part in, and the one-line
/// errors at the entry that names what the project's axes cannot render.
@Suite struct FixtureModesTests {
  static let axes = ModeAxes([
    ModeAxis(name: "direction", values: ["ltr", "rtl"], defaultValue: "ltr"),
    ModeAxis(name: "locale", values: ["source", "en-XA"], defaultValue: "source"),
  ])
  static let rtl = ImageMode(axis: "direction", value: "rtl")
  static let pseudo = ImageMode(axis: "locale", value: "en-XA")

  static func fixture(file modes: String = "", variant: String = "") -> String {
    "system: fiori\ncomponent: chip\n\(modes)variants:\n  - name: a\n    variation: single-selection\n    label: A\n"
      + "    states: [selected]\n\(variant)  - name: b\n    variation: single-selection\n    label: B\n"
      + "    states: [selected]\n"
  }

  /// The variants drawn at `combination` (empty: the default one).
  static func variants(_ yaml: String, at combination: [ImageMode]) throws -> [String] {
    try Fixture.parse(yaml, file: "f.yaml", matrix: ModeMatrixPosition(axes: axes, combination: combination))
      .map(\.variant)
  }

  @Test func aFilesExcludeLeavesItOutOfThoseCombinationsOnly() throws {
    let yaml = Self.fixture(file: "modes: {exclude: [{direction: rtl}]}\n")
    #expect(try Self.variants(yaml, at: []) == ["a", "b"])
    #expect(try Self.variants(yaml, at: [Self.pseudo]) == ["a", "b"])
    #expect(try Self.variants(yaml, at: [Self.rtl]).isEmpty)
    #expect(try Self.variants(yaml, at: [Self.rtl, Self.pseudo]).isEmpty)
  }

  @Test func aVariantsOnlyKeepsItInItsCombinationsAndTheDefault() throws {
    let yaml = Self.fixture(variant: "    modes: {only: [{locale: en-XA}]}\n")
    #expect(try Self.variants(yaml, at: []) == ["a", "b"])
    #expect(try Self.variants(yaml, at: [Self.pseudo]) == ["a", "b"])
    #expect(try Self.variants(yaml, at: [Self.rtl]) == ["b"])
    #expect(try Self.variants(yaml, at: [Self.rtl, Self.pseudo]) == ["b"])
  }

  @Test(arguments: [
    (
      "modes: {exclude: [{theme: dark}]}\n",
      "f.yaml:3:19: modes.exclude[0]: no axis theme in axes: (they are direction, locale)"
    ),
    (
      "modes:\n  only:\n    - {locale: ar-XB}\n",
      "f.yaml:5:7: modes.only[0]: locale renders no ar-XB; it renders source, en-XA"
    ),
    (
      "modes: {}\n",
      "f.yaml:3:8: modes: names only:, exclude: or both, each a list of combinations such as {direction: rtl}"
    ),
    ("modes: {exclude: []}\n", "f.yaml:3:18: modes.exclude: lists 1 to 64 combinations, found 0"),
    (
      "modes: {exclude: [{direction: \"r/l\"}]}\n",
      "f.yaml:3:31: modes.exclude[0].direction: an axis and its value are 1 to 40 letters, digits, - or _"
    ),
  ])
  func anEntryTheAxesCannotRenderIsAnErrorAtIt(modes: String, message: String) {
    let error = #expect(throws: FixtureError.self) { try Self.variants(Self.fixture(file: modes), at: []) }
    #expect(error?.description == message)
  }

  /// Without `axes:` a fixture's `modes:` has nothing to narrow; outside the matrix (sheets,
  /// compare) it is read for its shape and left aside.
  @Test func modesWithoutAxesIsAnErrorAndOutsideTheMatrixIsIgnored() throws {
    let yaml = Self.fixture(file: "modes: {exclude: [{direction: rtl}]}\n")
    let error = #expect(throws: FixtureError.self) {
      try Fixture.parse(yaml, file: "f.yaml", matrix: ModeMatrixPosition(axes: ModeAxes()))
    }
    #expect(error?.message.contains("specsheet.yaml declares no axes:") == true)
    #expect(try Fixture.parse(yaml, file: "f.yaml").map(\.variant) == ["a", "b"])
  }
}
