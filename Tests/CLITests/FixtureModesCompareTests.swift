import Foundation
import TestSupport
import Testing

/// Issue 39, "include/exclude per fixture" in `compare`, which draws the project's axes but the
/// modifier it compares: a fixture's `modes:` narrows the axes compare draws, and an entry naming
/// the compared modifier is read as compare reads `invalid:` (left out), not refused.
@Suite struct FixtureModesCompareTests {
  /// The CHANGED image names of a light-against-dark compare of the chip with `modes`.
  func changed(modes: String) throws -> (status: Int32, stderr: String, names: [String]) {
    let helper = try ModeAxesCommandTests()
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    try helper.write(
      ModeAxesCommandTests.chip.replacingOccurrences(of: "variants:", with: modes + "variants:"), "chip.yaml")
    try helper.write(
      ModeAxesCommandTests.resolver(contexts: ["light": "#EDF6FF", "dark": "#002643"], default: "light"),
      "t.resolver.json")
    try helper.write(
      "fixtures: chip.yaml\nscales: [1]\ntokens: t.resolver.json\naxes:\n  theme: [light, dark]\n"
        + "  direction: [ltr, rtl]\n", "specsheet.yaml")
    let run = try CLI.run(
      [
        "compare", "--from", "t.resolver.json", "--from-context", "theme=light", "--to", "t.resolver.json",
        "--to-context", "theme=dark",
      ], in: helper.project)
    let names = run.stdout.split(separator: "\n").filter { $0.hasPrefix("CHANGED ") }.map {
      String($0.dropFirst("CHANGED ".count).prefix { $0 != ":" })
    }
    return (run.status, run.stderr, names)
  }

  @Test func aFixturesExcludeNarrowsTheAxesCompareDraws() throws {
    let run = try changed(modes: "modes: {exclude: [{direction: rtl}]}\n")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.names == ["fiori/chip/single-selection/selected@1x"])
  }

  @Test func anEntryNamingTheComparedModifierIsLeftOut() throws {
    let run = try changed(modes: "modes: {exclude: [{theme: dark, direction: rtl}]}\n")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.names == [
        "fiori/chip/single-selection/selected@1x", "fiori/chip/single-selection/selected~direction=rtl@1x",
      ])
  }
}
