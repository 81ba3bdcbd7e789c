import Graphics

/// A component in one state, as a fixture describes it: everything specsheet needs to draw it,
/// audit it and put it on a sheet. Each shipped component conforms beside its layout
/// (`<Component>+Rendering.swift`); a package's own component conforms the same way and
/// registers a `ComponentKind` so fixtures can name it.
public protocol ComponentModel: Hashable, Sendable {
  /// Layout and lowering: the anatomy frames and the display list on the image's canvas.
  func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering
  /// The spec rules this state is held to, and the name of their rule set (`material-chip`).
  func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule])
  /// What shows through the image's transparent pixels: the page the component sits on. White
  /// unless the component says (a design system's components say it once, for all of them).
  func pageBackground(theme: Theme) -> Color
  /// The theme type of its design system: what its sheet's header names and draws cells on.
  /// Nil for a component drawn with no system's theme ("theme from the fixture", on white).
  var systemTheme: (any SystemTheme.Type)? { get }
  /// Whether it reads right to left (its leading edge on the right).
  var isRightToLeft: Bool { get }
  /// The same component left to right, for the mirror rule; nil when it has no direction.
  var leftToRightTwin: Component? { get }
  /// Parts (by the last name of their path, e.g. `checked-icon`) that right to left keeps where
  /// they are in their component, because the spec places them absolutely.
  var partsKeepingTheirSide: Set<String> { get }
  /// Its states in its spec's order (sheet columns follow it); empty when it has one state.
  var stateOrder: [String] { get }
  /// Components with the same `key` differ only in their text size: larger text must never
  /// shrink them (the dynamic-type rule). Nil for components without Dynamic Type.
  var dynamicType: (key: String, textSize: Double)? { get }
  /// The name of the part that plays each role in every component instance of its layout (an
  /// item of a group has its own): what the sheet's redlines measure from. Empty: no redlines of
  /// its own size, paddings or corners, and its sheet says why.
  var partRoles: [PartRole: String] { get }
  /// What a screen reader meets in it, in focus order, with frames from `rendering`'s layout
  /// (`<Component>+Accessibility.swift`). Nil for components that describe none.
  func accessibility(in rendering: Rendering) -> AccessibilityAnnotation?
  /// The same component without specsheet's debug overlays (a touch target drawn over it), set
  /// only on such a debug variant: its swatches are read from this twin, so an overlay's magenta
  /// is never reported as the component's colour, and the site marks it and never makes it a
  /// thumbnail. Nil for every ordinary state.
  var withoutOverlays: Component? { get }
}

extension ComponentModel {
  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) { ("", []) }
  public func pageBackground(theme: Theme) -> Color { .white }
  public var systemTheme: (any SystemTheme.Type)? { nil }
  public var partRoles: [PartRole: String] { [:] }
  public var isRightToLeft: Bool { false }
  public var leftToRightTwin: Component? { nil }
  public var partsKeepingTheirSide: Set<String> { [] }
  public var stateOrder: [String] { [] }
  public var dynamicType: (key: String, textSize: Double)? { nil }
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? { nil }
  public var withoutOverlays: Component? { nil }
}

/// Any component in one state: the catalog's entries hold these, whatever their kind.
public struct Component: Hashable, Sendable {
  public let model: any ComponentModel

  public init(_ model: some ComponentModel) { self.model = model }

  /// The model as `type`, or nil when it is another kind of component.
  public func `as`<T: ComponentModel>(_ type: T.Type) -> T? { model as? T }

  public static func == (a: Component, b: Component) -> Bool { AnyHashable(a.model) == AnyHashable(b.model) }
  public func hash(into hasher: inout Hasher) { AnyHashable(model).hash(into: &hasher) }
}
