import ComponentKit
import Graphics

/// Annotations drawn over the component while a condition holds (a fixture's prop, typically),
/// as a designer checks them: the touch target (a translucent area, outlined, and the visible
/// area outlined) and the hit area's outline. specsheet's own annotation style (`Annotation`).
public struct OverlayDeclaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case touchTarget = "touch-target"
    case hitArea = "hit-area"
  }

  public var when: Condition
  public var show: [Kind]

  public init(when: Condition, show: [Kind]) {
    self.when = when
    self.show = show
  }
}

extension DeclarationReader {
  /// `overlays: [{when: {<prop>: value}, show: [touch-target, hit-area]}]`.
  func readOverlays(_ value: YAMLValue, touchTarget: Double?, hitArea: Double?) throws -> [OverlayDeclaration] {
    try Self.list(value, what: "overlays").map { item in
      var map = try item.mapping()
      map.declareNames(["when", "show"])
      let when = try map.optional("when").map(condition) ?? Condition()
      let showValue = try map.required("show")
      let show = try Self.list(showValue, what: "overlays").map { kind in
        try kind.oneOf(OverlayDeclaration.Kind.allCases.map { ($0.rawValue, $0) }, what: "overlay")
      }
      if show.contains(.touchTarget), touchTarget == nil { throw showValue.error("no `touch-target:` to show") }
      if show.contains(.hitArea), hitArea == nil { throw showValue.error("no `hit-area:` to show") }
      try map.finish()
      return OverlayDeclaration(when: when, show: show)
    }
  }
}

extension DeclaredLowering {
  /// The overlays shown, over everything the component draws: the touch target's area and the
  /// visible area's outline, then the hit area's outline.
  func overlayCommands(_ show: Set<OverlayDeclaration.Kind>, root: Rect, touchTarget: Double?, hitArea: Double?)
    -> [DrawCommand]
  {
    var commands: [DrawCommand] = []
    if show.contains(.touchTarget), let touchTarget {
      commands += Annotation.touchTarget(root.grown(toAtLeast: touchTarget), visible: root)
    }
    if show.contains(.hitArea), let hitArea {
      commands += DrawCommand.stroke(
        .rect(root.grown(toAtLeast: hitArea).insetBy(Annotation.lineWidth / 2)), Annotation.hitAreaStroke,
        width: Annotation.lineWidth
      ).inPart("hit-area")
    }
    return commands
  }
}
