import Graphics
import Testing

/// Issue 39, "Matrix control ... include/exclude per fixture": the pure part of a fixture's
/// `modes:`, the project's axes narrowed by `only:` and `exclude:`, and the one check that
/// `combinations:`, `invalid:` and a fixture's entries share.
@Suite struct ModeNarrowingTests {
  static let axes = ModeAxes([
    ModeAxis(name: "direction", values: ["ltr", "rtl"], defaultValue: "ltr"),
    ModeAxis(name: "theme", values: ["light", "dark"], defaultValue: "light", allowed: ["light", "dark", "dim"]),
  ])

  static func mode(_ axis: String, _ value: String) -> ImageMode { ImageMode(axis: axis, value: value) }
  static let rtl = mode("direction", "rtl")
  static let dark = mode("theme", "dark")

  @Test func excludeLeavesOutEveryCombinationWithItsValuesAndKeepsTheDefault() {
    let narrowed = Self.axes.narrowed(only: nil, exclude: [[Self.rtl]])
    #expect(narrowed.combinations() == [[], [Self.dark]])
    // A default named keeps its meaning, as in `invalid:`: light rtl only.
    let light = Self.axes.narrowed(only: nil, exclude: [[Self.rtl, Self.mode("theme", "light")]])
    #expect(light.combinations() == [[], [Self.dark], [Self.rtl, Self.dark]])
  }

  @Test func onlyKeepsItsCombinationsWithUnnamedAxesAtTheirDefault() {
    let narrowed = Self.axes.narrowed(only: [[Self.dark]], exclude: [])
    #expect(narrowed.combinations() == [[], [Self.dark]])
    #expect(!narrowed.takes([Self.rtl, Self.dark]))
  }

  /// A fixture narrows what the project renders, never widens it: its `only:` within the
  /// project's `combinations:`, the project's `invalid:` still applied.
  @Test func narrowingIntersectsWithTheProjectsOwnMatrix() {
    var project = Self.axes
    project.listed = [[Self.rtl], [Self.rtl, Self.dark]]
    #expect(project.narrowed(only: [[Self.dark], [Self.rtl]], exclude: []).combinations() == [[], [Self.rtl]])
    project.listed = nil
    project.invalid = [[Self.rtl, Self.dark]]
    #expect(
      project.narrowed(only: [[Self.rtl, Self.dark], [Self.dark]], exclude: []).combinations() == [[], [Self.dark]])
  }

  @Test func problemNamesAnUnknownAxisAValueNotRenderedAndAnExcludedDefault() {
    #expect(Self.axes.problem(with: [Self.rtl, Self.dark], isExclusion: true) == nil)
    #expect(
      Self.axes.problem(with: [Self.mode("scheme", "dark")], isExclusion: false)
        == "no axis scheme in axes: (they are direction, theme)")
    // `dim` is a context of the modifier but not listed in `axes:`: nothing renders it.
    #expect(
      Self.axes.problem(with: [Self.mode("theme", "dim")], isExclusion: false)
        == "theme renders no dim; it renders light, dark")
    #expect(Self.axes.problem(with: [Self.mode("direction", "ltr")], isExclusion: false) == nil)
    #expect(
      Self.axes.problem(with: [Self.mode("direction", "ltr")], isExclusion: true)
        == "this names the default combination, which is always rendered")
  }
}
