import Foundation
import TestSupport
import Testing

/// `specsheet sheet` shows an accepted finding as accepted, with its numbers and the baseline's
/// reason, never as "conforms".
@Suite struct SheetVerdictCommandTests {
  @Test func theShrineCardsSheetSaysAcceptedWithTheRatioAndTheReason() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLI.run(["sheet", "Fixtures/catalog/material/card-shrine.yaml", "--format", "txt", "--out", dir])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let dump = try String(contentsOfFile: dir + "/card-shrine.txt", encoding: .utf8)
    let cell = try #require(dump.components(separatedBy: "    cell ").first { $0.hasPrefix("normal ") })
    #expect(!cell.contains("audit conforms"), "\(cell)")
    #expect(
      cell.contains(
        "audit accepted material/card/shrine-themed/normal@1x,2x: button-1.text-label: text-contrast: 1.25:1 vs ≥ "
          + "4.50:1, "
          + "text #FEDBD0 on #FFFBFA"), "\(cell)")
    #expect(
      cell.contains(
        "— Faithful to MDC's Shrine colour scheme (mdc-facts; docs/spec-decisions.md closing notes) "
          + "(goldens/audit-baseline.yaml:"
      ))
    #expect(cell.contains("swatch text text-label #FEDBD0 on #FFFBFA · 1.25:1"), "\(cell)")
    #expect(!dump.contains("every cell conforms"))
    #expect(dump.contains("audit summary Spec audit: 0 cells conform · 2 accepted · 0 with open findings"), "\(dump)")

    // Without the baseline the same findings are open.
    let open = try CLI.run([
      "sheet", "Fixtures/catalog/material/card-shrine.yaml", "--format", "txt", "--out", dir + "/open", "--no-baseline",
    ])
    #expect(open.status == 0, "\(open.stdout)\(open.stderr)")
    let openDump = try String(contentsOfFile: dir + "/open/card-shrine.txt", encoding: .utf8)
    #expect(!openDump.contains("audit accepted"))
    #expect(openDump.contains("audit summary Spec audit: 0 cells conform · 0 accepted · 2 with open findings"))
  }
}
