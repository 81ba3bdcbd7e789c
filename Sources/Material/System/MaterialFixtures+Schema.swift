import ComponentKit
import Tokens

/// The Material theme's keys and the keys every Material component shares.
extension MaterialFixtures {
  static let insetsType = FixtureType.list(.number(-100...100), count: 4...4)
  static let stateNames = states.map(\.0)
  static let overlays = [("touch-target", true), ("none", false)]
  static let overlay = FixtureKey(
    "overlay", .choice(overlays.map(\.0)), default: "`none`",
    "`touch-target` draws the 44pt target over the image")
  static let statesKey = FixtureKey(
    "states", .list(.choice(stateNames), count: 1...stateNames.count), default: "the type's states",
    "which states to draw")

  /// The theme's keys, each written once: `themeSchema` lists them and `scheme` reads them.
  enum ThemeKey {
    static let scheme = FixtureKey(
      "scheme", .choice(["baseline", "dark"]), default: "`baseline`", "the colour scheme to start from")
    static let fontFamily = FixtureKey(
      "font-family", .text(singleLine: false, maxLength: 100), default: "Roboto", "every type style's family")
    static let colors = FixtureKey("colors", .map(keys: MaterialColorScheme.roleNames, .color), "colour roles")
    static let typography = FixtureKey(
      "typography", .map(keys: MaterialTypographyScheme.styleNames, .object(FixtureKey.typeStyleKeys)),
      "type styles: `{size, weight}` per style name")
    static let shapes = FixtureKey("shapes", .object(shapeKeys), "the shape scheme's corner radii")

    static let small = FixtureKey("small", .number(0...100), "corner radius, points: themed buttons")
    static let medium = FixtureKey("medium", .number(0...100), "corner radius, points: themed cards")
    static let large = FixtureKey("large", .number(0...100), "corner radius, points (no component here reads it)")
    static let shapeKeys = [small, medium, large]
  }

  static let themeSchema = FixtureSchema(
    "A container scheme; every key optional.",
    [
      ThemeKey.scheme, DesignTokens.fixtureKey, DesignTokens.contextKey, ThemeKey.fontFamily, ThemeKey.colors,
      ThemeKey.typography, ThemeKey.shapes,
    ])
}
