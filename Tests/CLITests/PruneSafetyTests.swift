import Foundation
import TestSupport
import Testing

/// `prune` deletes only in a goldens folder (`manifest.json` and `fingerprint.txt` there), one
/// that `specsheet.yaml` names only inside the project, and only PNGs the manifest knows.
@Suite struct PruneSafetyTests {
  func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// A project whose specsheet.yaml names a copy of the catalog's chip fixture and `goldens`, with a
  /// user's PNGs in docs/ and assets/.
  func project(goldens: String) throws -> (dir: String, pictures: [String]) {
    let dir = try temporaryFolder("specsheet-cli")
    try FileManager.default.createDirectory(atPath: dir + "/project", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: packageRoot + "/Fixtures/catalog/fiori/chip.yaml", toPath: dir + "/project/chip.yaml")
    try write("fixtures: chip.yaml\ngoldens: \(goldens)\n", dir + "/project/specsheet.yaml")
    let pictures = [dir + "/project/docs/logo.png", dir + "/project/assets/icons/app.png"]
    for picture in pictures { try write("a user's picture", picture) }
    return (dir, pictures)
  }

  /// Issue 35, row 3: `goldens: .` then `prune` deleted every PNG of the project
  /// (docs/logo.png, assets/icons/app.png) and the emptied folders, exit 0.
  @Test(arguments: [".", "./docs/..", "docs"])
  func aFolderThatIsNotAGoldensFolderIsRefused(goldens: String) throws {
    let (dir, pictures) = try project(goldens: goldens)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for args in [["prune"], ["prune", "--dry-run"]] {
      let result = try CLI.run(args, in: dir + "/project")
      #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
      #expect(
        result.stderr.contains("is not a goldens folder (no manifest.json or fingerprint.txt)"), "\(result.stderr)")
      #expect(!result.stdout.contains("delete"), "\(result.stdout)")
    }
    for picture in pictures { #expect(FileManager.default.fileExists(atPath: picture), "\(picture)") }
  }

  /// Issue 35, row 3, a way out of the project: `goldens: ../x` or an absolute folder elsewhere,
  /// or a link inside the project to a folder outside (its real path decides), even a real
  /// goldens folder, is refused from specsheet.yaml; typed as --goldens it is allowed.
  @Test(arguments: ["../x", "@ABS@/x", "docs/../../x", "linked"])
  func aGoldensFolderOutsideTheProjectIsRefused(goldens: String) throws {
    let (dir, _) = try project(goldens: goldens.replacingOccurrences(of: "@ABS@", with: "@DIR@"))
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let config = try String(contentsOfFile: dir + "/project/specsheet.yaml", encoding: .utf8)
    try config.replacingOccurrences(of: "@DIR@", with: dir).write(
      toFile: dir + "/project/specsheet.yaml", atomically: true, encoding: .utf8)
    // A link inside the project to the folder outside: its real path is outside.
    try FileManager.default.createSymbolicLink(atPath: dir + "/project/linked", withDestinationPath: dir + "/x")
    let chip = dir + "/project/chip.yaml"
    #expect(try CLI.run(["record", chip, "--goldens", dir + "/x", "--scale", "1"]).status == 0)
    try write("someone's picture", dir + "/x/fiori/chip/single-selection/photo.png")
    let result = try CLI.run(["prune"], in: dir + "/project")
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("outside the project"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/x/fiori/chip/single-selection/photo.png"))
    // Typed on the command line, a folder elsewhere is the user's choice; an unknown PNG still stays.
    try write("fixtures: chip.yaml\n", dir + "/project/specsheet.yaml")
    let typed = try CLI.run(["prune", chip, "--goldens", dir + "/x"], in: dir + "/project")
    #expect(typed.status == 0, "\(typed.stderr)")
    #expect(typed.stderr.contains("1 stale PNG file is not in \(dir)/x/manifest.json"), "\(typed.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/x/fiori/chip/single-selection/photo.png"))
  }
}
