import ComponentKit
import Graphics
import Tokens

/// Material's token paths (`material.color.<role>`, type styles, shapes) onto `theme.material`.
extension TokenMapping {
  package static let material: [TokenMapping] = [
    TokenMapping(
      pattern: "material.color.<role>", names: MaterialColorScheme.roleNames, system: "material", types: [.color],
      field: "`MaterialContainerScheme.colors`, the role (`theme.colors.<role>`)"
    ) { name, value, theme in
      if case .color(let c) = value, let role = MaterialColorScheme.role(named: name) {
        theme.material.colors[keyPath: role] = c
      }
    },
    TokenMapping(
      pattern: "material.typography.font-family", names: [], system: "material", types: [.fontFamily],
      field: "every type style's family (`theme.font-family`)"
    ) { _, value, theme in
      if case .fontFamily(let f) = value, let family = f.first {
        theme.material.typography = theme.material.typography.withFamily(family)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>", names: MaterialTypographyScheme.styleNames, system: "material",
      types: [.typography], range: range(of: FixtureKey.typeStyleSize),
      field: "the style's family, size and weight (`theme.typography.<style>`), from a typography token"
    ) { name, value, theme in
      if case .typography(let t) = value, let style = MaterialTypographyScheme.style(named: name),
        let family = t.family.first
      {
        theme.material.typography[keyPath: style] = Font(family: family, weight: t.weight, size: t.size)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>.font-size", names: MaterialTypographyScheme.styleNames, system: "material",
      types: [.dimension, .number], range: range(of: FixtureKey.typeStyleSize),
      field: "the style's size in points (`theme.typography.<style>.size`)"
    ) { name, value, theme in
      if let style = MaterialTypographyScheme.style(named: name) {
        theme.material.typography[keyPath: style].size = number(value)
      }
    },
    TokenMapping(
      pattern: "material.typography.<style>.font-weight", names: MaterialTypographyScheme.styleNames,
      system: "material",
      types: [.fontWeight], range: range(of: FixtureKey.typeStyleWeight),
      field: "the style's weight (`theme.typography.<style>.weight`)"
    ) { name, value, theme in
      if let style = MaterialTypographyScheme.style(named: name) {
        theme.material.typography[keyPath: style].weight = Int(number(value))
      }
    },
    TokenMapping(
      pattern: "material.shape.<category>", names: ["small", "medium", "large"], system: "material",
      types: [.dimension],
      range: range(of: MaterialFixtures.ThemeKey.small),
      field: "the shape scheme's corner radius (`theme.shapes.<category>`)"
    ) { name, value, theme in
      switch name {
      case "small": theme.material.shapes.small = number(value)
      case "medium": theme.material.shapes.medium = number(value)
      default: theme.material.shapes.large = number(value)
      }
    },
  ]
}
