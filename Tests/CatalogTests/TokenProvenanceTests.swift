import Catalog
import ComponentKit
import Foundation
import Testing
import Tokens

/// Issue 36, "Provenance that is true": every mapped value names the file and line of the token
/// holding it and the whole alias chain from the mapped path, and a problem names the file and
/// line of its own token, also when a group is written across several files.
@Suite struct TokenProvenanceTests {
  /// A group `g` split across two files: `a` writes `g.y` and `g.w`, `fix` (merged after it)
  /// writes `g.z` and the mapping, so `fix` is the last file to touch `g`.
  static let files: [String: String] = [
    "/p/r.resolver.json": """
    {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s",
      "sources": [{"$ref": "a.tokens.json"}, {"$ref": "fix.tokens.json"}]}]}
    """,
    "/p/a.tokens.json": """
    {
      "g": {
        "$type": "color",
        "y": { "$value": "#112233" },
        "w": { "$value": "#445566" }
      }
    }
    """,
    "/p/fix.tokens.json": """
    {
      "g": {
        "z": { "$value": "{g.y}" }
      },
      "material": { "color": {
        "primary": { "$value": "{g.z}" } } }
    }
    """,
  ]

  func load(_ files: [String: String]) -> TokenSet {
    TokenSet.load(
      path: "/p/r.resolver.json", families: TokenMapping.families,
      files: .memory(files.mapValues { Array($0.utf8) }))
  }

  @Test func aTokenOfAGroupSplitAcrossFilesIsCreditedToTheFileThatWritesIt() throws {
    let set = load(Self.files)
    #expect(set.problems.isEmpty, "\(set.problems)")
    let primary = try #require(set.fields.first { $0.path == "material.color.primary" })
    #expect(primary.source == "g.y")
    // Before: g.y was credited to fix.tokens.json, the last file that wrote into `g`.
    #expect(primary.sourceFile == "/p/a.tokens.json")
    #expect(primary.sourcePlace == TokenPlace(file: "/p/a.tokens.json", line: 4, column: 5))
    #expect(
      primary.chain.map(\.token) == ["material.color.primary", "g.z", "g.y"]
        && primary.chain.map(\.place.file) == ["/p/fix.tokens.json", "/p/fix.tokens.json", "/p/a.tokens.json"]
        && primary.chain.map(\.place.line) == [6, 3, 4])
    #expect(primary.chainText == "material.color.primary ← g.z → g.y")
    #expect(primary.provenance() == "material.color.primary ← g.z → g.y (/p/a.tokens.json:4)")
  }

  /// The broken token is the one the mapping reaches (through `g.z`), so it is an error.
  @Test func aProblemInASplitGroupNamesItsOwnFileLineAndColumn() throws {
    var files = Self.files
    files["/p/a.tokens.json"] = files["/p/a.tokens.json"]!.replacingOccurrences(of: "\"#112233\"", with: "5")
    let problem = try #require(load(files).problems.first)
    #expect(problem.path == "g.y")
    #expect(problem.file == "/p/a.tokens.json" && problem.line == 4 && problem.column == 5, "\(problem)")
    #expect(problem.description.hasPrefix("/p/a.tokens.json:4:5: g.y: expected a colour"), "\(problem)")
  }

  /// The chain from the mapped path through a semantic token to the palette, as Trailhead ships
  /// it: the semantic token mapped is named, not only the end of the chain.
  @Test func theChainRunsFromTheMappedPathThroughTheSemanticTokenToThePalette() throws {
    let set = TokenSet.load(path: TokenSetTests.trailhead)
    let primary = try #require(set.fields.first { $0.path == "material.color.primary" })
    #expect(primary.chainText == "material.color.primary ← bgColor.accent.emphasis → color.pine.700")
    #expect(primary.chain[1].place.file.hasSuffix("theme-light.tokens.json"))
    let palette = try String(
      contentsOfFile: (TokenSetTests.trailhead as NSString).deletingLastPathComponent + "/palette.tokens.json",
      encoding: .utf8
    ).components(separatedBy: "\n")
    // The line named holds the token's own name, inside the pine group (not ember's "700").
    let line = primary.sourcePlace.line
    #expect(palette[line - 1].contains("\"700\""))
    let pine = try #require(palette.firstIndex { $0.contains("\"pine\"") })
    let ember = try #require(palette.firstIndex { $0.contains("\"ember\"") })
    #expect(line > pine && (ember < pine || line < ember + 1))
  }

  /// A token a group inherits through `$extends` is written where the group it extends writes it.
  @Test func anInheritedTokenIsCreditedToTheTokenItCopies() throws {
    let json = """
      {
        "base": {
          "$type": "color",
          "accent": { "$value": "#112233" }
        },
        "warm": { "$extends": "{base}" },
        "material": { "color": { "primary": { "$value": "{warm.accent}" } } }
      }
      """
    let set = TokenSet.parse(Data(json.utf8), file: "x.tokens.json")
    #expect(set.problems.isEmpty, "\(set.problems)")
    let primary = try #require(set.fields.first)
    #expect(primary.chain.map(\.token) == ["material.color.primary", "warm.accent"])
    #expect(primary.sourcePlace == TokenPlace(file: "x.tokens.json", line: 4, column: 5))
  }

  @Test func columnsCountCharactersAndAOneLineFileHasItsColumns() throws {
    let json = #"{"é": {"$type": "number", "n": {"$value": 1}}, "material": {"x": {"$value": 2}}}"#
    let set = TokenSet.parse(Data(json.utf8), file: "one.tokens.json")
    let problem = try #require(set.problems.first { $0.path == "material.x" })
    // `"x"` starts at character 63 of the line; `é` is two bytes and one character before it.
    let column = Array(json).firstIndex(of: "x")! - 1 + 1
    #expect(problem.line == 1 && problem.column == column, "\(problem)")
  }
}
