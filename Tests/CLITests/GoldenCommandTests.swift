import Foundation
import Golden
import Graphics
import PNG
import Pipeline
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// End-to-end golden workflow on small temporary fixtures and goldens folders (never the
/// committed goldens/): record, check with every failure kind and exit code, prune, diff,
/// sharding, reports.
@Suite struct GoldenCommandTests {
  /// Two Fiori chips (selected, unselected) at @1x: 2 images, about 0.1 s per command.
  static let fixture = """
    system: fiori
    component: chip
    variants:
      - {name: single-selection, variation: single-selection, label: Received, states: [selected, unselected]}
    """

  /// A temporary folder with `chip.yaml` and goldens recorded from it in `goldens/`.
  struct Workspace {
    var dir: String
    var fixture: String { dir + "/chip.yaml" }
    var goldens: String { dir + "/goldens" }
    var artifacts: String { dir + "/artifacts" }
    func golden(_ state: String) -> String { goldens + "/fiori/chip/single-selection/\(state)@1x.png" }

    init(recorded: Bool = true) throws {
      dir = try temporaryFolder("specsheet-cli")
      try GoldenCommandTests.fixture.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
      if recorded {
        let result = try CLI.run(["record", dir + "/chip.yaml", "--goldens", dir + "/goldens", "--scale", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        // The goldens folder carries the catalog's audit baseline, as the project's does: the
        // fixture is the catalog's chip, whose selected colours the baseline accepts.
        try FileManager.default.copyItem(
          atPath: packageRoot + "/goldens/audit-baseline.yaml", toPath: dir + "/goldens/audit-baseline.yaml")
      }
    }

    /// Writes a variant of the fixture (a theme block added) and returns its path.
    func variant(_ name: String, theme: String) throws -> String {
      let path = dir + "/\(name).yaml"
      try GoldenCommandTests.fixture.replacingOccurrences(
        of: "component: chip\n", with: "component: chip\ntheme: \(theme)\n"
      )
      .write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }

    func check(_ fixture: String? = nil, _ extra: [String] = []) throws -> ProcessResult {
      try CLI.run(
        ["check", fixture ?? self.fixture, "--goldens", goldens, "--scale", "1", "--artifacts", artifacts] + extra)
    }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }
  }

  // MARK: - The headline: a one-point padding change

  @Test func aOnePointPaddingChangeFailsWithSemanticSummaryDiffReportAndJUnit() throws {
    let w = try Workspace()
    defer { w.remove() }
    let padded = try w.variant("padded", theme: "{metrics: {chip-horizontal-padding: 13}}")
    let result = try w.check(padded, ["--report", w.dir + "/report", "--junit", w.dir + "/junit.xml"])
    #expect(result.status == 2, "size mismatch exits 2: \(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("SIZE fiori/chip/single-selection/unselected@1x: actual 100x44, golden 98x44"))
    #expect(
      result.stdout.contains(
        "fiori/chip/single-selection/unselected@1x: container.width +2pt, content-box.x +1pt, label.x +1pt, "
          + "touch-target.width +2pt"
      ))
    #expect(
      result.stdout.contains("2 images: 1 passed, 0 changed, 1 size mismatch, 0 missing, 0 unreadable; 0 stale goldens")
    )
    // The printed command names the binary that ran (see ReportGroupingTests for running it).
    #expect(
      result.stdout.contains(
        "record:    \(CLI.printedProgram) record \(padded) --goldens \(w.goldens) "
          + "fiori/chip/single-selection/unselected@1x"
      ))

    // The diff picture: the diff panel alone, with the moved parts outlined, in indexed colour.
    let diffPath = w.artifacts + "/fiori/chip/single-selection/unselected@1x.diff.png"
    let diffBytes = [UInt8](try #require(FileManager.default.contents(atPath: diffPath)))
    #expect(diffBytes[25] == 3, "PNG colour type 3 (indexed)")
    let diff = try PNGDecoder.decode(diffBytes)
    #expect(diff.width == 100 && diff.height == 44)
    #expect(count(diff) { $0 == Color(red: 255, green: 0, blue: 0) } > 50, "changed pixels are red")
    #expect(count(diff) { $0 == Color(red: 0, green: 0, blue: 255) } > 100, "moved frames are outlined")
    #expect(
      FileManager.default.fileExists(atPath: w.artifacts + "/fiori/chip/single-selection/unselected@1x.actual.png"))
    #expect(!FileManager.default.fileExists(atPath: w.artifacts + "/fiori/chip/single-selection/selected@1x.diff.png"))

    // JUnit: one test case per image, the failure carrying the message.
    let junit = try String(contentsOfFile: w.dir + "/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase ").count - 1 == 2)
    #expect(
      junit.contains(
        #"<failure type="size-mismatch" message="SIZE fiori/chip/single-selection/unselected@1x: actual 100x44, "#
          + #"golden 98x44">"#
      ))
    #expect(junit.contains("label.x +1pt"))
    #expect(try XMLDocument(xmlString: junit).rootElement()?.name == "testsuites")

    // The report, in a real headless Chromium.
    let report = w.dir + "/report/index.html"
    let dom = try Chromium.dumpDOM(report)
    #expect(dom.contains(#"data-ready="true""#), "the report's scripts ran")
    #expect(dom.contains("1 failure shown"))
    #expect(dom.contains(#"data-name="fiori/chip/single-selection/unselected@1x""#))
    #expect(dom.contains("container.width +2pt, content-box.x +1pt, label.x +1pt"))
    #expect(
      dom.contains(
        "\(CLI.printedProgram) record \(padded) --goldens \(w.goldens) fiori/chip/single-selection/unselected@1x"))
    // Sizes differ: side by side, never an overlay of two sizes (ReportGroupingTests: same size).
    #expect(dom.contains("sizes differ: no overlay") && !dom.contains(#"class="slider""#))
    let red = { (shot: Bitmap) in self.count(shot) { $0.red > 200 && $0.green < 60 && $0.blue < 60 } }
    let shot = try Chromium.screenshot(report, size: (1000, 900)) { red($0) > 50 }
    #expect(Set(shot.pixels.chunks(4)).count > 50, "the screenshot is not blank")
    #expect(red(shot) > 50, "the red diff is on screen")
  }

  func count(_ bitmap: Bitmap, _ predicate: (Color) -> Bool) -> Int {
    var n = 0
    for y in 0..<bitmap.height { for x in 0..<bitmap.width where predicate(bitmap[x, y]) { n += 1 } }
    return n
  }

  // MARK: - Sharding

  /// Shards deal whole variants (the audit compares a variant's states and scales), each to the
  /// shard with the fewest images so far; every image lands in exactly one shard.
  @Test func shardsSplitTheImagesDeterministicallyAndCompletely() throws {
    let w = try Workspace(recorded: false)
    defer { w.remove() }
    try FileManager.default.createDirectory(atPath: w.goldens, withIntermediateDirectories: true)
    try """
    system: fiori
    component: chip
    variants:
      - {name: a, variation: single-selection, label: Received, states: [selected, unselected]}
      - {name: b, variation: single-selection, label: Sent, states: [selected, unselected]}
      - {name: c, variation: single-selection, label: Read, states: [selected]}
      - {name: d, variation: single-selection, label: Kept, states: [selected]}
    """.write(toFile: w.fixture, atomically: true, encoding: .utf8)
    var seen: [[String]] = []
    for k in 1...3 {
      let result = try CLI.run([
        "check", w.fixture, "--goldens", w.goldens, "--scale", "1,2,3", "--shard", "\(k)/3", "--junit",
        w.dir + "/\(k).xml",
        "--artifacts", w.artifacts,
      ])
      #expect(result.status == 2)
      #expect(result.stdout.contains("(shard \(k)/3)"))
      let junit = try String(contentsOfFile: w.dir + "/\(k).xml", encoding: .utf8)
      seen.append(
        junit.components(separatedBy: "<testcase ").dropFirst().map { testcase in
          let variant = testcase.components(separatedBy: #"classname=""#)[1].prefix { $0 != "\"" }
          let name = testcase.components(separatedBy: #" name=""#)[1].prefix { $0 != "\"" }
          return "\(variant.split(separator: ".").last ?? "")/\(name)"
        })
    }
    let all = seen.flatMap { $0 }
    #expect(all.count == 18 && Set(all).count == 18, "18 images, each in exactly one shard: \(seen)")
    // a and b (6 images each) go to shards 1 and 2; c to shard 3 (the fewest), d then to shard 3.
    #expect(seen.map { Set($0.map { $0.prefix(1) }) } == [["a"], ["b"], ["c", "d"]], "\(seen)")
    #expect(seen.map(\.count) == [6, 6, 6])
  }
}

extension Array {
  func chunks(_ size: Int) -> [ArraySlice<Element>] {
    stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
  }
}
