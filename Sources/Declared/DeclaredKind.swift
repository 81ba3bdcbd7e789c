import ComponentKit
import Graphics

extension ComponentDeclaration {
  /// The fixture keys of its variants: one per prop, and `states`.
  public var fixtureSchema: FixtureSchema {
    let keys = props.map { prop in
      FixtureKey(prop.name, prop.type.fixtureType, default: "`\(prop.defaultValue.text)`", "a prop of \(name)")
    }
    let states = FixtureKey(
      "states", .list(.choice(renderedStates), count: 1...renderedStates.count), default: "every state",
      "which states to draw")
    return FixtureSchema(
      summary.isEmpty ? "A declared component (\(file))." : summary, keys + [.direction, states])
  }

  /// The kind fixtures name it by (`system:`, `component:`): a variant sets props and picks states.
  public var kind: ComponentKind {
    let declaration = self
    return ComponentKind(system: system, name: name, schema: fixtureSchema) { variant, _ in
      var props: [String: PropValue] = [:]
      for prop in declaration.props {
        if let value = variant.optional(prop.name) {
          props[prop.name] = try PropDeclaration.value(value, type: prop.type)
        }
      }
      let rightToLeft = try variant.isRightToLeft()
      var states = declaration.defaultStates(for: DeclaredComponent(declaration, props: props).props)
      if let value = variant.optional("states") {
        states = try value.states(declaration.renderedStates.map { ($0, $0) })
      }
      return states.map { state in
        var component = DeclaredComponent(declaration, props: props, state: state)
        component.isRightToLeft = rightToLeft
        return (state, Component(component))
      }
    }
  }
}

extension PropType {
  var isNumber: Bool { if case .number = self { true } else { false } }

  var fixtureType: FixtureType {
    switch self {
    case .text(let maxLength): .text(singleLine: true, maxLength: maxLength)
    case .icon: .glyph(.materialIcons, allowsNone: true)
    case .boolean: .bool
    case .choice(let names): .choice(names)
    case .number(let range): .number(range)
    }
  }
}
