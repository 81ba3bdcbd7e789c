import Foundation
import TestSupport
import Testing

@Suite struct BaselineGoldensTests {
  /// Sheet goldens draw the sheet's layout, not the audit's verdicts: a policy edit fails the
  /// audit, never an image.
  @Test func removingABaselineEntryChangesNoGolden() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let original = try String(contentsOfFile: packageRoot + "/goldens/audit-baseline.yaml", encoding: .utf8)
    // Without the entry for the contained buttons' pressed ink (4.41:1).
    let entry = try #require(original.range(of: "  - image: material/button/contained*/highlighted"))
    let next = try #require(original.range(of: "  # facts §5c", range: entry.upperBound..<original.endIndex))
    let edited = original.replacingCharacters(in: entry.lowerBound..<next.lowerBound, with: "")
    // The committed goldens, linked, with the edited baseline in their folder (where sheet
    // goldens used to read it from).
    let goldens = dir + "/goldens"
    try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/goldens")
    where name != "audit-baseline.yaml" {
      try FileManager.default.createSymbolicLink(
        atPath: goldens + "/" + name, withDestinationPath: packageRoot + "/goldens/" + name)
    }
    try edited.write(toFile: goldens + "/audit-baseline.yaml", atomically: true, encoding: .utf8)

    let result = try CLI.run([
      "check", "material/button", "--goldens", goldens, "--artifacts", dir + "/artifacts", "--json",
      dir + "/results.json",
    ])
    #expect(result.status == 4, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("audit: material/button/contained/highlighted@1x,2x,3x: text-label: text-contrast: 4.41:1")
    )
    let document = try JSONSerialization.jsonObject(
      with: try Data(contentsOf: URL(fileURLWithPath: dir + "/results.json")))
    let golden = try #require(((document as? [String: Any])?["totals"] as? [String: Any])?["golden"] as? [String: Any])
    #expect(golden["failed"] as? Int == 0, "\(golden)")
    #expect(!result.stdout.contains("sheets/material/button"), "\(result.stdout)")
  }
}
