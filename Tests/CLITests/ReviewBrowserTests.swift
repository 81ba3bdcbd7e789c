import Foundation
import TestSupport
import Testing

/// The pages in Debian's headless chromium, driven by Playwright for Python (installed into
/// .build/python by scripts/install-deps.sh): scripts/review_e2e.py approves one broken golden
/// and rejects another through the review page; scripts/pages_a11y.py holds the report and the
/// review page, in every failure state, to axe-core's WCAG 2.2 A/AA rules and checks that the
/// keyboard focus follows the selection.
@Suite struct ReviewBrowserTests {
  /// Runs `script` with the binary and the package root; its output.
  func runScript(_ script: String) throws -> ProcessResult? {
    let python = packageRoot + "/.build/python/bin/python"
    guard FileManager.default.isExecutableFile(atPath: python) else {
      Issue.record("\(python) is missing: run scripts/install-deps.sh (make deps) to install Playwright for this test")
      return nil
    }
    _ = try Chromium.binary()
    return try runProcess(
      URL(fileURLWithPath: python), [packageRoot + "/scripts/" + script, CLI.binary.path, packageRoot])
  }

  @Test func approvingOneImageAndRejectingAnotherInTheBrowserWritesOnlyTheApprovedGolden() throws {
    guard let result = try runScript("review_e2e.py") else { return }
    let text = result.stdout + result.stderr
    #expect(result.status == 0, "\(text)")
    #expect(text.contains("review e2e: approved fiori/chip/single-selection/selected@1x"), "\(text)")
  }

  @Test func theReportAndReviewPageInEveryFailureStatePassAxeAndFocusFollowsTheSelection() throws {
    guard let result = try runScript("pages_a11y.py") else { return }
    let text = result.stdout + result.stderr
    #expect(result.status == 0, "\(text)")
    #expect(text.contains("pages a11y: report (changed, size mismatch, missing, stale, audit only, paged)"), "\(text)")
  }
}
