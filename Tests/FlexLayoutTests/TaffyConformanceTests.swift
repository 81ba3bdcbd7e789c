import FlexLayout
import Foundation
import TestSupport
import Testing

/// Issue 38, "A layout engine worth trusting": Taffy's language-neutral flexbox conformance cases
/// (`../shared/reference/taffy-xml-flex/`, expectations measured in Chrome) laid out by FlexLayout.
/// Every case that uses only features the engine offers must match every box within 0.1, in both
/// directions (the `_ltr` and `_rtl` files); cases using other features are skipped and counted
/// by feature. The test prints how many cases ran, passed and were skipped, and why.
@Suite struct TaffyConformanceTests {
  static let suite = packageRoot + "/../shared/reference/taffy-xml-flex"
  static let present = FileManager.default.fileExists(atPath: suite + "/SOURCE.txt")

  static func files() -> [String] {
    ["flex", "leaf"].flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "\(suite)/\(folder)")) ?? []
      return names.filter { $0.hasSuffix(".xml") }.sorted().map { "\(suite)/\(folder)/\($0)" }
    }
  }

  struct Tally {
    var run = 0
    var passed = 0
    var skipped = 0
    var skippedBy: [String: Int] = [:]
    var failures: [String] = []

    var summary: String {
      let features = skippedBy.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
      return "Taffy flexbox conformance: \(run + skipped) cases, \(run) run, \(passed) passed, \(skipped) skipped; "
        + "skipped for: \(features.joined(separator: ", "))"
    }
  }

  static func runAll() -> Tally {
    var tally = Tally()
    for path in files() {
      switch TaffyCase.load(path) {
      case .failure(let error):
        tally.run += 1
        tally.failures.append("\(error.file): \(error.reason)")
      case .success(let test):
        if !test.unsupported.isEmpty {
          tally.skipped += 1
          for feature in test.unsupported { tally.skippedBy[feature, default: 0] += 1 }
          continue
        }
        tally.run += 1
        let actual = test.root.layout(available: test.available, rounding: test.rounding)
        if let difference = TaffyCase.difference(actual, test.expected) {
          tally.failures.append("\(test.name): \(difference)")
        } else {
          tally.passed += 1
        }
      }
    }
    return tally
  }

  @Test(.enabled(if: present, "Taffy's cases are not at ../shared/reference/taffy-xml-flex; skipped"))
  func everySupportedCasePasses() {
    let tally = Self.runAll()
    print(tally.summary)
    for failure in tally.failures.prefix(40) { print("  failed: \(failure)") }
    #expect(tally.failures.isEmpty, "\(tally.failures.count) cases failed, first: \(tally.failures.first ?? "")")
    #expect(tally.run >= 600, "only \(tally.run) cases ran")
  }
}
