import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// DTCG token files without pixels: the sample, values in both shapes, colour spaces and fonts
/// (types and aliases: `DesignTokenReferenceTests`; the file itself: `DesignTokenFileTests`).
@Suite struct DesignTokensTests: DesignTokenTesting {
  // MARK: The sample

  @Test func theSampleResolvesThroughAliasChainsAndBothValueShapes() throws {
    let tokens = try DesignTokens.load(path: Self.sample)
    let theme = theme(tokens)
    // material.color.primary -> color.action.primary -> color.brand.700 (a 2025.10 object).
    #expect(theme.material.colors.primary == Color("#005F73"))
    #expect(theme.material.colors.primaryVariant == Color("#001219"))  // a string value
    #expect(theme.material.colors.secondary == Color("#EE9B00"))  // display-p3, converted
    #expect(theme.material.colors.error == Color("#AE2012"))  // srgb-linear, converted
    #expect(theme.material.typography.button == Font(family: "Inter", weight: 600, size: 14))  // 0.875rem
    #expect(theme.material.typography.body1 == Font(family: "Inter", weight: 400, size: 16))
    #expect(theme.material.typography.headline1.family == "Inter")  // the family covers every style
    #expect([theme.material.shapes.small, theme.material.shapes.medium, theme.material.shapes.large] == [8, 12, 16])
    #expect(theme.fiori.fontFamily == "Inter")
    #expect(theme.fiori.plainSelected.background == Color("#005F73"))
    #expect(theme.fiori.plainPressedSelected.background == Color("#0A4D5C"))
    #expect(theme.fiori.iconSelected.border == Color("#0A7A8C"))
    #expect(theme.fiori.chipHeight == 32)  // 2rem
    // Untouched fields keep their defaults.
    #expect(theme.fiori.positive == FioriTheme().positive)
    #expect(theme.material.typography.caption.size == 12)
  }

  @Test func applyingOneSystemLeavesTheOtherAlone() throws {
    let tokens = try DesignTokens.load(path: Self.sample)
    var theme = Theme()
    tokens.apply(to: &theme, system: "fiori")
    #expect(theme.material == MaterialContainerScheme())
    #expect(theme.fiori != FioriTheme())
  }

  // MARK: Value shapes

  @Test(arguments: [
    (##"{"$type": "dimension", "$value": {"value": 6, "unit": "px"}}"##, 6.0),
    (##"{"$type": "dimension", "$value": "6px"}"##, 6.0),
    (##"{"$type": "dimension", "$value": {"value": 0.25, "unit": "rem"}}"##, 4.0),
    (##"{"$type": "dimension", "$value": "0.5rem"}"##, 8.0),
  ])
  func dimensionsInEitherShape(token: String, points: Double) throws {
    let tokens = try parse(##"{"material": {"shape": {"small": \##(token)}}}"##)
    #expect(value(tokens, "material.shape.small") == .dimension(points))
  }

  @Test(arguments: [
    (##""#12AB34""##, "#12AB34"),
    (##""#12AB3480""##, "#12AB3480"),
    (##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}"##, "#FF800080"),
    (##"{"colorSpace": "srgb", "components": ["none", 1, 0]}"##, "#00FF00"),
    // Linear 0.318547 is sRGB 0.6 (the transfer function), i.e. 153.
    (##"{"colorSpace": "srgb-linear", "components": [0.318547, 1, 0]}"##, "#99FF00"),
    // CSS Color 4: sRGB red is color(display-p3 0.9175 0.2003 0.1386).
    (##"{"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386]}"##, "#FF0000"),
    (##"{"colorSpace": "display-p3", "components": [1, 1, 1]}"##, "#FFFFFF"),
    // P3 red is outside sRGB: green and blue go negative and are clipped to 0.
    (##"{"colorSpace": "display-p3", "components": [1, 0, 0]}"##, "#FF0000"),
  ])
  func coloursInEitherShapeAndSupportedSpace(json: String, hex: String) throws {
    let tokens = try parse(##"{"material": {"color": {"primary": {"$type": "color", "$value": \##(json)}}}}"##)
    #expect(value(tokens, "material.color.primary") == .color(Color(hex: hex)!))
  }

  @Test func displayP3IsConvertedWithTheCSSMatrices() throws {
    // Both spaces share D65 white and the transfer function: a P3 grey is the same sRGB grey.
    let tokens = try parse(
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": "##
        + ##"[0.6, 0.6, 0.6]}}}}}"##
    )
    #expect(value(tokens, "material.color.primary") == .color(Color("#999999")))
  }

  @Test(arguments: [
    (##"{"colorSpace": "oklch", "components": [0.6, 0.1, 200]}"##, "colour space oklch is not supported"),
    (##"{"colorSpace": "srgb", "components": [1, 0]}"##, "3 numbers"),
    (##"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"##, "from 0 to 1"),
    (##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"##, "alpha"),
    (##"{"colorSpace": "cmyk", "components": [1, 0, 0]}"##, "unknown colour space"),
    (##""rgb(1, 2, 3)""##, "is not a colour"),
    (##""#12345""##, "is not a colour"),
    ("12", "expected a colour"),
  ])
  func badColoursAreErrorsAtTheToken(json: String, message: String) throws {
    let e = try error(##"{"material": {"color": {"primary": {"$type": "color", "$value": \##(json)}}}}"##)
    #expect(e.path == "material.color.primary")
    #expect(e.message.contains(message), "\(e)")
  }

  @Test func fontFamiliesAndWeights() throws {
    let tokens = try parse(
      ##"""
      {"material": {"typography": {
        "font-family": {"$type": "fontFamily", "$value": ["Roboto", "Arial", "sans-serif"]},
        "button": {"font-weight": {"$type": "fontWeight", "$value": "semi-bold"}},
        "caption": {"font-weight": {"$type": "fontWeight", "$value": 300}, \##
      "font-size": {"$type": "number", "$value": 11}}
      }}}
      """##)
    #expect(value(tokens, "material.typography.font-family") == .fontFamily(["Roboto"]))
    #expect(value(tokens, "material.typography.button.font-weight") == .fontWeight(600))
    #expect(theme(tokens).material.typography.caption == Font(family: "Roboto", weight: 300, size: 11))
  }

  @Test func aFontOutsideTheHermeticSetIsRefused() throws {
    let e = try error(##"{"fiori": {"typography": {"font-family": {"$type": "fontFamily", "$value": "Helvetica"}}}}"##)
    #expect(e.path == "fiori.typography.font-family")
    #expect(e.message.hasPrefix("no family of the font stack (1 family) is in specsheet's font set"), "\(e)")
  }
}
