import Foundation
import TestSupport
import Testing

/// Issue 36, "Logs and outputs that read right": `audit --write-baseline` with fixtures outside
/// the folder it runs in wrote `fixture: "../proj/…"`, a path only that folder reads the same
/// way: checked from the project every entry was stale and every error open.
@Suite struct BaselinePathTests {
  /// `<tmp>/proj` (a repository: `.git`) holding `Fixtures/mint.yaml` and `goldens/`, a
  /// subfolder `proj/sub`, and `<tmp>/other` outside it.
  func layout() throws -> String {
    let dir = try temporaryFolder("specsheet-cli")
    for folder in ["proj/.git", "proj/Fixtures", "proj/goldens", "proj/sub", "other"] {
      try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
    }
    try mintChipGroupFixture.write(toFile: dir + "/proj/Fixtures/mint.yaml", atomically: true, encoding: .utf8)
    return dir
  }

  /// Runs `audit` on the mint fixture from `folder` (relative to `dir`), naming the fixture and
  /// the baseline as `fixture` and `baseline`; expects every finding accepted, nothing stale.
  func expectAccepted(_ dir: String, from folder: String, fixture: String, baseline: String) throws {
    let result = try CLI.run(["audit", fixture, "--baseline", baseline], in: dir + "/" + folder)
    #expect(result.status == 0, "from \(folder): \(result.stdout)\(result.stderr)")
    #expect(!result.stdout.contains("stale"), "from \(folder): \(result.stdout)")
  }

  /// Gives every entry of the baseline at `path` a reason; returns its `fixture:` lines.
  func signOff(_ path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "TODO: say why this finding is accepted", with: "Our brand's mint, signed off")
      .write(toFile: path, atomically: true, encoding: .utf8)
    return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix("fixture: ")
    }
  }

  @Test func aBaselineWrittenFromOutsideTheProjectMatchesFromAnyFolder() throws {
    let dir = try layout()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let write = try CLI.run(
      ["audit", "../proj/Fixtures/mint.yaml", "--write-baseline", "../proj/goldens/audit-baseline.yaml"],
      in: dir + "/other")
    #expect(write.status == 4, "\(write.stdout)\(write.stderr)")
    let fixtures = try signOff(dir + "/proj/goldens/audit-baseline.yaml")
    // Relative to the project's root, which every spelling of the fixture's path ends with.
    #expect(!fixtures.isEmpty && fixtures.allSatisfy { $0 == "fixture: Fixtures/mint.yaml" }, "\(fixtures)")

    let baseline = "goldens/audit-baseline.yaml"
    try expectAccepted(dir, from: "proj", fixture: "Fixtures/mint.yaml", baseline: baseline)
    try expectAccepted(dir, from: "proj", fixture: "./Fixtures/../Fixtures/mint.yaml", baseline: baseline)
    try expectAccepted(dir, from: "proj/sub", fixture: "../Fixtures/mint.yaml", baseline: "../" + baseline)
    try expectAccepted(dir, from: "other", fixture: "../proj/Fixtures/mint.yaml", baseline: "../proj/" + baseline)
    try expectAccepted(dir, from: "other", fixture: dir + "/proj/Fixtures/mint.yaml", baseline: "../proj/" + baseline)
  }

  @Test func aBaselineWrittenFromASubfolderMatchesFromTheRoot() throws {
    let dir = try layout()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let write = try CLI.run(
      ["audit", "../Fixtures/mint.yaml", "--write-baseline", "../goldens/audit-baseline.yaml"], in: dir + "/proj/sub")
    #expect(write.status == 4, "\(write.stdout)\(write.stderr)")
    let fixtures = try signOff(dir + "/proj/goldens/audit-baseline.yaml")
    #expect(!fixtures.isEmpty && fixtures.allSatisfy { $0 == "fixture: Fixtures/mint.yaml" }, "\(fixtures)")
    try expectAccepted(dir, from: "proj", fixture: "Fixtures/mint.yaml", baseline: "goldens/audit-baseline.yaml")
    try expectAccepted(
      dir, from: "proj/sub", fixture: dir + "/proj/Fixtures/mint.yaml", baseline: "../goldens/audit-baseline.yaml")
  }

  /// A baseline an older writer wrote from outside the project (`../proj/Fixtures/…`) is read as
  /// the path it names, `proj/Fixtures/…`, from wherever it is read.
  @Test func anOlderBaselinesPathFromOutsideIsReadFromTheProject() throws {
    let dir = try layout()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let write = try CLI.run(
      ["audit", "../proj/Fixtures/mint.yaml", "--write-baseline", "../proj/goldens/audit-baseline.yaml"],
      in: dir + "/other")
    #expect(write.status == 4, "\(write.stdout)\(write.stderr)")
    let path = dir + "/proj/goldens/audit-baseline.yaml"
    _ = try signOff(path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "fixture: Fixtures/mint.yaml", with: "fixture: ../proj/Fixtures/mint.yaml")
      .write(toFile: path, atomically: true, encoding: .utf8)
    try expectAccepted(dir, from: "proj", fixture: "Fixtures/mint.yaml", baseline: "goldens/audit-baseline.yaml")
    try expectAccepted(
      dir, from: "proj/sub", fixture: "../Fixtures/mint.yaml", baseline: "../goldens/audit-baseline.yaml")
  }

  /// The project's own baseline, whose `fixture:` entries name `Fixtures/catalog/…`, read from
  /// `Fixtures/`: the sources there were `catalog/…`, shorter than the entries, so 40 errors the
  /// baseline accepts stayed open (45 accepted of 85).
  @Test func theCatalogsBaselineAcceptsTheSameFromASubfolder() throws {
    let filters = ["material/card", "material/button", "fiori/chip-group"]
    let root = try CLI.run(["audit"] + filters)
    let sub = try CLI.run(
      ["audit", "catalog"] + filters + ["--baseline", "../goldens/audit-baseline.yaml"], in: packageRoot + "/Fixtures")
    #expect(root.status == 0 && sub.status == 0, "\(sub.stdout.suffix(500))\(sub.stderr)")
    // "…; 85 accepted by goldens/audit-baseline.yaml": the same number from both folders.
    let accepted = { (out: String) in out.split(separator: "\n").last?.components(separatedBy: "; ").last }
    #expect(accepted(root.stdout)?.hasSuffix(" accepted by goldens/audit-baseline.yaml") == true)
    #expect(
      accepted(sub.stdout) == accepted(root.stdout).map { $0.replacingOccurrences(of: " by ", with: " by ../") },
      "\(sub.stdout.suffix(300))")
  }
}
