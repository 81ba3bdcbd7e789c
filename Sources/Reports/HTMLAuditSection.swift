import Audit
import Foundation
import Golden
import PNG
import PageKit
import Pipeline

/// The report's spec-audit part: per image with open findings, the picture with each finding's
/// frame drawn over it (numbered), and the findings listed with their numbers, colour pairs
/// and sources.
extension HTMLReport {
  /// The images with open findings shown (errors and warnings; exempt info lines are not open),
  /// by name.
  static func auditShown(_ input: Input) -> [String: [Finding]] {
    guard let audit = input.audit else { return [:] }
    return Dictionary(grouping: audit.findings(.open), by: \.image)
  }

  /// The articles of the images named `only` (default: all), numbered from `first`; `base` leads
  /// the pictures' paths from a page in a subfolder.
  static func auditArticles(
    _ input: Input, images: StagedOutput, only: [String]? = nil, first: Int = 1, base: String = ""
  ) throws -> [HTML] {
    guard let audit = input.audit else { return [] }
    let byImage = auditShown(input)
    // Only results held whole carry a fresh picture (a failure, a pass within tolerance). Made
    // per page: from every result, pages of a hundred times the catalog took 30 s.
    let results = Dictionary(
      input.run.results.heldWhole.lazy.filter { byImage[$0.name] != nil }.map { ($0.name, $0) },
      uniquingKeysWith: { a, _ in a })
    var articles: [HTML] = []
    for (offset, name) in (only ?? byImage.keys.sorted()).enumerated() {
      let number = first - 1 + offset
      guard let findings = byImage[name] else { continue }
      let path = name + ".png"
      // A passing image's golden holds exactly the pixels the audit read.
      let bytes =
        results[name]?.actualPNG ?? (try? PNGFile.read(input.store.path(path)))
      var picture: HTML = #"<p class="none">No picture available.</p>"#
      if let bytes, let decoded = try? PNGDecoder.decode(bytes) {
        let relative = "images/\(name).audit.png"
        try images.write(bytes, to: relative)
        picture = auditPicture(
          PageHTML.url(base + relative), name: name, width: decoded.width, height: decoded.height, findings: findings)
      }
      let items = findings.enumerated().map { i, f -> HTML in
        let severity = f.severity == .error ? "" : "\(f.severity.rawValue): "
        let note = audit.changeNote(f).map { note -> HTML in " — \(note)" } ?? HTML()
        return #"<li data-rule="\#(f.rule)"><b>\#(i + 1)</b> \#(severity)\#(swatches(f.detail))<code>"#
          + #"\#(f.summary)</code>\#(note)</li>"#
      }
      articles.append(
        #"<article class="audit" id="audit-\#(number + 1)" data-name="\#(name)"><h2>"#
          + #"\#(PageViews.badge(kind: "audit", "spec audit")) \#(name)</h2><div class="views">"#
          + PageViews.figure(picture, caption: "Measured frames, numbered as the findings")
          + #"<ol "#
          + #"class="finding-list">\#(items.joined())</ol></div></article>"#)
    }
    return articles
  }

  /// An audited image with each finding's frame drawn over it, numbered; at most 480 pixels wide
  /// when the picture is small (magnified with square pixels).
  static func auditPicture(_ src: HTML, name: String, width: Int, height: Int, findings: [Finding]) -> HTML {
    let scale = Double(findings.first?.scale ?? 1)
    let s = Double(max(1, min(8, 480 / max(width, 1))))
    let w = Double(width) * s
    let h = Double(height) * s
    let boxes = findings.enumerated().compactMap { i, f -> HTML? in
      guard let r = f.frame else { return nil }
      let k = scale * s
      return #"<rect x="\#(r.x * k)" y="\#(r.y * k)" width="\#(max(r.width * k, 2))" "#
        + #"height="\#(max(r.height * k, 2))"/><text x="\#(r.x * k + 2)" "#
        + #"y="\#(max(r.y * k - 3, 10))">\#(i + 1)</text>"#
    }
    return #"<div class="stack" style="width:\#(Int(w))px;height:\#(Int(h))px"><img class="px" src="\#(src)" "#
      + #"width="\#(Int(w))" height="\#(Int(h))" alt="\#(name)" loading="lazy">"#
      + #"<svg class="findings" width="\#(Int(w))" height="\#(Int(h))" viewBox="0 0 \#(w) "#
      + #"\#(h)">\#(boxes.joined())</svg></div>"#
  }

  /// The audit's counts in its words and colours, as the sheets and the site show them, each
  /// count also as a `data-` attribute (`data-open="1"`).
  static func verdictBadges(_ counts: VerdictCounts) -> HTML {
    #"<span class="verdicts" data-open="\#(counts.open)" data-accepted="\#(counts.accepted)" "#
      + #"data-exempt="\#(counts.exempt)">\#(PageViews.badge(.open, "\(counts.open) open")) "#
      + #"\#(PageViews.badge(.accepted, "\(counts.accepted) accepted")) "#
      + #"\#(PageViews.badge(.exempt, "\(counts.exempt) exempt"))</span>"#
  }

  /// The findings the baseline accepts, each with its reason and entry: listed as accepted,
  /// never counted as passing.
  static func acceptedList(_ audit: AuditReport) -> HTML {
    let lines = audit.acceptedLines
    guard !lines.isEmpty else { return HTML() }
    let items = lines.map {
      PageViews.finding($0.line, accepted: ($0.reason, $0.location), code: true)
    }
    let summary = "Accepted findings (\(lines.count), one line per state and finding), each with the baseline's reason"
    return #"<details class="accepted"><summary>\#(summary)</summary>"#
      + #"<ul class="accepted-list">\#(items.joined())</ul></details>"# + "\n"
  }

  /// Each colour pair drawn in several modes, at its worst mode with its headroom and verdict
  /// (issue 39); nothing without `axes:`.
  static func worstModeTable(_ audit: AuditReport) -> HTML {
    let rows = audit.worstModes
    guard let fewest = rows.map(\.row.modes).min(), let most = rows.map(\.row.modes).max() else { return HTML() }
    var body = HTML()
    for (row, verdict) in rows {
      let w = row.worst
      let badge = PageViews.badge(PageViews.Verdict(rawValue: verdict.rawValue)!, verdict.rawValue)
      let mode = w.mode.isEmpty ? "default" : w.mode
      body += "<tr><td>\(w.state)</td><td>\(w.part)</td><td>\(w.rule)</td><td>\(mode)</td>"
      body += "<td>\(Contrast.format(w.ratio)):1</td><td>\(Contrast.format(w.threshold)):1</td>"
      body += "<td>\(row.headroomText)</td><td>\(badge)</td></tr>"
    }
    let drawn = fewest == most ? "\(most)" : "\(fewest) to \(most)"
    let summary = "Worst mode per colour pair (\(rows.count) pairs, each drawn in \(drawn) modes)"
    let head: HTML =
      #"<th scope="col">State</th><th scope="col">Part</th><th scope="col">Rule</th>"#
      + #"<th scope="col">Worst mode</th><th scope="col">Ratio</th><th scope="col">Threshold</th>"#
      + #"<th scope="col">Headroom</th><th scope="col">Verdict</th>"#
    return #"<details class="worst-modes"><summary>\#(summary)</summary><table><thead><tr>\#(head)</tr></thead>"#
      + #"<tbody>\#(body)</tbody></table></details>"# + "\n"
  }

  /// Two colour chips for a contrast pair ("text #AAAAAA on #BBBBBB").
  static func swatches(_ detail: String?) -> HTML {
    guard let detail else { return HTML() }
    let hexes = detail.split(separator: " ").filter { $0.hasPrefix("#") && ($0.count == 7 || $0.count == 9) }
    guard hexes.count == 2 else { return HTML() }
    return hexes.map { PageViews.swatch(String($0)) }.joined()
  }

  /// The audit part's layout: the measured frames in the overlay colour of open findings.
  static let auditCSS = """
    svg.findings{position:absolute;left:0;top:0;overflow:visible}
    svg.findings rect{fill:none;stroke:var(--frame-open);stroke-width:2}
    svg.findings text{fill:var(--frame-open);font:bold var(--text-xs) var(--font)}
    .finding-list{margin:0;max-width:760px} .finding-list li{margin:0 0 6px}
    .audit-summary{margin:var(--s1) 0}
    .accepted-list{margin:var(--s1) 0;padding-left:0;list-style:none} .accepted-list li{margin:0 0 6px}
    """
}
