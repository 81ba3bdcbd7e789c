import Foundation
import TestSupport
import Testing

/// A team project (specsheet.yaml, its own fixtures and goldens) gives the same verdicts and the
/// same bytes from any of its folders: paths on sheets and in results are relative to the
/// project, and artifacts go beside the config's other outputs.
@Suite struct ProjectSubfolderTests {
  static let chip = """
    system: fiori
    component: chip
    variants:
      - {name: single-selection, variation: single-selection, label: Received, states: [selected, unselected]}
    """

  /// The document without what differs between any two runs (timings).
  func comparable(_ path: String) throws -> NSDictionary {
    func strip(_ value: Any) -> Any {
      if let map = value as? [String: Any] {
        return map.filter { $0.key != "seconds" }.mapValues(strip)
      }
      if let list = value as? [Any] { return list.map(strip) }
      return value
    }
    let data = try #require(FileManager.default.contents(atPath: path))
    return try #require(strip(try JSONSerialization.jsonObject(with: data)) as? NSDictionary)
  }

  @Test func recordedAtTheRootCheckedFromASubfolder() throws {
    let project = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: project) }
    let sub = project + "/design/review"
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: project + "/fixtures", withIntermediateDirectories: true)
    try "fixtures: [fixtures]\ngoldens: goldens\nscales: [1]\n".write(
      toFile: project + "/specsheet.yaml", atomically: true, encoding: .utf8)
    try Self.chip.write(toFile: project + "/fixtures/chip.yaml", atomically: true, encoding: .utf8)

    // The catalog's baseline (it accepts the selected chip's contrast), in place before recording.
    try FileManager.default.createDirectory(atPath: project + "/goldens", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: packageRoot + "/goldens/audit-baseline.yaml", toPath: project + "/goldens/audit-baseline.yaml")
    let recorded = try CLI.run(["record"], in: project)
    #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: project + "/goldens/sheets/fiori/chip.png"), "the sheet has a golden")

    let atRoot = try CLI.run(["check", "--json", "root.json"], in: project)
    #expect(atRoot.status == 0, "\(atRoot.stdout)\(atRoot.stderr)")
    // Today's main: CHANGED sheets/fiori/chip (its section title was the path seen from here).
    let fromSub = try CLI.run(["check", "--json", "sub.json"], in: sub)
    #expect(fromSub.status == 0, "\(fromSub.stdout)\(fromSub.stderr)")
    #expect(try comparable(project + "/root.json") == comparable(sub + "/sub.json"), "the same results, path for path")
    let sheet = try comparable(sub + "/sub.json")["images"] as? [NSDictionary]
    #expect(sheet?.first { $0["name"] as? String == "sheets/fiori/chip" }?["source"] as? String == "fixtures/chip.yaml")

    // A failure's artifacts go beside the project's other outputs, not into the subfolder.
    try Self.chip.replacingOccurrences(of: "Received", with: "Receivedd").write(
      toFile: project + "/fixtures/chip.yaml", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check"], in: sub).status != 0)
    #expect(!FileManager.default.fileExists(atPath: sub + "/.build"))
    #expect(
      FileManager.default.fileExists(
        atPath: project + "/.build/golden-failures/fiori/chip/single-selection/selected@1x.actual.png"))
  }
}
