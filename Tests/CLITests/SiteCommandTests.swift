import Foundation
import TestSupport
import Testing

/// `specsheet site` and `render --site`: the pages reach every picture from the index, and the
/// audit's verdicts (open, and accepted with the baseline's reason) are on the cells' pages.
@Suite struct SiteCommandTests {
  /// The `href` and `src` values of an HTML file, as written (percent-encoded, entity-escaped).
  static func links(_ html: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: ##"(?:href|src)="([^"#]*)(?:#[^"]*)?""##)
    let range = NSRange(html.startIndex..., in: html)
    return pattern.matches(in: html, range: range).compactMap { match in
      Range(match.range(at: 1), in: html).map { String(html[$0]) }
    }
  }

  /// Every file reached from `index` by following relative links through the pages.
  static func crawl(_ index: String) -> Set<String> {
    var seen: Set<String> = [index]
    var queue = [index]
    while let page = queue.popLast() {
      guard let html = try? String(contentsOfFile: page, encoding: .utf8) else { continue }
      let folder = URL(fileURLWithPath: page).deletingLastPathComponent()
      for link in links(html) where !link.isEmpty && !link.contains(":") {
        let decoded = link.replacingOccurrences(of: "&amp;", with: "&").removingPercentEncoding ?? link
        let target = URL(fileURLWithPath: decoded, relativeTo: folder).standardizedFileURL.path
        if seen.insert(target).inserted, target.hasSuffix(".html") { queue.append(target) }
      }
    }
    return seen
  }

  @Test func everyCatalogImageIsReachableFromTheIndexAndTheShrineCardShowsItsAcceptedContrast() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let site = dir + "/site"
    let result = try CLI.run(["site", "--out", site])
    #expect(result.status == 0, "\(result.stderr)")
    let pngs = Set(files(under: site + "/images").keys.filter { $0.hasSuffix(".png") }.map { site + "/images/" + $0 })
    #expect(pngs.count > 900, "the catalog's images: \(pngs.count)")
    let reached = Self.crawl(site + "/index.html")
    let unreached = pngs.subtracting(reached)
    #expect(unreached.isEmpty, "not reachable from index.html: \(unreached.sorted().prefix(5))")
    // Nothing linked is missing (a relative link that points outside what was written).
    let missing = reached.filter { !FileManager.default.fileExists(atPath: $0) }
    #expect(missing.isEmpty, "linked but not written: \(missing.sorted().prefix(5))")
    // The Shrine card's 1.25:1 on its "ADD TO CART" button is accepted, with the baseline's reason.
    let card = try String(contentsOfFile: site + "/material/card/shrine-themed/normal.html", encoding: .utf8)
    let accepted = try #require(card.range(of: "<h3>Accepted</h3>"))
    let after = card[accepted.upperBound...]
    #expect(after.contains("text-contrast: 1.25:1 vs ≥ 4.50:1, text #FEDBD0 on #FFFBFA"), "\(card)")
    #expect(after.contains("on “ADD TO CART”<br>"), "the finding names the words it is about: \(card)")
    #expect(after.contains("Accepted: Faithful to MDC's Shrine colour scheme"), "\(card)")
    // Fiori's theme page: its named colours, the selected chip's white label on orange marked.
    let fiori = try String(contentsOfFile: site + "/themes/fiori-1.html", encoding: .utf8)
    #expect(fiori.contains(#"<th scope="row">chip.selected.label</th>"#), "\(fiori)")
    #expect(
      fiori.contains(#"<td class="fail">2.35:1 (≥ 4.5:1) <span class="bad">fails</span></td>"#), "\(fiori)")
    // Not also open (the measured frames' titles in the picture name it too, so the list is read).
    if let open = card.range(of: "<h3>Open</h3>") {
      #expect(!card[open.upperBound..<accepted.lowerBound].contains("1.25:1 vs"), "the accepted finding is not open")
    }
  }

  @Test func renderSiteLinksRendersOwnImagesAndRefusesAPageItDidNotWrite() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLI.run(["render", "fiori/chip/", "--out", dir + "/out", "--site", dir + "/out/site"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out/site/images"), "the images are not copied")
    let reached = Self.crawl(dir + "/out/site/index.html")
    #expect(reached.contains(dir + "/out/fiori/chip/single-selection/selected@2x.png"))
    #expect(reached.filter { !FileManager.default.fileExists(atPath: $0) }.isEmpty)
    // A user's page in the site folder stops the next run before anything is written.
    let foreign = dir + "/out/site/fiori/chip/index.html"
    try "mine".write(toFile: foreign, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: dir + "/out/site/.specsheet-files")
    let again = try CLI.run(["render", "fiori/chip/", "--out", dir + "/out", "--site", dir + "/out/site"])
    #expect(again.status == 73, "\(again.stdout)\(again.stderr)")
    #expect(again.stderr.contains("specsheet did not write it"))
    #expect(try String(contentsOfFile: foreign, encoding: .utf8) == "mine")
  }

  @Test func aThemePageNamesTheTokenEachColourCameFromAndShowsTheDrawnPairs() throws {
    let dir = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try CLI.run([
      "site", "material/chip/", "--tokens", "Fixtures/tokens/trailhead/trailhead.resolver.json", "--out", dir,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let theme = try String(contentsOfFile: dir + "/themes/material-1.html", encoding: .utf8)
    // The whole chain through the semantic token, and the palette token's file and line (issue 36).
    #expect(
      theme.contains("material.color.primary ← bgColor.accent.emphasis → color.pine.700 (palette.tokens.json:61)"),
      "\(theme)")
    // Only the pairs the chips draw (issue 40): they pass, or are exempt (disabled); no role is
    // paired with a surface it is never drawn on.
    #expect(!theme.contains(#"<td class="fail">"#), "no drawn pair fails")
    #expect(theme.contains(#"<td class="pass">"#))
    #expect(theme.contains(#"<span class="note">exempt</span>"#))
    // Every chip's detail page links its theme page.
    let detail = try String(contentsOfFile: dir + "/material/chip/choice-themed/normal.html", encoding: .utf8)
    #expect(detail.contains(#"href="../../../themes/material-"#))
  }
}
