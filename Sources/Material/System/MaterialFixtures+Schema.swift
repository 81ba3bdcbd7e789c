import ComponentKit
import Tokens

/// The Material theme's keys and the keys every Material component shares.
extension MaterialFixtures {
  static let insetsType = FixtureType.list(.number(-100...100), count: 4...4)
  static let stateNames = states.map(\.0)
  static let overlay = FixtureKey(
    "overlay", .choice(["touch-target", "none"]), default: "`none`",
    "`touch-target` draws the 44pt target over the image")
  static let statesKey = FixtureKey(
    "states", .list(.choice(stateNames), count: 1...stateNames.count), default: "the type's states",
    "which states to draw")

  static let typeStyleKeys = FixtureKey.typeStyleKeys
  static let shapeKeys = [
    FixtureKey("small", .number(0...100), "corner radius, points"),
    FixtureKey("medium", .number(0...100), "corner radius, points"),
    FixtureKey("large", .number(0...100), "corner radius, points"),
  ]

  static let themeSchema = FixtureSchema(
    "A container scheme; every key optional.",
    [
      FixtureKey("scheme", .choice(["baseline", "dark"]), default: "`baseline`", "the colour scheme to start from"),
      DesignTokens.fixtureKey, DesignTokens.contextKey,
      FixtureKey(
        "font-family", .text(singleLine: false, maxLength: 100), default: "Roboto", "every type style's family"),
      FixtureKey("colors", .map(keys: MaterialColorScheme.roleNames, .color), "colour roles"),
      FixtureKey(
        "typography", .map(keys: MaterialTypographyScheme.styleNames, .object(typeStyleKeys)),
        "type styles: `{size, weight}` per style name"),
      FixtureKey("shapes", .object(shapeKeys), "the shape scheme's corner radii"),
    ])
}
