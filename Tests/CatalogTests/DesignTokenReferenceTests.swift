import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// DTCG token files: types inherited from groups, aliases and their cycles, and the mapping's
/// unknown and unused tokens, every error naming its token path.
@Suite struct DesignTokenReferenceTests: DesignTokenTesting {
  // MARK: Types

  @Test func typesAreInheritedFromTheNearestGroup() throws {
    let tokens = try parse(
      ##"{"$type": "dimension", "material": {"color": {"$type": "color", "primary": {"$value": "#010203"}}, "shape": "##
        + ##"{"large": {"$value": "3px"}}}}"##
    )
    #expect(value(tokens, "material.color.primary") == .color(Color("#010203")))
    #expect(value(tokens, "material.shape.large") == .dimension(3))
  }

  @Test func aWrongTypeForTheMappedFieldNamesTheToken() throws {
    let e = try error(##"{"material": {"color": {"primary": {"$type": "dimension", "$value": "16px"}}}}"##)
    #expect(e.path == "material.color.primary")
    #expect(e.message.hasPrefix("$type dimension where color is expected"), "\(e)")
    #expect("\(e)".hasPrefix("t.tokens.json:1:25: material.color.primary: "))
  }

  @Test(arguments: [
    ("colour", "unknown $type (a text of 6 characters); expected one of: color"),
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
      ##"{"size": {"s": {"$type": "dimension", "$value": "4px"}}, "material": {"color": {"$type": "color", "##
        + ##""primary": {"$value": "{size.s}"}}}}"##
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
    // The mapping reaches the cycle, so it is an error, saying through which mapped path, and
    // where the token is written.
    let through = " (the mapping reaches it through material.color.primary)"
    #expect(e.message == "alias cycle color.a -> color.b -> color.a" + through)
    #expect("\(e)" == "t.tokens.json:1:30: color.a: alias cycle color.a -> color.b -> color.a" + through)
  }

  @Test func aTokenAliasingItselfIsACycle() throws {
    let e = try error(
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": "{material.color.primary}"}}}}"##)
    #expect(e.message == "alias cycle material.color.primary -> material.color.primary")
  }

  @Test func anAliasToNothingSuggestsTheNearestToken() throws {
    let e = try error(
      ##"{"color": {"$type": "color", "brand": {"500": {"$value": "#000000"}}}, "material": {"color": {"primary": "##
        + ##"{"$value": "{color.brand.50}"}}}}"##
    )
    #expect(e.path == "material.color.primary")
    // The target is the file's text: shown only as far as it names groups the file has.
    #expect(e.message == "alias {color.brand.…} names no token; did you mean color.brand.500?")
  }

  @Test func anAliasToAGroupIsAnError() throws {
    let e = try error(
      ##"{"color": {"$type": "color", "brand": {"500": {"$value": "#000000"}}}, "material": {"color": {"primary": "##
        + ##"{"$value": "{color.brand}"}}}}"##
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
      ##"{"color": {"$type": "color", "used": {"$value": "#000000"}, "spare": {"$value": "#FFFFFF"}}, "material": "##
      + ##"{"color": {"primary": {"$value": "{color.used}"}}}}"##
    let set = TokenSet.parse(Data(json.utf8), file: "t.tokens.json")
    #expect(set.problems.isEmpty)
    #expect(set.unused == ["color.spare"])
    #expect(set.tokenCount == 3)
    let e = try #require(throws: TokenError.self) {
      try DesignTokens.parse(Data(json.utf8), file: "t.tokens.json", strict: true)
    }
    #expect(e.path == "color.spare")
    #expect(e.message.hasPrefix("unused token"))
  }
}
