import Foundation
import TestSupport
import Testing

/// `specsheet sheet --annotate a11y`: the accessibility layer on request, nothing without it.
@Suite struct SheetAnnotateCommandTests {
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: single, variation: single-selection, label: Beach, states: [selected, disabled]}
      - {name: multiple, variation: multiple-selection, label: Hiking, states: [unselected]}
    """

  @Test func theLayerIsDrawnOnlyWhenAsked() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.fixture.write(toFile: dir + "/chips.yaml", atomically: true, encoding: .utf8)
    let annotated = try CLI.run([
      "sheet", dir + "/chips.yaml", "--out", dir + "/a", "--format", "txt,png", "--scale", "1", "--annotate", "a11y",
      "--no-audit",
    ])
    #expect(annotated.status == 0, "\(annotated.stderr)")
    let text = try String(contentsOfFile: dir + "/a/chips.txt", encoding: .utf8)
    #expect(text.contains("a11y 1 radio \"Beach\" [checked] container "))
    #expect(text.contains("a11y 1 radio \"Beach\" [unchecked, disabled] container "))
    #expect(text.contains("a11y 1 checkbox \"Hiking\" [unchecked] container "))
    #expect(text.contains(" callout ") && text.contains("\"radio · \"Beach\" · checked\""))
    #expect(FileManager.default.fileExists(atPath: dir + "/a/chips.png"))

    let plain = try CLI.run([
      "sheet", dir + "/chips.yaml", "--out", dir + "/p", "--format", "txt,png", "--scale", "1", "--no-audit",
    ])
    #expect(plain.status == 0, "\(plain.stderr)")
    let plainText = try String(contentsOfFile: dir + "/p/chips.txt", encoding: .utf8)
    #expect(!plainText.contains("\n      a11y "))
    // The layer takes room of its own: the sheet grows; the cells are the same.
    let sizes = [text, plainText].map { $0.split(separator: "\n").first.map(String.init) ?? "" }
    #expect(sizes[0] != sizes[1])
    let cells = { (t: String) in t.split(separator: "\n").filter { $0.hasPrefix("    cell ") }.count }
    #expect(cells(text) == cells(plainText) && cells(text) == 3)
  }

  @Test func dumpPrintsTheElementsWithTheirSeedLines() throws {
    let result = try CLI.run(["dump", "--stage", "accessibility", "--only", "fiori/chip-form-cell/required/default"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "# fiori/chip-form-cell/required/default")
    let group = "1 radiogroup \"Status, required\" hint \"Select the current status\" label+chips+helper-text "
    #expect(lines.contains { $0.hasPrefix(group) })
    #expect(lines.contains { $0.hasPrefix("2 radio \"Received\" [unchecked] chips.chip-1 ") })
    #expect(
      lines.contains {
        $0.hasPrefix("  source label \"required\": seed fiori-chip.md \"Accessibility\": Required field")
      })
  }

  @Test func anUnknownLayerIsAUsageError() throws {
    let result = try CLI.run(["sheet", "--out", "/tmp/never", "--annotate", "a11y,braille"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--annotate takes a11y, comma-separated; found \"braille\""))
  }
}
