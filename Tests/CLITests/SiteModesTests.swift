import Foundation
import TestSupport
import Testing

/// Issue 39, "Shown where people look": with `axes:`, the site's component page offers each
/// mode (the default shown, the others hidden until chosen) and every state of every mode has a
/// detail page linking to its state in the other modes; every page's ids stay unique and every
/// picture is reachable from the index.
@Suite struct SiteModesTests {
  @Test func eachModeHasItsGridAndItsDetailPagesReachableFromTheIndex() throws {
    let helper = try ModeAxesCommandTests()
    defer { try? FileManager.default.removeItem(atPath: helper.project) }
    try helper.write(ModeAxesCommandTests.chip, "chip.yaml")
    try helper.write("fixtures: chip.yaml\nscales: [1]\naxes:\n  direction: [ltr, rtl]\n", "specsheet.yaml")
    let run = try CLI.run(["site", "--out", "site"], in: helper.project)
    #expect(run.status == 0, "\(run.stderr)")
    let site = helper.project + "/site"
    let page = try String(contentsOfFile: site + "/fiori/chip/index.html", encoding: .utf8)
    #expect(page.contains(#"<select id="mode"><option value="">default</option><option value="direction=rtl">"#))
    #expect(page.contains(#"<div class="mode-view" data-mode="">"#))
    #expect(page.contains(#"<div class="mode-view" data-mode="direction=rtl" hidden>"#))
    let ids = try NSRegularExpression(pattern: #" id="([^"]+)""#)
      .matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
        (page as NSString).substring(with: $0.range(at: 1))
      }
    #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
    let rtl = site + "/fiori/chip/single-selection/selected~direction=rtl.html"
    let detail = try String(contentsOfFile: rtl, encoding: .utf8)
    #expect(detail.contains(#"<nav class="modes" aria-label="Modes" data-current="direction=rtl">"#))
    #expect(detail.contains(#"<a href="../../../fiori/chip/single-selection/selected.html" data-mode="">default</a>"#))
    #expect(detail.contains(#"<strong aria-current="page">direction=rtl</strong>"#))
    // Every image of both modes is reached by following links from the index.
    let reached = SiteCommandTests.crawl(site + "/index.html")
    let images = try FileManager.default.subpathsOfDirectory(atPath: site + "/images").filter { $0.hasSuffix(".png") }
    #expect(images.contains { $0.contains("~direction=rtl") })
    for image in images {
      #expect(reached.contains(site + "/images/" + image), "\(image) is not reached from the index")
    }
  }
}
