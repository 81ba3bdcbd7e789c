import Foundation
import Golden
import Graphics
import ImageDiff
import TestSupport
import Testing

@testable import Reports

/// Issue 36, "Reports at scale": the report of a check where thousands of images fail keeps a
/// small index (counts, one row per component) and puts the failures on numbered pages of their
/// component, pictures referenced as files and lazy-loaded. The records are synthetic (no render):
/// 20 components, 50 states each, at three scales.
@Suite struct ReportPagingTests {
  static let components = 20
  static let states = 50

  /// Every image of every state changed; the pictures are stand-in bytes (the report copies them).
  static func run() -> GoldenCheckRun {
    var results: [GoldenResult] = []
    for c in 0..<components {
      for v in 0..<states {
        for scale in 1...3 {
          let name = "lib/component-\(c)/variant-\(v)/normal@\(scale)x"
          var result = GoldenResult(name: name, path: name + ".png", status: .changed, detail: "12 px differ")
          result.actualSize = PixelSize(width: 40 * scale, height: 20 * scale)
          result.goldenSize = result.actualSize
          result.actualPNG = Array("actual \(name)".utf8)
          result.diffPNG = Array("diff \(name)".utf8)
          results.append(result)
        }
      }
    }
    return GoldenCheckRun(results: results, environmentChanges: [], notes: [], options: DiffOptions.exact)
  }

  static func write(_ run: GoldenCheckRun, to folder: String) throws {
    let input = HTMLReport.Input(
      run: run, store: GoldenStore(root: folder + "/no-goldens"), command: RecordCommand(),
      invocation: "specsheet check")
    try HTMLReport.write(input, to: folder + "/report")
  }

  @Test func thousandsOfFailuresKeepASmallIndexAndAPagePerComponent() throws {
    let dir = try temporaryFolder("specsheet-report-paging")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = Self.run()
    #expect(run.failures.count == 3000)
    try Self.write(run, to: dir)
    let index = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    // One page held all 3000 failures: 6.9 MB here. The index now has no failure on it.
    #expect(index.utf8.count < 100_000, "index.html is \(index.utf8.count) bytes")
    let failuresOnIndex = index.components(separatedBy: #"<article class="failure""#).count - 1
    #expect(failuresOnIndex == 0)
    #expect(index.contains(#"data-count="changed">3000 changed"#))

    var seen: [String] = []
    for c in 0..<Self.components {
      let component = "lib/component-\(c)"
      let row = try #require(
        index.components(separatedBy: #"<tr data-component="\#(component)">"#).dropFirst().first?
          .components(separatedBy: "</tr>").first, "a row for \(component)")
      #expect(row.contains(#"loading="lazy""#) && row.contains(#"width="40" height="20""#), "\(row)")
      let pages = row.components(separatedBy: #"<a href=""#).dropFirst().map { $0.prefix { $0 != "\"" } }
      #expect(Set(pages).count == 4, "150 failures on pages of at most 50, a state whole: \(pages)")
      // A component's pages in a row, each linking its neighbours.
      let numbers = Set(pages).compactMap { Int($0.dropFirst("pages/".count).dropLast(".html".count)) }.sorted()
      for (i, number) in numbers.enumerated() {
        let html = try String(contentsOfFile: dir + "/report/pages/\(number).html", encoding: .utf8)
        #expect(html.contains(#"href="\#(number + 1).html">Next page"#) == (i < numbers.count - 1))
        #expect(html.contains(#"href="\#(number - 1).html">Previous page"#) == (i > 0))
      }
      for page in Set(pages) {
        let html = try String(contentsOfFile: dir + "/report/" + page, encoding: .utf8)
        let names = html.components(separatedBy: #"data-name=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!names.isEmpty && names.count <= HTMLReport.perPage)
        #expect(names.allSatisfy { $0.hasPrefix(component + "/") }, "only \(component)'s failures on \(page)")
        #expect(names.count % 3 == 0, "the three scales of a state on one page")
        #expect(html.contains(#"src="../images/lib/component-"#) && !html.contains("data:image"))
        #expect(
          !html.contains("<img")
            || html.components(separatedBy: "<img").dropFirst().allSatisfy {
              $0.contains(#"loading="lazy""#) && $0.contains(" width=") && $0.contains(" height=")
            })
        seen += names
      }
    }
    #expect(seen.sorted() == run.failures.map(\.name).sorted(), "every failure on exactly one page")
    #expect(FileManager.default.fileExists(atPath: dir + "/report/images/lib/component-0/variant-0/normal@1x.diff.png"))
  }

  /// A later report that fits one page takes the earlier report's pages away with its pictures.
  @Test func aSmallerReportRemovesTheEarlierPages() throws {
    let dir = try temporaryFolder("specsheet-report-paging")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var run = Self.run()
    try Self.write(run, to: dir)
    #expect(FileManager.default.fileExists(atPath: dir + "/report/pages/1.html"))
    run.results = CheckedResults(run.results.prefix(6))
    try Self.write(run, to: dir)
    #expect(!FileManager.default.fileExists(atPath: dir + "/report/pages/1.html"))
    let index = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(index.components(separatedBy: #"<article class="failure""#).count == 7)
  }
}
