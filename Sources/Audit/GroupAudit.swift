import ComponentKit
import Graphics

/// Spacing rules across the repeated parts of one image (chips in a group): rows are parts that
/// share a top edge; columns are neighbours in a row.
enum GroupAudit {
  static func findings(_ image: AuditImage, rules: [SpecRule], component: String) -> [Finding] {
    var findings: [Finding] = []
    for rule in rules {
      let parts = image.parts(named: rule.part).sorted {
        ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
      }
      var rows: [[(path: String, frame: Rect)]] = []
      for part in parts {
        if let last = rows.last?.first, abs(last.frame.minY - part.frame.minY) <= 0.01 {
          rows[rows.count - 1].append(part)
        } else {
          rows.append([part])
        }
      }
      func miss(_ part: (path: String, frame: Rect), _ measured: Double, _ expected: Double) {
        guard abs(measured - expected) > rule.tolerance else { return }
        findings.append(
          Finding(
            image: image.name, part: part.path, rule: "spec:\(component).\(rule.id)", severity: .error,
            measured: measured.dumped, expected: "\(expected.dumped) ±\(rule.tolerance.dumped)", unit: "pt",
            source: rule.source, frame: part.frame))
      }
      switch rule.check {
      case .columnGap(let gap):
        for row in rows { for (a, b) in zip(row, row.dropFirst()) { miss(b, b.frame.minX - a.frame.maxX, gap) } }
      case .rowGap(let gap):
        for (a, b) in zip(rows, rows.dropFirst()) {
          if let first = b.first { miss(first, first.frame.minY - (a.map(\.frame.maxY).max() ?? 0), gap) }
        }
      default: continue
      }
    }
    return findings
  }
}
