import Foundation
import TestSupport
import Testing

/// The catalog site in Debian's headless chromium (scripts/site_e2e.py, with the pinned
/// Playwright and axe-core of scripts/install-deps.sh): index -> component -> detail view,
/// search, scale, redlines, colour-vision simulation and the arrow keys; no console error, no
/// request outside file://, axe-core's WCAG 2.2 A/AA rules clean on the three kinds of page.
@Suite struct SiteBrowserTests {
  @Test func theSiteWorksFromDiskWithTheKeyboardAndPassesAxe() throws {
    guard let result = try ReviewBrowserTests().runScript("site_e2e.py") else { return }
    let text = result.stdout + result.stderr
    #expect(result.status == 0, "\(text)")
    #expect(text.contains("site e2e: index, fiori/chip page, detail view") && text.contains(", modes"), "\(text)")
  }

  /// scripts/inspect_e2e.py (issue 40, "Inspect like Dev Mode"): a detail view fitted to the
  /// window; hover a part and read its frame; select it and hover another to measure the gap;
  /// zoom to 400 % and read a redline label at its 200 % size; the same by keyboard; axe clean.
  @Test func theDetailViewInspectsMeasuresAndZoomsLikeDevMode() throws {
    guard let result = try ReviewBrowserTests().runScript("inspect_e2e.py") else { return }
    let text = result.stdout + result.stderr
    #expect(result.status == 0, "\(text)")
    #expect(text.contains("inspect e2e: fit, hover label, measure 8 pt"), "\(text)")
  }

  /// scripts/serve_e2e.py: `serve --watch` over a copy of a fixture; a saved edit gives the new
  /// picture at the same URL and reloads the open page; a bad edit shows its error, the last good
  /// picture stays; nothing outside the site folder is served.
  @Test func serveWatchShowsASavedEditAtTheSameURLAndABadEditsError() throws {
    guard let result = try ReviewBrowserTests().runScript("serve_e2e.py") else { return }
    let text = result.stdout + result.stderr
    #expect(result.status == 0, "\(text)")
    #expect(text.contains("serve e2e: new picture at the same URL"), "\(text)")
  }
}
