import Foundation
import TestSupport
import Testing

/// A report, a site's pages and sheets appear whole or not at all: a write that fails part-way
/// (a full disk) leaves nothing new, and what a killed run leaves (temporary files beside names
/// it had listed) is removed by the next run into the folder.
@Suite struct PartialOutputTests {
  typealias Workspace = GoldenCommandTests.Workspace

  /// Runs specsheet with a file-size limit of `kibibytes` (RLIMIT_FSIZE, SIGXFSZ ignored): a
  /// write past it fails with EFBIG, as on a full disk, without needing one.
  func runLimited(_ kibibytes: Int, _ arguments: [String]) throws -> ProcessResult {
    let command = "trap '' XFSZ; ulimit -f \(kibibytes); exec \"$0\" \"$@\""
    return try runProcess(URL(fileURLWithPath: "/bin/bash"), ["-c", command, CLI.binary.path] + arguments)
  }

  /// Files under `folder` (relative), hidden ones included.
  func files(under folder: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []).filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }

  /// Issue 35, row 24 (disk full during check --report): the pictures (under 2 KB each) were
  /// written and the page (16 KB) was not: a partial report. Now nothing new, and an earlier
  /// report stays as it was.
  @Test func aReportThatCannotBeWrittenWholeLeavesNothing() throws {
    let w = try Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let report = w.dir + "/report"
    let args = [
      "check", padded, "--goldens", w.goldens, "--scale", "1", "--artifacts", w.artifacts, "--report", report,
    ]
    let full = try runLimited(8, args)
    #expect(full.status == 73, "\(full.stderr)")
    #expect(full.stderr.contains("index.html: File too large"), "\(full.stderr)")
    #expect(files(under: report) == [], "no picture without its page, no list, no temporary file")

    // An earlier, whole report is kept whole.
    #expect(try CLI.run(args).status == 2)
    let before = files(under: report).map { try? Data(contentsOf: URL(fileURLWithPath: report + "/" + $0)) }
    let names = files(under: report)
    #expect(try runLimited(8, args).status == 73)
    #expect(files(under: report) == names)
    #expect(names.map { try? Data(contentsOf: URL(fileURLWithPath: report + "/" + $0)) } == before)
  }

  /// Issue 35, row 24 (disk full during sheet): the sheets written before the failing one (txt
  /// and pdf before a 190 KB svg) were left. Now none is.
  @Test func sheetsThatCannotBeWrittenWholeLeaveNothing() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    let sheets = w.dir + "/sheets"
    let result = try runLimited(64, ["sheet", w.fixture, "--out", sheets, "--format", "txt,pdf,svg"])
    #expect(result.status == 73, "\(result.stderr)")
    #expect(result.stderr.contains("chip.svg: File too large"), "\(result.stderr)")
    #expect(files(under: sheets) == [])
  }

  /// Issue 35, row 24 (SIGKILL during check --report, site, compare --report): a killed run's
  /// temporary files were never removed. What a run killed mid-write leaves, a listed name and
  /// its temporary file of a process that is gone, is removed by the next run.
  @Test func whatAKilledReportSiteOrCompareLeftIsRemoved() throws {
    let w = try Workspace()
    defer { w.remove() }
    let dead = try RenderLeftoversTests.deadProcessID()
    func plant(_ folder: String, listed: [String]) throws -> [String] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(listed.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: folder + "/.specsheet-files"))
      return try listed.map { name in
        let parent = (name as NSString).deletingLastPathComponent
        let path =
          folder + "/" + (parent.isEmpty ? "" : parent + "/")
          + ".\((name as NSString).lastPathComponent).\(dead).0000abcd.tmp"
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data("partial".utf8))
        return path
      }
    }
    let report = w.dir + "/report"
    var left = try plant(report, listed: ["index.html", "images/fiori/chip/single-selection/gone@1x.actual.png"])
    #expect(try w.check(nil, ["--report", report]).status == 0)
    for path in left { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }

    let site = w.dir + "/site"
    left = try plant(site, listed: ["index.html", "fiori/chip.html"])
    #expect(try CLI.run(["site", w.fixture, "--scale", "1", "--out", site]).status == 0)
    for path in left { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }

    let compare = w.dir + "/compare"
    left = try plant(compare, listed: ["index.html", "images/material/button/contained/normal@1x.after.png"])
    let result = try CLI.run([
      "compare", "material/button/contained/normal", "--from", CompareCommandTests.acme, "--to",
      CompareCommandTests.pale, "--report", compare,
    ])
    #expect(result.status == 4, "\(result.stderr)")
    for path in left { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
  }
}
