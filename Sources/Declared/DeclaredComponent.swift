import ComponentKit
import Graphics

/// A declared component in one state with a fixture's props: what a declared kind's reader makes
/// and the pipeline draws, audits and sheets like any built-in component.
public struct DeclaredComponent: ComponentModel {
  public var declaration: ComponentDeclaration
  /// Every prop's value: the fixture's, else the declared default.
  public var props: [String: PropValue]
  public var state: String
  /// Right to left: the layout mirrors (start and end swap); text and glyphs keep their shapes.
  public var isRightToLeft = false

  public init(_ declaration: ComponentDeclaration, props: [String: PropValue] = [:], state: String? = nil) {
    self.declaration = declaration
    var values: [String: PropValue] = [:]
    for prop in declaration.props { values[prop.name] = props[prop.name] ?? prop.defaultValue }
    self.props = values
    self.state = state ?? declaration.renderedStates[0]
  }

  /// The anatomy with every override whose condition holds applied, in order.
  public var resolvedAnatomy: PartDeclaration {
    let patches = declaration.overrides.filter { $0.when.holds(state: state, props: props) }.flatMap(\.set)
    return declaration.anatomy.applying(patches).withSizes(from: props)
  }

  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    let values = DeclaredValues(declaration: declaration, theme: theme[DeclaredTheme.self], props: props)
    var layout = try DeclaredLayout(values: values, measurer: measurer).layout(resolvedAnatomy)
    if isRightToLeft { layout = layout.mirrored(inWidth: layout.frame.width) }
    return DeclaredLowering(values: values, rightToLeft: isRightToLeft).rendering(
      layout, touchTarget: declaration.touchTarget, hitArea: declaration.hitArea, overlays: shownOverlays,
      elevations: elevations)
  }

  /// The overlays whose condition holds.
  var shownOverlays: Set<OverlayDeclaration.Kind> {
    Set(declaration.overlays.filter { $0.when.holds(state: state, props: props) }.flatMap(\.show))
  }

  /// The root's elevation in each state the declaration has, with these props.
  var elevations: [String] {
    declaration.renderedStates.compactMap { state in
      var other = self
      other.state = state
      return other.resolvedAnatomy.properties.elevation
    }
  }

  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    let values = DeclaredValues(declaration: declaration, theme: theme[DeclaredTheme.self], props: props)
    var rules = declaration.rules.filter { $0.when.holds(state: state, props: props) }.map { rule in
      SpecRule(rule.id, part: rule.part, values.check(rule.check), tolerance: rule.tolerance, source: rule.source)
    }
    // An overlay hides the pixels a colour, corner or outline rule would read.
    if !shownOverlays.isEmpty { rules = rules.filter { !$0.check.readsPixels } }
    return ("\(declaration.system)-\(declaration.name)", rules)
  }

  public var stateOrder: [String] { declaration.states }

  /// With an overlay shown, the same state drawn without any: its colours are the component's.
  public var withoutOverlays: Component? {
    guard !shownOverlays.isEmpty else { return nil }
    var plain = self
    plain.declaration.overlays = []
    return Component(plain)
  }

  public var leftToRightTwin: Component? {
    guard isRightToLeft else { return nil }
    var twin = self
    twin.isRightToLeft = false
    return Component(twin)
  }

  /// The root part is the component's shape: redlines measure size, paddings and corners from it.
  public var partRoles: [PartRole: String] { [.container: declaration.anatomy.name] }
}

/// Theme role values a fixture's tokens set for declared components, by `system.role`: what
/// overrides a declaration's defaults (stored only when set, so themes compare equal otherwise).
public struct DeclaredTheme: SystemTheme {
  public var colors: [String: Color] = [:]
  public var typeStyles: [String: Font] = [:]
  /// Corner radii in points.
  public var shapes: [String: Double] = [:]
  /// Drop shadows by elevation role (a DTCG shadow token's layers).
  public var elevations: [String: [DropShadow]] = [:]

  public init() {}

  public var sheetHeading: ThemeHeading { .fromFixture }
}

/// The values a declaration's references name, for one image: theme roles (the theme's, else
/// the declared defaults) and props.
struct DeclaredValues {
  var declaration: ComponentDeclaration
  var theme: DeclaredTheme
  var props: [String: PropValue]

  func color(_ ref: ColorRef) -> Color {
    switch ref {
    case .literal(let color): return color
    case .role(let name):
      return theme.colors["\(declaration.system).\(name)"] ?? declaration.theme.color(name) ?? .clear
    }
  }

  /// An elevation role's shadows: the theme's (a shadow token), else the declared ones.
  func shadows(_ name: String?) -> [DropShadow] {
    guard let name else { return [] }
    return theme.elevations["\(declaration.system).\(name)"] ?? declaration.theme.elevation(name) ?? []
  }

  /// A corner's radius on a part of `size` (`full`: half the shorter side).
  func radius(_ value: RadiusValue, size: Size) -> Double {
    switch value {
    case .points(let points): return points
    case .full: return min(size.width, size.height) / 2
    case .role(let name):
      if let points = theme.shapes["\(declaration.system).\(name)"] { return points }
      return declaration.theme.shape(name).map { radius($0, size: size) } ?? 0
    }
  }

  func radii(_ radius: Radius?, size: Size) -> CornerRadii {
    guard let radius else { return CornerRadii(all: 0) }
    return CornerRadii(
      topLeft: self.radius(radius.topStart, size: size), topRight: self.radius(radius.topEnd, size: size),
      bottomRight: self.radius(radius.bottomEnd, size: size), bottomLeft: self.radius(radius.bottomStart, size: size))
  }

  /// Fallback type when a text part names no style: 14pt Inter, the catalog's text face.
  func font(_ style: String?) -> Font {
    guard let style else { return Font(family: "Inter", weight: 400, size: 14) }
    return theme.typeStyles["\(declaration.system).\(style)"] ?? declaration.theme.typeStyle(style)
      ?? Font(family: "Inter", weight: 400, size: 14)
  }

  /// A text part's text with the props filled in, transformed as it is shown.
  func shownText(_ p: PartProperties) -> String {
    (p.textTransform ?? .none).apply(DeclaredText.filled(p.text ?? "", props))
  }

  func isVisible(_ part: PartDeclaration) -> Bool {
    switch part.properties.visible ?? .always(true) {
    case .always(let shown): return shown
    case .prop(let name, let negated): return (props[name] == .boolean(true)) != negated
    }
  }

  /// An icon part's glyph: a Material icon's name, or the icon prop `{name}` holds.
  func icon(_ text: String?) -> MaterialIcon? {
    guard let text else { return nil }
    if let name = DeclaredText.wholePlaceholder(text), case .icon(let icon) = props[name] { return icon }
    return MaterialIcon(named: text)
  }

  func check(_ check: RuleCheck) -> SpecCheck {
    switch check {
    case .height(let v): .height(v)
    case .width(let v): .width(v)
    case .minWidth(let v): .minWidth(v)
    case .minHeight(let v): .minHeight(v)
    case .side(let v): .side(v)
    case .cornerRadius(let v): .cornerRadius(v)
    case .strokeWeight(let v): .borderWidth(v)
    case .leadingInset(let from, let v): .leadingInset(from: from, v)
    case .trailingInset(let from, let v): .trailingInset(from: from, v)
    case .topInset(let from, let v): .topInset(from: from, v)
    case .bottomInset(let from, let v): .bottomInset(from: from, v)
    case .gap(let to, let v): .gap(to: to, v)
    case .color(let paint, let ref): .color(paint, color(ref))
    case .contrast(let background, let minimum): .contrast(background: background, minimum: minimum)
    }
  }
}
