import ComponentKit
import Graphics

/// A component declared in data (`*.component.yaml`, docs/components.md): its name and design
/// system, the props a fixture sets, the theme roles it reads, its anatomy (stacks, text and
/// icons in the vocabulary of Figma's auto layout), its states, the overrides that change parts
/// by state and prop, and the spec rules it is audited against. A pure value: reading it
/// (`DeclarationReader`) and drawing it (`DeclaredComponent`) are separate.
public struct ComponentDeclaration: Hashable, Sendable {
  /// The file it was read from (for messages).
  public var file: String
  /// Kebab-case, as fixtures name it: `component: tag`.
  public var name: String
  /// The design system fixtures name: `system: acme`.
  public var system: String
  public var summary: String
  public var props: [PropDeclaration]
  public var theme: ThemeRoles
  /// The states it renders, in the order sheets show them; one state (`default`) when none.
  public var states: [String]
  /// Fewer states by default for some props (a status chip has no pressed state): the first
  /// set whose condition holds; all states when none does.
  public var defaultStates: [StateSet] = []
  /// The root part: what the touch target, redlines and the canvas are measured from.
  public var anatomy: PartDeclaration
  /// Applied in order over the anatomy: a later override wins where two set the same property.
  public var overrides: [Override]
  /// The smallest square a finger may hit, centred on the root part; the canvas grows to hold it.
  public var touchTarget: Double?
  /// The smallest square that takes taps, centred on the root part (UIKit's `hitAreaInsets`); the
  /// canvas grows to hold it (at whole points), and an overlay may outline it.
  public var hitArea: Double?
  /// Annotations drawn over it while their condition holds.
  public var overlays: [OverlayDeclaration] = []
  public var rules: [RuleDeclaration]
  /// What a screen reader meets: the first element whose condition holds (none: not described).
  public var accessibility: [AccessibilityDeclaration] = []

  public init(
    file: String, name: String, system: String, summary: String = "", props: [PropDeclaration] = [],
    theme: ThemeRoles = ThemeRoles(), states: [String] = [], anatomy: PartDeclaration, overrides: [Override] = [],
    touchTarget: Double? = nil, rules: [RuleDeclaration] = []
  ) {
    self.file = file
    self.name = name
    self.system = system
    self.summary = summary
    self.props = props
    self.theme = theme
    self.states = states
    self.anatomy = anatomy
    self.overrides = overrides
    self.touchTarget = touchTarget
    self.rules = rules
  }

  /// `acme/tag`.
  public var id: String { "\(system)/\(name)" }

  /// By file and name only: every image of a component hashes its declaration, which is the
  /// same one (equal values still hash alike; `==` compares the whole value).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(system)
    hasher.combine(name)
  }

  /// The states drawn: the declared ones, or the single `default`.
  public var renderedStates: [String] { states.isEmpty ? ["default"] : states }

  public func prop(named name: String) -> PropDeclaration? { props.first { $0.name == name } }

  /// The states a variant with these props draws when it names none.
  public func defaultStates(for values: [String: PropValue]) -> [String] {
    // A state set's condition names no state (the reader refuses one), so any state holds.
    defaultStates.first { $0.when.holds(state: "", props: values) }?.states ?? renderedStates
  }
}

/// A prop a fixture's variant sets (a Figma component property): its type and default.
public struct PropDeclaration: Hashable, Sendable {
  public var name: String
  public var type: PropType
  public var defaultValue: PropValue

  public init(name: String, type: PropType, defaultValue: PropValue) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

public enum PropType: Hashable, Sendable {
  /// One line of text, at most this many characters.
  case text(maxLength: Int)
  /// A Material icon's name.
  case icon
  case boolean
  /// One of these names (Figma's variant property).
  case choice([String])
  case number(ClosedRange<Double>)
}

public enum PropValue: Hashable, Sendable {
  case text(String)
  case icon(MaterialIcon)
  /// An icon prop set to `none`: an icon part naming it draws nothing (hide it with an override).
  case noIcon
  case boolean(Bool)
  case choice(String)
  case number(Double)

  /// What `{name}` in a text part becomes.
  public var text: String {
    switch self {
    case .text(let text), .choice(let text): text
    case .icon(let icon): icon.name
    case .noIcon: "none"
    case .boolean(let value): value ? "true" : "false"
    case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
  }
}

/// A named value of the theme, with its default.
public struct Role<Value: Hashable & Sendable>: Hashable, Sendable {
  public var name: String
  public var value: Value

  public init(_ name: String, _ value: Value) {
    self.name = name
    self.value = value
  }
}

/// The theme roles a declared component reads: colours, type styles and shapes, each with the
/// value drawn when no token or theme sets it.
public struct ThemeRoles: Hashable, Sendable {
  public var colors: [Role<Color>]
  public var typeStyles: [Role<Font>]
  public var shapes: [Role<RadiusValue>]

  public init(colors: [Role<Color>] = [], typeStyles: [Role<Font>] = [], shapes: [Role<RadiusValue>] = []) {
    self.colors = colors
    self.typeStyles = typeStyles
    self.shapes = shapes
  }

  public func color(_ name: String) -> Color? { colors.first { $0.name == name }?.value }
  public func typeStyle(_ name: String) -> Font? { typeStyles.first { $0.name == name }?.value }
  public func shape(_ name: String) -> RadiusValue? { shapes.first { $0.name == name }?.value }

  /// Elevations: drop shadows by name (Figma's effect styles), each one or more shadows.
  public var elevations: [Role<[DropShadow]>] = []

  public func elevation(_ name: String) -> [DropShadow]? { elevations.first { $0.name == name }?.value }
}

/// A drop shadow as Figma's effect gives it: colour, offset and blur in points. Drawn outside
/// the part only (Figma's default: not shown behind a transparent fill).
public struct DropShadow: Hashable, Sendable {
  public var color: Color
  public var x: Double
  public var y: Double
  public var blur: Double

  public init(color: Color, x: Double, y: Double, blur: Double) {
    self.color = color
    self.x = x
    self.y = y
    self.blur = blur
  }
}

/// Changes to parts while a condition holds (`when: {state: selected}`).
public struct Override: Hashable, Sendable {
  public var when: Condition
  /// Each part's changed properties, by part name, in the file's order.
  public var set: [PartPatch]

  public init(when: Condition, set: [PartPatch]) {
    self.when = when
    self.set = set
  }
}

public struct PartPatch: Hashable, Sendable {
  public var part: String
  public var properties: PartProperties

  public init(part: String, properties: PartProperties) {
    self.part = part
    self.properties = properties
  }
}

/// A state and prop values that must all match (an empty condition always holds).
public struct Condition: Hashable, Sendable {
  /// One of these states (any state when empty).
  public var states: [String]
  /// Each prop must hold one of its values.
  public var props: [Role<[PropValue]>]

  public init(states: [String] = [], props: [Role<[PropValue]>] = []) {
    self.states = states
    self.props = props
  }

  public func holds(state: String, props values: [String: PropValue]) -> Bool {
    (states.isEmpty || states.contains(state))
      && props.allSatisfy { role in values[role.name].map(role.value.contains) ?? false }
  }
}

/// The states a variant draws when it names none, while `when` holds (the first that holds).
public struct StateSet: Hashable, Sendable {
  public var when: Condition
  public var states: [String]

  public init(when: Condition, states: [String]) {
    self.when = when
    self.states = states
  }
}

/// One spec rule, checked by the audit on what was drawn, only while `when` holds.
public struct RuleDeclaration: Hashable, Sendable {
  public var id: String
  public var part: String
  public var check: RuleCheck
  public var tolerance: Double?
  public var source: String
  public var when: Condition

  public init(
    id: String, part: String, check: RuleCheck, tolerance: Double? = nil, source: String, when: Condition = Condition()
  ) {
    self.id = id
    self.part = part
    self.check = check
    self.tolerance = tolerance
    self.source = source
    self.when = when
  }
}

/// A rule's check, with colours still named by role (the theme decides them per image).
public enum RuleCheck: Hashable, Sendable {
  case height(Double)
  case width(Double)
  case minWidth(Double)
  case minHeight(Double)
  case side(Double)
  case cornerRadius(Double)
  case strokeWeight(Double)
  case leadingInset(from: String, Double)
  case trailingInset(from: String, Double)
  case topInset(from: String, Double)
  case bottomInset(from: String, Double)
  case gap(to: String, Double)
  case color(Paint, ColorRef)
  /// The part's text or icon against `background` as drawn: a WCAG ratio of at least `minimum`.
  case contrast(background: String, minimum: Double)
}
