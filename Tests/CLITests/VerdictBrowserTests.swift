import Foundation
import Graphics
import TestSupport
import Testing

/// Issue 40, "One verdict model, one look", in Debian's headless Chromium: the index and the
/// component page, as the browser builds them, count what `audit` counts, and the open badge is
/// painted in the verdict palette's red (no amber: nothing is accepted).
@Suite struct VerdictBrowserTests {
  @Test func theBrowsersIndexAndComponentPageCountAsAuditAndPaintTheFailureRed() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = dir + "/faint-chip.yaml"
    try VerdictAgreementTests.faintChip.write(toFile: fixture, atomically: true, encoding: .utf8)
    let site = try CLI.run(["site", fixture, "--out", dir + "/site"])
    #expect(site.status == 0, "\(site.stderr)")
    let audit = try CLI.run(["audit", fixture, "--fail-on", "never"])
    #expect(audit.stdout.contains("verdicts: 1 open · 0 accepted · 1 exempt"), "\(audit.stdout)")
    let expected = VerdictAgreementTests.Counts(open: 1, accepted: 0, exempt: 1)
    for page in ["index.html", "fiori/chip/index.html"] {
      let dom = try Chromium.dumpDOM(dir + "/site/" + page)
      #expect(VerdictAgreementTests.attributeCounts(dom) == expected, "\(page)")
      #expect(dom.contains(#"<span class="badge open">1 open</span>"#), "\(page)")
    }
    let open = VerdictPalette.open.fillColor
    let shot = try Chromium.screenshot(dir + "/site/index.html", size: (1280, 900)) { shot in
      Self.count(open, in: shot) > 0
    }
    #expect(Self.count(open, in: shot) > 50, "the open badge is red")
    #expect(Self.count(VerdictPalette.accepted.fillColor, in: shot) == 0, "nothing is painted as accepted")
  }

  static func count(_ color: Color, in bitmap: Bitmap) -> Int {
    var n = 0
    for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] == color { n += 1 } }
    return n
  }
}
