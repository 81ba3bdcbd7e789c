import ComponentKit
import Graphics

/// Material's semantic colour scheme (mdc-facts §1, `MDCSemanticColorScheme`).
public struct MaterialColorScheme: Hashable, Sendable {
  public var primary: Color
  public var primaryVariant: Color
  public var secondary: Color
  public var error: Color
  public var surface: Color
  public var background: Color
  public var onPrimary: Color
  public var onSecondary: Color
  public var onSurface: Color
  public var onBackground: Color

  /// mdc-facts §1: `MDCColorSchemeDefaultsMaterial201804`, the container scheme's default.
  public static let baseline201804 = MaterialColorScheme(
    primary: Color("#6200EE"), primaryVariant: Color("#3700B3"), secondary: Color("#03DAC6"),
    error: Color("#B00020"), surface: Color("#FFFFFF"), background: Color("#FFFFFF"),
    onPrimary: Color("#FFFFFF"), onSecondary: Color("#000000"), onSurface: Color("#000000"),
    onBackground: Color("#000000"))

  /// mdc-facts §1: `MDCColorSchemeDefaultsMaterialDark201907`.
  public static let dark201907 = MaterialColorScheme(
    primary: Color("#BB86FC"), primaryVariant: Color("#3700B3"), secondary: Color("#03DAC6"),
    error: Color("#CF6679"), surface: Color("#121212"), background: Color("#121212"),
    onPrimary: Color("#000000"), onSecondary: Color("#000000"), onSurface: Color("#FFFFFF"),
    onBackground: Color("#FFFFFF"))

}

extension MaterialColorScheme {
  /// Role names as fixtures write them.
  public static func role(named name: String) -> WritableKeyPath<MaterialColorScheme, Color>? {
    switch name {
    case "primary": \.primary
    case "primary-variant": \.primaryVariant
    case "secondary": \.secondary
    case "error": \.error
    case "surface": \.surface
    case "background": \.background
    case "on-primary": \.onPrimary
    case "on-secondary": \.onSecondary
    case "on-surface": \.onSurface
    case "on-background": \.onBackground
    default: nil
    }
  }

  public static let roleNames = [
    "primary", "primary-variant", "secondary", "error", "surface", "background", "on-primary",
    "on-secondary", "on-surface", "on-background",
  ]
}
