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
    #expect(text.contains("site e2e: index, fiori/chip page, detail view"), "\(text)")
  }
}
