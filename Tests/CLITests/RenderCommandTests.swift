import Foundation
import Golden
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

@Suite struct RenderCommandTests {
  @Test func rendersTheDefaultCatalogWithAManifest() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run(["render", "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let manifest = try Manifest.decode(try #require(FileManager.default.contents(atPath: out + "/manifest.json")))
    let pngs = files(under: out).keys.filter { $0.hasSuffix(".png") }
    #expect(Set(pngs) == Set(manifest.images.map(\.path)))
    #expect(pngs.contains("fiori/chip/single-selection/selected@2x.png"))
    #expect(pngs.contains("fiori/chip-form-cell/required/error@3x.png"))
    #expect(Set(manifest.images.map(\.scale)) == [1, 2, 3])
  }

  @Test func sameBytesAcrossProcessesAndJobCounts() throws {
    let a = try temporaryFolder("specsheet-cli")
    let b = try temporaryFolder("specsheet-cli")
    defer {
      try? FileManager.default.removeItem(atPath: a)
      try? FileManager.default.removeItem(atPath: b)
    }
    #expect(try CLI.run(["render", "--out", a, "--jobs", "1"]).status == 0)
    #expect(try CLI.run(["render", "--out", b, "--jobs", "3"]).status == 0)
    let filesA = files(under: a)
    #expect(!filesA.isEmpty)
    #expect(filesA == files(under: b))
  }

  @Test func badFixtureNamesFileAndLineAndWritesNothing() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = dir + "/bad.yaml"
    try """
    system: fiori
    component: chip
    variants:
      - name: broken
        variation: single-selection
        label: Received
        lable: typo
    """.write(toFile: fixture, atomically: true, encoding: .utf8)
    let out = dir + "/out"
    let result = try CLI.run(["render", fixture, "--out", out])
    #expect(result.status == 65)
    #expect(result.stderr.contains("bad.yaml:7:5: variants[0].lable: unknown key \"lable\""))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func fontThatWouldFallBackIsAnErrorAndWritesNothing() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = dir + "/helvetica.yaml"
    try """
    system: fiori
    component: chip
    theme:
      font-family: Helvetica
    variants:
      - {name: a, variation: single-selection, label: Received, states: [selected]}
    """.write(toFile: fixture, atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", fixture, "--out", dir + "/out"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("Helvetica"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
  }

  @Test func aOneLetterRelativeOutputFolderIsCreated() throws {
    // Foundation's deletingLastPathComponent traps on "x" on Linux; `--out x` must not.
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = packageRoot + "/Fixtures/catalog/fiori/chip.yaml"
    let result = try CLI.run(["render", fixture, "--out", "x", "--scale", "1", "single-selection/selected@"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/x/fiori/chip/single-selection/selected@1x.png"))
  }

  @Test func aWriteFailurePartWayLeavesNoNewFile() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try """
    system: fiori
    component: chip
    variants:
      - {name: a, variation: single-selection, label: A, states: [selected]}
      - {name: b, variation: single-selection, label: B, states: [selected]}
    """.write(toFile: dir + "/two.yaml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: dir + "/out/fiori/chip", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: dir + "/out/fiori/chip/b", contents: Data("in the way".utf8))
    let result = try CLI.run(["render", dir + "/two.yaml", "--out", dir + "/out", "--scale", "1"])
    #expect(result.status == 73)
    #expect(
      result.stderr.contains("\(dir)/out/fiori/chip/b is a file, not a folder; no file was written"), "\(result.stderr)"
    )
    #expect(files(under: dir + "/out").keys.sorted() == ["fiori/chip/b"], "only what was there before")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out/fiori/chip/a"), "nor a folder it created")
  }

  @Test func aSheetTooLargeForAPNGSaysWhichFormatsCanHoldIt() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let title = String(repeating: "W", count: 150)
    try """
    system: material
    component: chip
    theme: {typography: {body2: {size: 200}}}
    variants:
      - {name: wide, type: action, look: themed, title: \(title), states: [normal]}
    """.write(toFile: dir + "/wide.yaml", atomically: true, encoding: .utf8)
    let result = try CLI.run(["sheet", dir + "/wide.yaml", "--out", dir + "/out", "--format", "png,txt"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(dir)/wide.yaml: sheet wide: "), "\(result.stderr)")
    #expect(result.stderr.contains("too large for a PNG even at 1x"))
    #expect(result.stderr.contains("--format pdf,svg keeps it whole"))
    #expect(files(under: dir + "/out").isEmpty, "the txt is not written either")
  }

  @Test func unwritableOutputIsAClearError() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/not-a-folder"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    let result = try CLI.run(["render", packageRoot + "/Fixtures/catalog/fiori/chip.yaml", "--out", file])
    #expect(result.status == 73)
    #expect(result.stderr.contains("\(file) is a file, not a folder"), "\(result.stderr)")
    let inside = try CLI.run(["render", packageRoot + "/Fixtures/catalog/fiori/chip.yaml", "--out", file + "/out"])
    #expect(inside.status == 73)
    #expect(inside.stderr.contains("\(file) is a file, not a folder"), "\(inside.stderr)")
  }

  @Test(arguments: ["0", "1,x", "5", ""])
  func badScaleIsAUsageError(_ scale: String) throws {
    let result = try CLI.run(["render", "--scale", scale, "--out", "/tmp/never"])
    #expect(result.status == 64)
  }

  @Test func missingFixtureFileIsBadInput() throws {
    let result = try CLI.run(["render", "/nonexistent/x.yaml", "--out", "/tmp/never"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("/nonexistent/x.yaml: no such file or folder"))
  }

  @Test func recordRefusesUnderCI() throws {
    let result = try CLI.run(["record", "--goldens", "/tmp/never-goldens"], environment: ["CI": "1"])
    #expect(result.status == 64)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-goldens"))
  }

  @Test func dumpOfNothingIsAUsageError() throws {
    let result = try CLI.run(["dump", "--only", "nope"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no entry matches --only \"nope\""), "\(result.stderr)")
  }

  @Test func dumpPrintsTheLayoutTree() throws {
    let result = try CLI.run(["dump", "--only", "fiori/chip/single-selection/selected", "--stage", "layout"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("# fiori/chip/single-selection/selected"))
    #expect(result.stdout.contains("  container 6,6 "))
    #expect(result.stdout.contains("  check-mark 22,14 16x16"))
  }
}

/// `render --background`: images with a margin become opaque on the given colour; without it
/// (and in goldens) the margin stays transparent.
@Suite struct RenderBackgroundTests {
  @Test func theMarginTakesTheBackgroundColour() throws {
    let out = try temporaryFolder("specsheet-cli")
    let fixture = packageRoot + "/Fixtures/catalog/material/chip.yaml"
    let painted = try CLI.run(["render", fixture, "--scale", "1", "--out", out + "/painted", "--background", "#F0E0D0"])
    #expect(painted.status == 0, "\(painted.stderr)")
    let plain = try CLI.run(["render", fixture, "--scale", "1", "--out", out + "/plain"])
    #expect(plain.status == 0, "\(plain.stderr)")
    let path = "material/chip/action-themed/normal@1x.png"
    let a = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/painted/" + path))))
    let b = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out + "/plain/" + path))))
    #expect(b[0, 0].alpha == 0, "the default keeps the margin transparent")
    #expect(a[0, 0] == Color(red: 0xF0, green: 0xE0, blue: 0xD0, alpha: 255))
    #expect(stride(from: 3, to: a.pixels.count, by: 4).allSatisfy { a.pixels[$0] == 255 }, "every pixel opaque")
    // The component itself is the same where it was opaque.
    let centre = (x: a.width / 2, y: a.height / 2)
    #expect(b[centre.x, centre.y].alpha == 255)
    #expect(a[centre.x, centre.y] == b[centre.x, centre.y])
  }

  @Test func aColourItCannotReadIsAUsageError() throws {
    let result = try CLI.run(["render", "--out", try temporaryFolder("specsheet-cli"), "--background", "white"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--background takes a colour as #RRGGBB or #RRGGBBAA; found \"white\""))
  }
}
