import Audit
import ComponentKit
import Foundation
import Graphics

/// The spec audit's verdict on one cell, as a sheet shows it: its open findings, those the
/// baseline accepts (each with the baseline's reason) and the exempt ones (info lines such as a
/// disabled state's contrast), each list already classified by `FindingVerdict.of`. A cell with
/// no open and no accepted finding conforms; exempt lines do not stop it.
public struct CellVerdict: Hashable, Sendable {
  public struct Accepted: Hashable, Sendable {
    /// The finding's line (`material/card/x/normal@1x,2x: button-1.text-label: text-contrast: 1.25:1 vs …`).
    public var line: String
    public var reason: String
    /// The entry that accepts it: `goldens/audit-baseline.yaml:45`.
    public var location: String

    public init(line: String, reason: String, location: String) {
      self.line = line
      self.reason = reason
      self.location = location
    }
  }

  /// One line per open finding (scales folded).
  public var open: [String]
  public var accepted: [Accepted]
  /// One line per exempt finding: shown, never counted as open.
  public var exempt: [String]

  /// As `VerdictCounts.tally` counts the cell's findings (one per part and rule, however many
  /// lines its scales print); nil counts the lines.
  public var tallied: VerdictCounts?

  public init(open: [String] = [], accepted: [Accepted] = [], exempt: [String] = [], tallied: VerdictCounts? = nil) {
    self.open = open
    self.accepted = accepted
    self.exempt = exempt
    self.tallied = tallied
  }

  /// As `audit` and the site count them.
  public var counts: VerdictCounts {
    tallied ?? VerdictCounts(open: open.count, accepted: accepted.count, exempt: exempt.count)
  }

  public var conforms: Bool { counts.conforms }
}

/// The mark under a cell, in the verdict's word and colour (`VerdictPalette`, as the site's
/// badges): "N open" on red when any is open; "N accepted" on amber when the baseline accepts
/// every finding; "conforms" on green otherwise (exempt lines do not stop it).
enum SheetBadge {
  static let padding = 3.0
  /// The widest texts a badge holds, for sizing cells before the findings are known by count.
  static let widest = ["99 open", "99 accepted"]

  static func look(_ verdict: CellVerdict) -> (text: String, fill: Color, ink: Color) {
    let counts = verdict.counts
    let look = palette(counts.verdict)
    switch counts.verdict {
    case .open: return ("\(counts.open) open", look.fillColor, look.inkColor)
    case .accepted: return ("\(counts.accepted) accepted", look.fillColor, look.inkColor)
    case .exempt, .conforms: return ("conforms", look.fillColor, look.inkColor)
    }
  }

  static func palette(_ verdict: FindingVerdict) -> VerdictPalette.Look {
    switch verdict {
    case .open: VerdictPalette.open
    case .accepted: VerdictPalette.accepted
    case .exempt: VerdictPalette.exempt
    case .conforms: VerdictPalette.conforms
    }
  }

  /// `Spec audit: 12 cells conform · 2 accepted · 1 with open findings; findings: 1 open ·
  /// 2 accepted · 19 exempt` (the findings counted as `audit` counts them).
  static func heading(_ verdicts: [CellVerdict]) -> (text: String, ink: Color) {
    let byCell = verdicts.map(\.counts.verdict)
    let open = byCell.filter { $0 == .open }.count
    let accepted = byCell.filter { $0 == .accepted }.count
    let conforming = byCell.filter { $0 == .conforms }.count
    let total = verdicts.map(\.counts).reduce(VerdictCounts(), +)
    let text =
      "Spec audit: \(conforming) cell\(conforming == 1 ? "" : "s") conform\(conforming == 1 ? "s" : "") · "
      + "\(accepted) accepted · \(open) with open findings; findings: \(total.text)"
    return (text, palette(total.verdict).inkColor)
  }
}

extension SheetBuilder {
  mutating func badge(for entry: CatalogEntry, at origin: Point) throws {
    guard let verdict = audit?[entry.id] else { return }  // not audited: no badge
    let look = SheetBadge.look(verdict)
    let size = try measure(look.text, style.swatchFont)
    let box = Rect(
      x: origin.x, y: origin.y, width: size.width + 2 * SheetBadge.padding, height: size.height + SheetBadge.padding)
    commands.append(.fill(.roundedRect(box, CornerRadii(all: 3)), look.fill))
    _ = try text(
      look.text, style.swatchFont, look.ink,
      at: Point(x: origin.x + SheetBadge.padding, y: origin.y + SheetBadge.padding / 2))
  }

  /// The widest badge, so a cell is wide enough before its verdict is drawn.
  func widestBadge() throws -> Size {
    try SheetBadge.widest.map { try measure($0, style.swatchFont) }.max { $0.width < $1.width }!
  }

  /// The sheet's foot: how many cells conform, are accepted or have open findings, then the open
  /// findings, the accepted ones with the baseline's reason and the exempt ones, numbered.
  /// Returns its frame.
  mutating func verdictFooter(_ audit: [String: CellVerdict], entries: [CatalogEntry], at top: Double) throws -> Rect {
    let s = style
    let verdicts = entries.compactMap { audit[$0.id] }
    let heading = SheetBadge.heading(verdicts)
    var frame = try text(heading.text, s.sectionFont, heading.ink, at: Point(x: s.margin, y: top))
    var y = frame.maxY + s.sectionDetailGap
    var number = 0
    func line(_ t: String, _ ink: Color, indent: Double = 0) throws {
      let drawn = try text(t, s.swatchFont, ink, at: Point(x: s.margin + indent, y: y))
      frame = frame.union(drawn)
      y = drawn.maxY + s.swatchLineGap
    }
    let open = verdicts.flatMap(\.open)
    if !open.isEmpty { try line("Open findings", VerdictPalette.open.inkColor) }
    for finding in open {
      number += 1
      try line("\(number). \(finding)", s.ink)
    }
    let accepted = verdicts.flatMap(\.accepted)
    if !accepted.isEmpty {
      try line("Accepted by the baseline, each with its reason", VerdictPalette.accepted.inkColor)
    }
    for finding in accepted {
      number += 1
      try line("\(number). \(finding.line)", s.ink)
      try line("accepted: \(finding.reason) (\(finding.location))", VerdictPalette.accepted.inkColor, indent: 12)
    }
    let exempt = verdicts.flatMap(\.exempt)
    if !exempt.isEmpty { try line("Exempt (informational, never counted as open)", VerdictPalette.exempt.inkColor) }
    for finding in exempt {
      number += 1
      try line("\(number). \(finding)", s.ink)
    }
    return frame
  }
}
