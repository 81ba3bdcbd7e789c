import Catalog
import ComponentKit
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// Issue 36, "token packages as published": a multi-file package of the project's own making
/// (Tests/Resources/harbor-tokens, README there) with the kinds of problems GitHub Primer and
/// Figma's Simple Design System ship, all in tokens nothing maps. They are warnings, counted by
/// kind, and the set loads; strict mode makes them errors; the same problems in a token the
/// mapping reaches are errors naming the token and its file; a modifier without a default asks
/// for `--token-context` by name. On main before this change the package did not load at all
/// (12 problems, exit 65).
@Suite struct PublishedTokenPackageTests {
  static let harbor = packageRoot + "/Tests/Resources/harbor-tokens/harbor.resolver.json"
  static let light = ["theme": "light"]

  /// The package's problems as its README counts them: kind and paths.
  static let expected: [(TokenProblemKind, [String])] = [
    (.extraProperty, ["base.color.harbor-wash", "base.color.scrim.dark", "base.color.scrim.light"]),
    (.stringDuration, ["base.duration.long", "base.duration.medium", "base.duration.short"]),
    (.missingPart(.typography, "letterSpacing"), ["base.text.caption", "base.text.title"]),
    (.customType, ["base.breakpoint.narrow", "base.breakpoint.wide"]),
    (.untyped, ["base.layout.columns", "base.layout.gutter"]),
  ]

  func byKind(_ problems: [TokenError]) -> [TokenProblemKind: [String]] {
    Dictionary(grouping: problems, by: \.kind).mapValues { $0.map(\.path).sorted() }
  }

  @Test func problemsInTokensNothingMapsAreWarningsAndTheSetLoads() throws {
    let set = TokenSet.load(path: Self.harbor, contexts: Self.light)
    #expect(set.problems.isEmpty, "\(set.problems)")
    #expect(set.warnings.count == 12, "\(set.warnings)")
    let found = byKind(set.warnings)
    for (kind, paths) in Self.expected { #expect(found[kind] == paths, "\(kind): \(found)") }
    #expect(found.count == Self.expected.count, "\(found.keys)")
    // Each names one of the package's files and never quotes a value ("120ms", "#14202B").
    let files = [
      "base.color": "base/color.tokens.json", "base.duration": "base/motion.tokens.json",
      "base.text": "base/typography.tokens.json", "base.breakpoint": "base/size.tokens.json",
      "base.layout": "base/size.tokens.json",
    ]
    for warning in set.warnings {
      let group = warning.path.split(separator: ".").prefix(2).joined(separator: ".")
      // The file and line that write the token, not the last file to write into `base`.
      #expect(warning.file.hasSuffix("/" + (files[group] ?? "?")) && (warning.line ?? 0) > 0, "\(warning)")
      #expect(!warning.message.contains("120ms") && !warning.message.contains("14202B"), "\(warning)")
    }
    var theme = Theme()
    try set.designTokens().apply(to: &theme)
    #expect(theme.material.colors.primary == Color("#1B5E8C"))
  }

  @Test func anExtraPropertyBesideValueSaysDTCGGivesItNoReadingAndPointsAtExtensions() throws {
    let set = TokenSet.load(path: Self.harbor, contexts: Self.light)
    let alpha = try #require(set.warnings.first { $0.path == "base.color.scrim.light" })
    #expect(alpha.message.contains("\"alpha\" beside $value has no reading in DTCG"), "\(alpha.message)")
    #expect(alpha.message.contains("move it into $extensions"), "\(alpha.message)")
    #expect("\(alpha)".count <= TokenError.lineLimit)
  }

  @Test func strictModeMakesEveryOneAnErrorAndListsThemAll() throws {
    let set = TokenSet.load(path: Self.harbor, contexts: Self.light, strict: true)
    #expect(set.warnings.isEmpty)
    let found = byKind(set.problems)
    for (kind, paths) in Self.expected { #expect(found[kind] == paths, "\(kind): \(found)") }
    #expect(found[.unused]?.contains("base.easing.standard") == true, "unused tokens are still errors")
    // A token with a problem of its own is not listed again as unused.
    #expect(found[.unused]?.contains("base.duration.short") == false)
    let error = try #require(throws: TokenError.self) { try set.designTokens() }
    #expect(error.all.count == set.problems.count && error.unlisted == 0)
  }

  /// The same kinds where the mapping reaches them (a config's `token-mapping:` here): errors,
  /// naming the token, its file and the mapping path that reaches it.
  @Test(arguments: [
    ("material.color.surface", "base.color.scrim.light", TokenProblemKind.extraProperty),
    ("material.shape.small", "base.duration.short", .stringDuration),
    ("material.typography.button", "base.text.title", .missingPart(.typography, "letterSpacing")),
    ("material.shape.medium", "base.breakpoint.wide", .customType),
    ("material.shape.medium", "base.layout.gutter", .untyped),
  ])
  func aReachedBadTokenIsAnError(mapped: String, token: String, kind: TokenProblemKind) throws {
    let set = TokenSet.load(
      path: Self.harbor, contexts: Self.light, mapping: [mapped: token], mappingFile: "specsheet.yaml")
    let problem = try #require(set.problems.first { $0.path == token }, "\(set.problems)")
    #expect(problem.kind == kind)
    #expect(set.files.contains(problem.file) && problem.file.hasSuffix(".tokens.json"), "\(problem)")
    #expect(problem.line != nil && problem.column != nil, "where the token is written: \(problem)")
    #expect(problem.message.hasSuffix("(the mapping reaches it through \(mapped))"), "\(problem.message)")
    #expect(!set.warnings.contains { $0.path == token })
    #expect(set.warnings.count == 11)  // the others stay warnings
  }

  @Test func aModifierWithoutADefaultAsksForATokenContextByName() throws {
    let set = TokenSet.load(path: Self.harbor)
    #expect(set.problems.count == 1, "\(set.problems)")
    let ask = try #require(set.problems.first)
    #expect(ask.kind == .noContext && ask.path == "modifiers.theme")
    #expect(ask.message.contains("--token-context theme=light"), "\(ask.message)")
    #expect(ask.message.hasSuffix("its contexts: light, dark"), "\(ask.message)")
  }

  @Test func aModifierWithManyContextsListsAFewAndCountsThem() throws {
    let contexts = (0..<50).map { "\"context-\($0)-\(String(repeating: "x", count: 40))\": []" }
    let json =
      ##"{"version": "2025.10", "modifiers": {"brand": {"contexts": {"##
      + contexts.joined(separator: ", ") + ##"}}}, "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}"##
    let set = TokenSet.parse(Data(json.utf8), file: "r.resolver.json")
    let ask = try #require(set.problems.first { $0.kind == .noContext })
    #expect(ask.message.contains("--token-context brand=context-0-"), "\(ask.message)")
    #expect(ask.message.hasSuffix("(50 in all)"), "\(ask.message)")
    #expect("\(ask)".count <= TokenError.lineLimit)
  }

  /// Reach is read from the tokens as written: a group's problem above a reached token is an
  /// error, the same problem in a group nothing reaches a warning; a composite's part alias
  /// reaches its target.
  @Test func reachFollowsAliasesPartsAndGroups() throws {
    let json = ##"""
      {"brand": {"$description": 5, "ink": {"$type": "color", "$value": "#000000"}},
       "spare": {"$description": 5, "x": {"$type": "number", "$value": 1}},
       "size": {"$type": "dimension", "body": {"$value": "14pt"}},
       "type": {"$type": "typography", "label": {"$value": {"fontFamily": "Inter", "fontSize": "{size.body}",
         "fontWeight": 600, "letterSpacing": "0px", "lineHeight": 1.2}}},
       "material": {"color": {"primary": {"$value": "{brand.ink}"}},
                    "typography": {"button": {"$value": "{type.label}"}}}}
      """##
    let set = TokenSet.parse(Data(json.utf8), file: "t.tokens.json")
    // "14pt" is no dimension; the typography whose part aliases it says so too.
    #expect(set.problems.map(\.path).sorted() == ["brand", "size.body", "type.label"], "\(set.problems)")
    #expect(
      set.problems.first { $0.path == "size.body" }?.message.hasSuffix("through material.typography.button)") == true)
    #expect(set.warnings.map(\.path) == ["spare"] && set.warnings[0].kind == .metadata, "\(set.warnings)")
  }
}
