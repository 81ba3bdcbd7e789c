import Foundation
import TestSupport
import Testing

/// Issue 39, "compare names the mode of each change": with `axes:`, `compare` draws both sides in
/// every combination of the axes it does not set itself, so a change is named with its mode; the
/// modifier the compare sets (here `theme`, light against dark) is not an axis of the run.
@Suite struct CompareModesTests {
  @Test func eachChangeIsNamedWithItsModeAndTheComparedModifierIsNoAxis() throws {
    let helper = try ModeAxesCommandTests()
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    try helper.write(ModeAxesCommandTests.chip, "chip.yaml")
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
    #expect(run.status == 1, "images changed: \(run.stderr)")
    let changed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("CHANGED ") }.map {
      String($0.dropFirst("CHANGED ".count).prefix { $0 != ":" })
    }
    #expect(
      changed == [
        "fiori/chip/single-selection/selected@1x", "fiori/chip/single-selection/selected~direction=rtl@1x",
      ], "\(run.stdout)")
    #expect(!run.stdout.contains("~theme="), "\(run.stdout)")
  }
}
