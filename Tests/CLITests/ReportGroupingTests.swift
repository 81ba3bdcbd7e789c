import Foundation
import TestSupport
import Testing

/// The scales of one state together: one console line and one report row; a size change shown
/// side by side; and the printed record command runs as printed.
@Suite struct ReportGroupingTests {
  typealias Workspace = GoldenCommandTests.Workspace

  /// The workspace's fixture recorded at @1x and @2x, and a variant whose label is longer.
  static func workspace() throws -> (Workspace, longer: String) {
    let w = try Workspace()
    let record = try CLI.run(["record", w.fixture, "--goldens", w.goldens, "--scale", "1,2"])
    #expect(record.status == 0, "\(record.stderr)")
    let longer = w.dir + "/longer.yaml"
    try GoldenCommandTests.fixture.replacingOccurrences(of: "label: Received", with: "label: Received today")
      .write(toFile: longer, atomically: true, encoding: .utf8)
    return (w, longer)
  }

  @Test func theScalesOfOneStateShareOneConsoleLineAndOneReportRow() throws {
    let (w, longer) = try Self.workspace()
    defer { w.remove() }
    let result = try w.check(longer, ["--scale", "1,2", "--no-audit", "--report", w.dir + "/report"])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    let headlines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("SIZE ") }
    #expect(headlines.count == 2, "one line per state, not per image: \(headlines)")
    let unselected = try #require(headlines.first { $0.contains("/unselected@") })
    #expect(unselected.hasPrefix("SIZE fiori/chip/single-selection/unselected@1x,2x: @1x actual "), "\(unselected)")
    #expect(unselected.contains(" | @2x actual "), "each scale's sizes on the line: \(unselected)")
    #expect(result.stdout.contains("  golden:    \(w.goldens)/fiori/chip/single-selection/unselected@{1x,2x}.png"))
    #expect(
      result.stdout.contains(
        "  artifacts: \(w.artifacts)/fiori/chip/single-selection/unselected@{1x,2x}.{actual,diff}.png"))
    #expect(
      result.stdout.contains(
        "record:    \(CLI.printedProgram) record \(longer) --goldens \(w.goldens) "
          + "fiori/chip/single-selection/unselected@1x fiori/chip/single-selection/unselected@2x"
      ), "\(result.stdout)")
    // What moved is in points: the same at both scales, said once.
    #expect(result.stdout.components(separatedBy: "unselected@1x,2x: container.width +").count == 2, "\(result.stdout)")

    let dom = try Chromium.dumpDOM(w.dir + "/report/index.html")
    #expect(dom.contains("4 failures shown"))
    let row = try #require(
      dom.components(separatedBy: #"<section class="state" data-state="fiori/chip/single-selection/unselected">"#)
        .dropFirst().first)
    let section = row.components(separatedBy: "</section>")[0]
    #expect(section.contains(#"<div class="scales">"#))
    #expect(section.contains(#"data-name="fiori/chip/single-selection/unselected@1x""#))
    #expect(section.contains(#"data-name="fiori/chip/single-selection/unselected@2x""#))
    #expect(section.contains("sizes differ: no overlay") && !section.contains(#"class="slider""#), "side by side only")
  }

  @Test func aSameSizeChangeKeepsTheOverlaySliderAndBlink() throws {
    let (w, _) = try Self.workspace()
    defer { w.remove() }
    let blue = try w.variant("blue", theme: ##"{colors: {chip.selected.background: "#0070F2"}}"##)
    let result = try w.check(blue, ["--scale", "1,2", "--no-audit", "--report", w.dir + "/report"])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("CHANGED fiori/chip/single-selection/selected@1x,2x: @1x "), "\(result.stdout)")
    let dom = try Chromium.dumpDOM(w.dir + "/report/index.html")
    #expect(dom.components(separatedBy: #"<figure class="slider">"#).count == 3, "a slider per scale")
    #expect(dom.contains("clip-path: inset(0px 0px 0px 50%)"), "the overlay slider was initialised")
    #expect(dom.components(separatedBy: #"<figure class="blink">"#).count == 3)
  }

  @Test func thePrintedRecordCommandRunsAsPrinted() throws {
    let (w, longer) = try Self.workspace()
    defer { w.remove() }
    let failing = try w.check(longer, ["--scale", "1,2", "--no-audit"])
    #expect(failing.status == 2)
    let line = try #require(
      failing.stdout.split(separator: "\n").first { $0.contains("record:    ") && $0.contains("/selected@1x") },
      "\(failing.stdout)")
    let command = String(line.components(separatedBy: "record:    ")[1])
    // Exactly as printed, in the folder check ran in, by a shell without specsheet on PATH.
    // `swift run specsheet` needs swift on PATH; anything else must not.
    let path = command.hasPrefix("swift ") ? ProcessInfo.processInfo.environment["PATH"] ?? "" : "/usr/bin:/bin"
    let shell = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: ["PATH": path])
    let text = shell.stdout + shell.stderr
    #expect(shell.status == 0, "\(command)\n\(text)")
    #expect(text.contains("2 of 2 goldens written"), "\(text)")

    let after = try w.check(longer, ["--scale", "1,2", "--no-audit"])
    #expect(
      after.stdout.contains("2 passed, 0 changed, 2 size mismatch"), "the selected state passes now: \(after.stdout)")
    #expect(!after.stdout.contains("SIZE fiori/chip/single-selection/selected@"))
  }
}
