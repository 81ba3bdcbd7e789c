import ComponentKit
import Graphics

/// Material's type scale (mdc-facts §2, `MDCTypographyScheme` 201804). MDC uses the system font;
/// Roboto from Debian's fonts-roboto stands in for it. MDC applies no letter spacing (§2).
public struct MaterialTypographyScheme: Hashable, Sendable {
  public var family: String
  public var headline1: Font
  public var headline2: Font
  public var headline3: Font
  public var headline4: Font
  public var headline5: Font
  public var headline6: Font
  public var subtitle1: Font
  public var subtitle2: Font
  public var body1: Font
  public var body2: Font
  public var button: Font
  public var caption: Font
  public var overline: Font

  /// mdc-facts §2 table. Weights: Light 300, Regular 400, Medium 500. subtitle2 is Regular in
  /// the code (the M2 spec says Medium).
  public static func baseline(family: String = "Roboto") -> MaterialTypographyScheme {
    func f(_ size: Double, _ weight: Int) -> Font { Font(family: family, weight: weight, size: size) }
    return MaterialTypographyScheme(
      family: family,
      headline1: f(96, 300), headline2: f(60, 300), headline3: f(48, 400), headline4: f(34, 400),
      headline5: f(24, 400), headline6: f(20, 500), subtitle1: f(16, 400), subtitle2: f(14, 400),
      body1: f(16, 400), body2: f(14, 400), button: f(14, 500), caption: f(12, 400),
      overline: f(12, 500))
  }

  /// Style names as fixtures write them.
  public static let styleNames = [
    "headline1", "headline2", "headline3", "headline4", "headline5", "headline6", "subtitle1",
    "subtitle2", "body1", "body2", "button", "caption", "overline",
  ]

  public static func style(named name: String) -> WritableKeyPath<MaterialTypographyScheme, Font>? {
    switch name {
    case "headline1": \.headline1
    case "headline2": \.headline2
    case "headline3": \.headline3
    case "headline4": \.headline4
    case "headline5": \.headline5
    case "headline6": \.headline6
    case "subtitle1": \.subtitle1
    case "subtitle2": \.subtitle2
    case "body1": \.body1
    case "body2": \.body2
    case "button": \.button
    case "caption": \.caption
    case "overline": \.overline
    default: nil
    }
  }

  /// Every style with the family replaced (fixtures change the family in one place).
  public func withFamily(_ newFamily: String) -> MaterialTypographyScheme {
    var copy = self
    copy.family = newFamily
    for name in Self.styleNames {
      if let path = Self.style(named: name) { copy[keyPath: path].family = newFamily }
    }
    return copy
  }
}
