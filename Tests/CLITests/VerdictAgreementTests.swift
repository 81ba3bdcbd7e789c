import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// Issue 40, "One verdict model, one look" (first must-show item): `audit --json`, the sheets
/// `render --sheets` writes and the pages `site` writes count open, accepted and exempt findings
/// alike, and a real failure is open (red) everywhere while a disabled state's line is exempt.
@Suite struct VerdictAgreementTests {
  struct Counts: Equatable, CustomStringConvertible {
    var open = 0, accepted = 0, exempt = 0
    var description: String { "\(open) open · \(accepted) accepted · \(exempt) exempt" }
    static func + (a: Counts, b: Counts) -> Counts {
      Counts(open: a.open + b.open, accepted: a.accepted + b.accepted, exempt: a.exempt + b.exempt)
    }
  }

  /// What each output says, summed over its sheets or pages.
  struct Seen {
    var audit: Counts
    var sheets: Counts
    var index: Counts
    var components: Counts
    var details: Counts
    var all: [Counts] { [audit, sheets, index, components, details] }
  }

  /// Runs the three commands on `selection` (filters or fixture files) into `dir`.
  static func run(_ selection: [String], in dir: String, sheetFormats: String = "txt") throws -> Seen {
    let audit = try CLI.run(["audit"] + selection + ["--json", dir + "/audit.json", "--fail-on", "never"])
    #expect(audit.status == 0, "\(audit.stderr)")
    let render = try CLI.run(
      ["render"] + selection + ["--out", dir + "/out", "--sheets", dir + "/sheets", "--sheet-format", sheetFormats])
    #expect(render.status == 0, "\(render.stderr)")
    let site = try CLI.run(["site"] + selection + ["--out", dir + "/site"])
    #expect(site.status == 0, "\(site.stderr)")

    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/audit.json")))
    let totals = (document as? [String: Any])?["totals"] as? [String: Any]
    let verdicts = try #require(totals?["verdicts"] as? [String: Int])
    let fromAudit = Counts(
      open: verdicts["open"] ?? -1, accepted: verdicts["accepted"] ?? -1, exempt: verdicts["exempt"] ?? -1)

    var sheets = Counts()
    var components = Counts()
    var details = Counts()
    for (path, data) in files(under: dir + "/sheets") where path.hasSuffix(".txt") {
      sheets = sheets + sheetCounts(String(decoding: data, as: UTF8.self))
    }
    for (path, data) in files(under: dir + "/site") where path.hasSuffix(".html") {
      let depth = path.split(separator: "/").count
      let counts = attributeCounts(String(decoding: data, as: UTF8.self))
      if depth == 3, path.hasSuffix("/index.html") { components = components + counts }
      if depth == 4 { details = details + counts }  // system/component/variant/state.html
    }
    let index = attributeCounts(try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8))
    return Seen(audit: fromAudit, sheets: sheets, index: index, components: components, details: details)
  }

  /// The sheet's `audit summary … findings: 1 open · 2 accepted · 3 exempt`.
  static func sheetCounts(_ dump: String) -> Counts {
    guard let line = dump.split(separator: "\n").first(where: { $0.hasPrefix("audit summary ") }),
      let match = line.firstMatch(of: /findings: (\d+) open · (\d+) accepted · (\d+) exempt/)
    else { return Counts(open: -1000) }
    return Counts(open: Int(match.1)!, accepted: Int(match.2)!, exempt: Int(match.3)!)
  }

  /// Every `data-open="…" data-accepted="…" data-exempt="…"` of a page, summed.
  static func attributeCounts(_ html: String) -> Counts {
    html.matches(of: /data-open="(\d+)" data-accepted="(\d+)" data-exempt="(\d+)"/).reduce(Counts()) {
      $0 + Counts(open: Int($1.1)!, accepted: Int($1.2)!, exempt: Int($1.3)!)
    }
  }

  /// The Material button and card and the Fiori chip of the catalog: accepted and exempt lines,
  /// no open ones, the same numbers from audit, sheets, index, component pages and detail pages.
  /// The Shrine card's accepted corner measures 15.93pt at @3x, a hair from @2x: audit (every
  /// scale) and the sheets (@1x, @2x) still count it once.
  @Test func theCatalogsButtonCardAndChipCountAlikeEverywhere() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let seen = try Self.run(["material/button/", "material/card/", "fiori/chip/"], in: dir)
    #expect(seen.audit.accepted > 0 && seen.audit.exempt > 0, "both kinds are there to count: \(seen.audit)")
    #expect(seen.audit.open == 0, "the catalog is clean: \(seen.audit)")
    for counts in seen.all { #expect(counts == seen.audit, "\(seen.all)") }
    // The disabled states' lines are exempt: the index never calls them open.
    let index = try String(contentsOfFile: dir + "/site/index.html", encoding: .utf8)
    #expect(!index.contains(#"class="badge open""#))
  }

  /// A Fiori chip whose unselected label is 1.49:1 on its fill (an error) and a disabled state
  /// (its line "inactive: exempt").
  static let faintChip = """
    system: fiori
    component: chip
    theme:
      colors: {chip.unselected.label: "#C8C8C8"}
    variants:
      - name: faint
        variation: single-selection
        label: Received
        states: [unselected, disabled]
    """

  /// `check` on the same chip: its console, results JSON, JUnit and HTML report count alike.
  @Test func checksOutputsCountTheFailureAlike() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.faintChip.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    let scales = ["--goldens", "goldens", "--scale", "1,2"]
    #expect(try CLI.run(["record", "chip.yaml"] + scales, in: dir).status == 0)
    let check = try CLI.run(
      ["check", "chip.yaml"] + scales + ["--json", "r.json", "--junit", "j.xml", "--report", "report"], in: dir)
    #expect(check.status == 4, "the open error fails the audit: \(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("\nverdicts: 1 open · 0 accepted · 1 exempt (one per state, part and rule)\n"))
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/r.json")))
    let totals = (document as? [String: Any])?["totals"] as? [String: Any]
    #expect(totals?["verdicts"] as? [String: Int] == ["open": 1, "accepted": 0, "exempt": 1])
    let junit = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(junit.contains(#"<property name="audit" value="1 open · 0 accepted · 1 exempt"/>"#))
    let report = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(Self.attributeCounts(report) == Counts(open: 1, accepted: 0, exempt: 1))
    #expect(report.contains(#"<span class="badge open">1 open</span>"#))
  }

  /// A Fiori chip themed to a 1.49:1 label (a real failure) with a disabled state (exempt): one
  /// open everywhere, the exempt line counted apart, and the failure red on the site and sheet.
  @Test func aRealFailureIsOneOpenEverywhereAndTheDisabledLineIsExempt() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixture = dir + "/faint-chip.yaml"
    try Self.faintChip.write(toFile: fixture, atomically: true, encoding: .utf8)
    let seen = try Self.run([fixture], in: dir, sheetFormats: "png,txt")
    for counts in seen.all { #expect(counts == Counts(open: 1, accepted: 0, exempt: 1), "\(seen.all)") }

    let site = dir + "/site/fiori/chip/"
    let failing = try String(contentsOfFile: site + "faint/unselected.html", encoding: .utf8)
    let disabled = try String(contentsOfFile: site + "faint/disabled.html", encoding: .utf8)
    #expect(failing.contains(#"<span class="badge open">1 open</span>"#))
    #expect(failing.contains("<h3>Open</h3>") && !failing.contains("<h3>Exempt"))
    #expect(disabled.contains("<h3>Exempt (informational)</h3>") && !disabled.contains("<h3>Open</h3>"))
    #expect(disabled.contains(#"<span class="badge conforms">conforms</span>"#), "exempt lines do not stop it")
    // Red on the site: the open badge takes the palette's open colours (the sheet's too).
    let css = try String(contentsOfFile: dir + "/site/site.css", encoding: .utf8)
    #expect(css.contains(".badge.open{background:var(--verdict-open-fill);color:var(--verdict-open-ink)}"))
    #expect(css.contains("--verdict-open-fill:\(VerdictPalette.open.fill)"))
    // Red on the sheet: its badge is drawn in the open fill; no cell is amber (accepted).
    let sheet = try PNGDecoder.decode(Array(Data(contentsOf: URL(fileURLWithPath: dir + "/sheets/fiori/chip.png"))))
    var fills: [Color: Int] = [:]
    for y in 0..<sheet.height { for x in 0..<sheet.width { fills[sheet[x, y], default: 0] += 1 } }
    #expect((fills[VerdictPalette.open.fillColor] ?? 0) > 20, "the open badge is on the sheet")
    #expect(fills[VerdictPalette.accepted.fillColor] == nil)
  }
}
