import Foundation
import TestSupport
import Testing

/// A `.specsheet-files` list is data a pull request may have written: a line that names
/// anything but a plain name inside its folder stops the run (exit 65, naming the list and the
/// line, never echoing it), a list that is a link is refused (exit 73), and a folder reached
/// through a link is never deleted in.
@Suite struct OwnershipListTests {
  typealias Workspace = GoldenCommandTests.Workspace

  func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// Issue 35, row 1 (check --report): a listed `images/../../../victim/notes.txt` deleted the
  /// victim (exit 2, no message). Other spellings of a way out: `.` parts, an absolute name.
  @Test(arguments: [
    "images/../../../victim/notes.txt", "images/a/./../../../../victim/notes.txt", "@ABS@/victim/notes.txt",
    "images//../../../victim/notes.txt",
  ])
  func aReportListLineLeadingOutStopsTheRun(line: String) throws {
    let w = try Workspace()
    defer { w.remove() }
    let report = w.dir + "/a/report"
    try write("keep me", w.dir + "/victim/notes.txt")
    try write(
      "images/old.diff.png\n\(line.replacingOccurrences(of: "@ABS@", with: w.dir))\n", report + "/.specsheet-files")
    let result = try w.check(nil, ["--report", report])
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(read(w.dir + "/victim/notes.txt") == "keep me")
    #expect(result.stderr.hasPrefix("error: \(report)/.specsheet-files:2: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!result.stderr.contains("victim"), "the line is not echoed: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: report + "/index.html"), "refused before any work")
  }

  /// Issue 35, row 1 (site): a listed `../../victim/page.html` was deleted by `site` (exit 0).
  @Test(arguments: ["../../victim/page.html", "x/../../../victim/page.html", "./../../victim/page.html", "@ABS@"])
  func aSiteListLineLeadingOutStopsTheRun(line: String) throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    let site = w.dir + "/a/site"
    try write("keep me", w.dir + "/victim/page.html")
    let text = line == "@ABS@" ? w.dir + "/victim/page.html" : line
    try write("\(text)\n", site + "/.specsheet-files")
    let result = try CLI.run(["site", w.fixture, "--scale", "1", "--out", site])
    #expect(result.status == 65, "\(result.stdout)\(result.stderr)")
    #expect(read(w.dir + "/victim/page.html") == "keep me")
    #expect(result.stderr.hasPrefix("error: \(site)/.specsheet-files:1: "), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: site + "/images"), "refused before any work")
  }

  /// Issue 35, row 1, through a link: a subfolder inside the output folder that is a symbolic
  /// link to a folder outside. The listed name is plain, but nothing is deleted through the link.
  @Test func aLinkedSubfolderIsNeverDeletedThrough() throws {
    let w = try Workspace()
    defer { w.remove() }
    let report = w.dir + "/report"
    try write("keep me", w.dir + "/victim/notes.txt")
    try FileManager.default.createDirectory(atPath: report + "/images", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: report + "/images/link", withDestinationPath: w.dir + "/victim")
    try write("images/link/notes.txt\n", report + "/.specsheet-files")
    let result = try w.check(nil, ["--report", report])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(read(w.dir + "/victim/notes.txt") == "keep me")

    let site = w.dir + "/site"
    try write("keep me", w.dir + "/victim/page.html")
    try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: site + "/old", withDestinationPath: w.dir + "/victim")
    try write("old/page.html\n", site + "/.specsheet-files")
    #expect(try CLI.run(["site", w.fixture, "--scale", "1", "--out", site]).status == 0)
    #expect(read(w.dir + "/victim/page.html") == "keep me")
  }

  /// Issue 35, row 1: a line with control characters (a terminal escape), an empty line and a
  /// bad `%` escape stop the run naming the line; the escape never reaches the terminal.
  @Test(arguments: ["images/a\u{1B}]0;owned\u{7}.png", "", "images/100%.png", "images/a/../b.png"])
  func aMalformedLineIsNamedNotEchoed(line: String) throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    let out = w.dir + "/out"
    try write("manifest.json\n\(line)\n", out + "/.specsheet-files")
    let result = try CLI.run(["render", w.fixture, "--scale", "1", "--out", out])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("error: \(out)/.specsheet-files:2: "), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("owned"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out + "/manifest.json"))
  }

  /// Issue 35, row 10: a `.specsheet-files` planted as a symbolic link to a foreign file had
  /// `render` append its file names to that file. Now refused with one line (exit 73), for a
  /// dangling link too (it would create the link's target), and in `sheet --out` and `site --out`.
  @Test func aLinkedListIsRefused() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    try write("my notes\n", w.dir + "/foreign.txt")
    let out = w.dir + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out + "/.specsheet-files", withDestinationPath: w.dir + "/foreign.txt")
    let result = try CLI.run(["render", w.fixture, "--scale", "1", "--out", out])
    #expect(result.status == 73, "\(result.stderr)")
    let line = "error: \(out)/.specsheet-files: it is a symbolic link, not specsheet's list of the files it wrote"
    #expect(result.stderr == line + "; remove it\n")
    #expect(read(w.dir + "/foreign.txt") == "my notes\n")
    #expect(!FileManager.default.fileExists(atPath: out + "/manifest.json"))

    let sheets = w.dir + "/sheets"
    try FileManager.default.createDirectory(atPath: sheets, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sheets + "/.specsheet-files", withDestinationPath: w.dir + "/new.txt")
    #expect(try CLI.run(["sheet", w.fixture, "--out", sheets, "--format", "txt"]).status == 73)
    #expect(!FileManager.default.fileExists(atPath: w.dir + "/new.txt"), "a dangling link's target is not created")
    #expect(!FileManager.default.fileExists(atPath: sheets + "/chip.txt"))

    let site = w.dir + "/site"
    try FileManager.default.createDirectory(atPath: site + "/images", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: site + "/images/.specsheet-files", withDestinationPath: w.dir + "/foreign.txt")
    #expect(try CLI.run(["site", w.fixture, "--scale", "1", "--out", site]).status == 73)
    #expect(read(w.dir + "/foreign.txt") == "my notes\n")
  }
}
