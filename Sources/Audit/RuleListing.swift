import ComponentKit
import Graphics

/// The rules as text, for `specsheet audit --list-rules`: what the spec says, where the user
/// can read it, without opening Swift.
public enum RuleListing {
  /// One line per spec rule that applies to `component` as `rendering` lays it out, in `theme`:
  /// `spec:component.rule part: check ±tolerance (source)`. Read from the values alone: no
  /// picture is needed to say which rules a state has (the site and `--list-rules` once audited
  /// an empty bitmap to learn them).
  public static func specRules(for component: Component, theme: Theme, rendering: Rendering) -> [String] {
    let (name, rules) = component.model.specRules(theme: theme)
    let drawn = rendering.layout.parts.map { PartPattern.names(of: $0.path) }
    // Only rules for parts this state draws (a selected chip has a check mark, no leading icon).
    return rules.filter { rule in
      let pattern = PartPattern(rule.part)
      return drawn.contains { pattern.matches($0) }
    }.map {
      "spec:\(name).\($0.id) \($0.part): \($0.check.text) ±\($0.tolerance.dumped) (\($0.source))"
    }
  }

  /// The design and cross-variant rules, one line each.
  public static var designRules: [String] {
    AuditRule.catalog.map { "\($0.id): \($0.what); \($0.threshold) (\($0.source))" }
  }
}

extension SpecCheck {
  /// `height 32pt`, `label colour (ink) #1D2D3E`.
  var text: String {
    switch self {
    case .height(let v): "height \(v.dumped)pt"
    case .width(let v): "width \(v.dumped)pt"
    case .minWidth(let v): "width ≥ \(v.dumped)pt"
    case .minHeight(let v): "height ≥ \(v.dumped)pt"
    case .side(let v): "\(v.dumped)x\(v.dumped)pt"
    case .leadingInset(let from, let v): "\(v.dumped)pt from \(from)'s leading edge"
    case .trailingInset(let from, let v): "\(v.dumped)pt from \(from)'s trailing edge"
    case .topInset(let from, let v): "\(v.dumped)pt below \(from)'s top"
    case .bottomInset(let from, let v): "\(v.dumped)pt above \(from)'s bottom"
    case .verticalGap(let other, let v): "\(v.dumped)pt vertical gap to \(other)"
    case .gap(let other, let v): "\(v.dumped)pt gap to \(other)"
    case .rowGap(let v): "\(v.dumped)pt between rows"
    case .columnGap(let v): "\(v.dumped)pt between neighbours"
    case .centredVertically(let other, let offset):
      "centred vertically in \(other)" + (offset == 0 ? "" : " \(offset.dumped)pt lower")
    case .cornerRadius(let v): "corner radius \(v.dumped)pt"
    case .relativeCornerRadius(let share): "corner radius \(share.dumped) of the shorter side"
    case .borderWidth(let v): "outline \(v.dumped)pt"
    case .color(let paint, let c): "\(paint.rawValue) colour \(c.hexString)"
    case .widerThan(let state, let v): "\(v.dumped)pt wider than \(state)"
    case .contrast(let background, let minimum): "contrast ≥ \(Contrast.format(minimum)):1 on \(background)"
    }
  }
}
