import ComponentKit
import Foundation
import Graphics

/// The spec audit's verdict on one cell, as a sheet shows it: its open findings and those the
/// baseline accepts, each with the baseline's reason. A cell with neither conforms.
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

  /// One line per open finding (info left out).
  public var open: [String]
  public var accepted: [Accepted]

  public init(open: [String] = [], accepted: [Accepted] = []) {
    self.open = open
    self.accepted = accepted
  }

  public var conforms: Bool { open.isEmpty && accepted.isEmpty }
}

/// The mark under a cell: "conforms" on green only when nothing was found; "N accepted" on
/// amber when the baseline accepts every finding; "N findings" on red when any is open.
enum SheetBadge {
  static let padding = 3.0
  static let passFill = Color("#E3F4E1")
  static let passInk = Color("#1E6B2A")
  static let acceptedFill = Color("#FFF1D6")
  static let acceptedInk = Color("#6E4400")
  static let failFill = Color("#FDE2E2")
  static let failInk = Color("#A3161C")
  /// The widest texts a badge holds, for sizing cells before the findings are known by count.
  static let widest = ["99 findings", "99 accepted"]

  static func look(_ verdict: CellVerdict) -> (text: String, fill: Color, ink: Color) {
    if !verdict.open.isEmpty {
      return ("\(verdict.open.count) finding\(verdict.open.count == 1 ? "" : "s")", failFill, failInk)
    }
    if !verdict.accepted.isEmpty { return ("\(verdict.accepted.count) accepted", acceptedFill, acceptedInk) }
    return ("conforms", passFill, passInk)
  }

  /// `Spec audit: 12 cells conform · 2 accepted · 1 with open findings`.
  static func heading(_ verdicts: [CellVerdict]) -> (text: String, ink: Color) {
    let open = verdicts.filter { !$0.open.isEmpty }.count
    let accepted = verdicts.filter { $0.open.isEmpty && !$0.accepted.isEmpty }.count
    let conforming = verdicts.filter(\.conforms).count
    let text =
      "Spec audit: \(conforming) cell\(conforming == 1 ? "" : "s") conform\(conforming == 1 ? "s" : "") · "
      + "\(accepted) accepted · \(open) with open findings"
    return (text, open > 0 ? failInk : accepted > 0 ? acceptedInk : passInk)
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
  /// findings and the accepted ones with the baseline's reason, numbered. Returns its frame.
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
    if !open.isEmpty { try line("Open findings", SheetBadge.failInk) }
    for finding in open {
      number += 1
      try line("\(number). \(finding)", s.ink)
    }
    let accepted = verdicts.flatMap(\.accepted)
    if !accepted.isEmpty { try line("Accepted by the baseline, each with its reason", SheetBadge.acceptedInk) }
    for finding in accepted {
      number += 1
      try line("\(number). \(finding.line)", s.ink)
      try line("accepted: \(finding.reason) (\(finding.location))", SheetBadge.acceptedInk, indent: 12)
    }
    return frame
  }
}
