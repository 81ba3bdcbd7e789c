import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// DTCG token files without pixels: values in both shapes, colour spaces, aliases, group
/// types, the mapping, and every error naming its token path.
@Suite struct DesignTokensTests {
  static let sample = packageRoot + "/Fixtures/tokens/acme.tokens.json"

  func parse(_ json: String) throws(TokenError) -> DesignTokens {
    try DesignTokens.parse(Data(json.utf8), file: "t.tokens.json")
  }

  func error(_ json: String) throws -> TokenError {
    try #require(throws: TokenError.self) { try parse(json) }
  }

  func value(_ tokens: DesignTokens, _ path: String) -> TokenValue? { tokens.values.first { $0.path == path }?.value }

  func theme(_ tokens: DesignTokens) -> Theme {
    var theme = Theme()
    tokens.apply(to: &theme)
    return theme
  }

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
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.6, 0.6, 0.6]}}}}}"##
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
        "caption": {"font-weight": {"$type": "fontWeight", "$value": 300}, "font-size": {"$type": "number", "$value": 11}}
      }}}
      """##)
    #expect(value(tokens, "material.typography.font-family") == .fontFamily(["Roboto"]))
    #expect(value(tokens, "material.typography.button.font-weight") == .fontWeight(600))
    #expect(theme(tokens).material.typography.caption == Font(family: "Roboto", weight: 300, size: 11))
  }

  @Test func aFontOutsideTheHermeticSetIsRefused() throws {
    let e = try error(##"{"fiori": {"typography": {"font-family": {"$type": "fontFamily", "$value": "Helvetica"}}}}"##)
    #expect(e.path == "fiori.typography.font-family")
    #expect(e.message.hasPrefix("no family of the font stack [\"Helvetica\"] is in specsheet's font set"), "\(e)")
  }

  // MARK: Types

  @Test func typesAreInheritedFromTheNearestGroup() throws {
    let tokens = try parse(
      ##"{"$type": "dimension", "material": {"color": {"$type": "color", "primary": {"$value": "#010203"}}, "shape": {"large": {"$value": "3px"}}}}"##
    )
    #expect(value(tokens, "material.color.primary") == .color(Color("#010203")))
    #expect(value(tokens, "material.shape.large") == .dimension(3))
  }

  @Test func aWrongTypeForTheMappedFieldNamesTheToken() throws {
    let e = try error(##"{"material": {"color": {"primary": {"$type": "dimension", "$value": "16px"}}}}"##)
    #expect(e.path == "material.color.primary")
    #expect(e.message.hasPrefix("$type dimension where color is expected"), "\(e)")
    #expect("\(e)".hasPrefix("t.tokens.json: material.color.primary: "))
  }

  @Test(arguments: [
    ("colour", "unknown $type \"colour\"; expected one of: color"),
    ("boxShadow", "the DTCG type is shadow"),
    ("fontSizes", "the DTCG type is dimension"),
  ])
  func anUnknownOrUnsupportedTypeNamesTheToken(type: String, message: String) throws {
    let e = try error(##"{"material": {"color": {"primary": {"$type": "\##(type)", "$value": "#000000"}}}}"##)
    #expect(e.path == "material.color.primary")
    #expect(e.message.contains(message), "\(e)")
  }

  @Test func aTokenWithoutTypeMustBeAnAlias() throws {
    let e = try error(##"{"material": {"color": {"primary": {"$value": "#000000"}}}}"##)
    #expect(e.path == "material.color.primary")
    #expect(e.message.hasPrefix("no $type"))
  }

  @Test func anAliasMustMatchTheTypeItDeclares() throws {
    let e = try error(
      ##"{"size": {"s": {"$type": "dimension", "$value": "4px"}}, "material": {"color": {"$type": "color", "primary": {"$value": "{size.s}"}}}}"##
    )
    #expect(e.path == "material.color.primary")
    #expect(e.message == "$type color, but its alias {size.s} is a dimension")
  }

  // MARK: Aliases

  @Test func aliasCyclesNameTheTokenAndTheCycle() throws {
    let e = try error(
      ##"""
      {"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}},
       "material": {"color": {"primary": {"$value": "{color.a}"}}}}
      """##)
    #expect(e.path == "color.a")
    #expect(e.message == "alias cycle color.a -> color.b -> color.a")
    #expect("\(e)" == "t.tokens.json: color.a: alias cycle color.a -> color.b -> color.a")
  }

  @Test func aTokenAliasingItselfIsACycle() throws {
    let e = try error(
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": "{material.color.primary}"}}}}"##)
    #expect(e.message == "alias cycle material.color.primary -> material.color.primary")
  }

  @Test func anAliasToNothingSuggestsTheNearestToken() throws {
    let e = try error(
      ##"{"color": {"$type": "color", "brand": {"500": {"$value": "#000000"}}}, "material": {"color": {"primary": {"$value": "{color.brand.50}"}}}}"##
    )
    #expect(e.path == "material.color.primary")
    #expect(e.message == "alias {color.brand.50} names no token; did you mean color.brand.500?")
  }

  @Test func anAliasToAGroupIsAnError() throws {
    let e = try error(
      ##"{"color": {"$type": "color", "brand": {"500": {"$value": "#000000"}}}, "material": {"color": {"primary": {"$value": "{color.brand}"}}}}"##
    )
    #expect(e.message.contains("names a group"))
  }

  // MARK: Unknown and unused tokens

  @Test func anUnknownPathInTheMappingsNamespaceSuggestsTheRightOne() throws {
    let e = try error(##"{"material": {"color": {"$type": "color", "primery": {"$value": "#000000"}}}}"##)
    #expect(e.path == "material.color.primery")
    #expect(e.message.hasPrefix("unknown token"))
    #expect(e.message.hasSuffix("did you mean material.color.primary?"), "\(e)")
  }

  @Test func aTokenNothingUsesIsListedAndAnErrorOnlyWhenStrict() throws {
    let json =
      ##"{"color": {"$type": "color", "used": {"$value": "#000000"}, "spare": {"$value": "#FFFFFF"}}, "material": {"color": {"primary": {"$value": "{color.used}"}}}}"##
    let set = TokenSet.parse(Data(json.utf8), file: "t.tokens.json")
    #expect(set.problems.isEmpty)
    #expect(set.unused == ["color.spare"])
    #expect(set.tokenCount == 3)
    let e = try #require(throws: TokenError.self) { try DesignTokens.parse(Data(json.utf8), file: "t.tokens.json", strict: true) }
    #expect(e.path == "color.spare")
    #expect(e.message.hasPrefix("unused token"))
  }

  @Test func aValueOutsideTheFieldsRangeIsRefused() throws {
    let e = try error(##"{"fiori": {"chip": {"height": {"$type": "dimension", "$value": "10rem"}}}}"##)
    #expect(e.path == "fiori.chip.height")
    #expect(e.message == "160 is outside the supported range 16...64")
  }

  // MARK: File structure

  @Test(arguments: [
    ("not json", "", "not valid JSON"),
    ("[1, 2]", "", "a JSON object"),
    (##"{"a": {"$extends": "{b}"}}"##, "a", "$extends"),
    (##"{"a": {"$value": "#000", "$type": "color", "b": {}}}"##, "a", "cannot also hold"),
    (##"{"a": {"$colour": "x"}}"##, "a", "unknown group property"),
    (##"{"a": 3}"##, "a", "expected a token"),
    (##"{"a": {"b.c": {"$value": 1}}}"##, "a.b.c", "must not be empty or contain"),
  ])
  func malformedFilesAreErrors(json: String, path: String, message: String) throws {
    let e = try error(json)
    #expect(e.path == path)
    #expect(e.message.contains(message), "\(e)")
  }

  @Test func descriptionsExtensionsAndSchemaAreAllowed() throws {
    let tokens = try parse(
      ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "$description": "x", "material": {"$extensions": {"com.example": 1}, "color": {"primary": {"$type": "color", "$value": "#000000", "$description": "ink", "$deprecated": false}}}}"##
    )
    #expect(tokens.values.count == 1)
  }

  // MARK: Robustness

  /// A small deterministic generator (SplitMix64), so a failure reproduces.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The sample with a few bytes changed, thousands of times: each run resolves or throws a
  /// TokenError with a short message; none crashes or hangs.
  @Test func mutatedSamplesAreBoundedErrorsNeverCrashes() throws {
    let original = [UInt8](try #require(FileManager.default.contents(atPath: Self.sample)))
    let alphabet = Array(##"{}[]",:$#.-0123456789eE truefalsnl{color.brand.700}"##.utf8)
    var rng = SplitMix(state: 18)
    var errors = 0
    for _ in 0..<800 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes[at] = alphabet.randomElement(using: &rng)!
        case 1: bytes.remove(at: at)
        default: bytes.insert(alphabet.randomElement(using: &rng)!, at: at)
        }
      }
      do {
        _ = try DesignTokens.parse(Data(bytes), file: "m.json")
      } catch {
        errors += 1
        #expect(error.message.count <= 400, "\(error)")
      }
    }
    #expect(errors > 400)  // most mutations break the file, so the errors were exercised
  }
}
