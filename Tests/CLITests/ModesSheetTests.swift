import Foundation
import TestSupport
import Testing

/// Issue 39, "Sheets gain a Modes section": with `axes:`, `render --sheets` also writes
/// `<component>-modes`, the component's first variant in every mode, a section per mode on that
/// mode's page colour, each cell with its own resolved colours and verdict; the component's own
/// sheet stays the default mode's, and without axes no modes sheet is written.
@Suite struct ModesSheetTests {
  @Test func aModesSheetHasASectionPerModeAndTheComponentsSheetIsUnchanged() throws {
    let helper = try ModeAxesCommandTests()
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    try helper.write(ModeAxesCommandTests.chip, "chip.yaml")
    func sheets(_ config: String, _ out: String) throws -> [String: Data] {
      try helper.write("fixtures: chip.yaml\nscales: [1]\n" + config, "specsheet.yaml")
      let run = try CLI.run(
        ["render", "--out", out, "--sheets", out + "/sheets", "--sheet-format", "txt"], in: helper.project)
      #expect(run.status == 0, "\(run.stderr)")
      return files(under: helper.project + "/" + out + "/sheets").filter { !$0.key.hasPrefix(".") }
    }
    let plain = try sheets("", "plain")
    #expect(plain.keys.sorted() == ["fiori/chip.txt"])
    let modes = try sheets("axes:\n  direction: [ltr, rtl]\n", "modes")
    #expect(modes.keys.sorted() == ["fiori/chip-modes.txt", "fiori/chip.txt"])
    #expect(modes["fiori/chip.txt"] == plain["fiori/chip.txt"], "the component's sheet shows the default mode")
    let text = String(decoding: try #require(modes["fiori/chip-modes.txt"]), as: UTF8.self)
    let sections = text.split(separator: "\n").filter { $0.hasPrefix("section ") }
    #expect(sections.count == 2, "\(sections)")
    #expect(sections[0].contains("chip.yaml · default") && sections[1].contains("chip.yaml · direction=rtl"))
    #expect(text.contains("modes: the first variant in each of the 2 modes of axes:"))
  }
}
