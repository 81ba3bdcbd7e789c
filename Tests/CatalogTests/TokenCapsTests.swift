import Catalog
import Foundation
import Graphics
import Testing
import Tokens

/// Issue 35, rows 6, 7, 8 and 18/26 (token JSON): a token load is bounded by construction.
/// Each input here is a few kilobytes that grew without bound on dc9fc0b (a million tokens,
/// ten times the work per level, a file read once per spelling, a stack overflow); now each is
/// refused with one line naming the cap, or loads with its work done once.
@Suite struct TokenCapsTests {
  func load(_ json: String) -> TokenSet { TokenSet.parse(Data(json.utf8), file: "t.tokens.json") }

  /// Every problem, errors and warnings (a problem in a token nothing maps is a warning).
  func text(_ set: TokenSet) -> String { (set.problems + set.warnings).map { "\($0)" }.joined(separator: "\n") }

  /// `levels` levels of `width` groups; each group of a level extends the next level's first
  /// group, whose own groups extend the level below: width^levels tokens once expanded.
  static func extendsFanOut(width: Int, levels: Int) -> String {
    var groups: [String] = []
    for level in 0..<levels {
      let members = (0..<width).map { i in
        level == levels - 1
          ? "\"t\(i)\": {\"$type\": \"number\", \"$value\": \(i)}"
          : "\"g\(i)\": {\"$extends\": \"{l\(level + 1)}\"}"
      }
      groups.append("\"l\(level)\": {\(members.joined(separator: ", "))}")
    }
    return "{\(groups.joined(separator: ", "))}"
  }

  /// Row 6: 1.8 KB of `$extends` fan-out made 1.1 million tokens (587 MB).
  @Test func extendsFanOutStopsAtTheTokenCap() {
    let json = Self.extendsFanOut(width: 10, levels: 7)
    #expect(json.utf8.count < 2_500)
    let set = load(json)
    let cap = InputLimits.countText(InputLimits.tokenEntries)
    #expect(text(set).contains("more than \(cap) (the cap)"), "\(text(set))")
    #expect(set.tokenCount <= InputLimits.tokenEntries)
  }

  /// A long chain of `$extends` (each group extending the one before) is no fan-out: it loads.
  @Test func extendsChainsAndSmallFanOutsStillLoad() {
    let chain = (0..<30).map { i in
      i == 0
        ? "\"g0\": {\"t\": {\"$type\": \"number\", \"$value\": 1}}"
        : "\"g\(i)\": {\"$extends\": \"{g\(i - 1)}\", \"u\(i)\": {\"$type\": \"number\", \"$value\": \(i)}}"
    }
    let set = load("{\(chain.joined(separator: ", "))}")
    #expect(set.problems.isEmpty, "\(text(set))")
    #expect(set.tokenCount == 1 + (1..<30).reduce(0) { $0 + 1 + $1 })  // g_i holds t and u1...u_i
    let small = load(Self.extendsFanOut(width: 10, levels: 3))
    #expect(small.problems.isEmpty && small.tokenCount == 10 + 100 + 1_000, "\(text(small))")
  }

  /// `levels` levels of `width` tokens; each token's value is a list of `$ref` pointers to every
  /// token of the level below.
  static func pointerFanOut(width: Int, levels: Int) -> String {
    var groups: [String] = []
    for level in 0..<levels {
      let tokens = (0..<width).map { i in
        let value =
          level == levels - 1
          ? "\(i)"
          : "[" + (0..<width).map { "{\"$ref\": \"#/l\(level + 1)/t\($0)/$value\"}" }.joined(separator: ", ") + "]"
        return "\"t\(i)\": {\"$type\": \"cubicBezier\", \"$value\": \(value)}"
      }
      groups.append("\"l\(level)\": {\(tokens.joined(separator: ", "))}")
    }
    return "{\(groups.joined(separator: ", "))}"
  }

  /// Row 7: pointers fanning out ten a level took ten times longer per level (2.1 KB: 36 s, and
  /// 16 levels were allowed). Each pointer is now followed once, and the copies they make are
  /// counted against the cap on reference work.
  @Test func pointerFanOutIsFollowedOnceAndBounded() {
    let json = Self.pointerFanOut(width: 10, levels: 12)
    #expect(json.utf8.count < 50_000)
    let set = load(json)
    let cap = InputLimits.countText(InputLimits.tokenReferenceSteps)
    #expect(text(set).contains("takes more than \(cap) steps (the cap on reference work)"), "\(text(set))")
    // Five levels copy 10^4 values: within the cap, every token loads (a cubic Bézier needs four
    // numbers, so the values are checked and refused, each once, without a cap message).
    let small = load(Self.pointerFanOut(width: 10, levels: 5))
    #expect(!text(small).contains("the cap"), "\(text(small))")
    #expect(small.tokenCount == 50)
  }

  /// Tokens aliasing tokens, ten a level (composites whose parts alias the level below), and a
  /// chain of 20,000 shadows each aliasing the next: each alias resolved once, the chain cut at
  /// its cap (dc9fc0b followed composite aliases without a bound, and overflowed the stack).
  @Test func aliasFanOutAndLongCompositeChainsAreBounded() {
    var levels: [String] = []
    for level in 0..<6 {
      let tokens = (0..<10).map { i in
        level == 5
          ? "\"t\(i)\": {\"$type\": \"shadow\", \"$value\": {\"color\": {\"colorSpace\": \"srgb\", "
            + "\"components\": [0, 0, 0]}, \"offsetX\": \"1px\", \"offsetY\": \"1px\", \"blur\": \"1px\", "
            + "\"spread\": \"0px\"}}"
          : "\"t\(i)\": {\"$type\": \"shadow\", \"$value\": ["
            + (0..<10).map { "\"{l\(level + 1).t\($0)}\"" }.joined(separator: ", ") + "]}"
      }
      levels.append("\"l\(level)\": {\(tokens.joined(separator: ", "))}")
    }
    let fanOut = load("{\(levels.joined(separator: ", "))}")
    #expect(fanOut.tokenCount == 60 && !text(fanOut).contains("cap"), "\(text(fanOut))")

    let count = 20_000
    let chain = (0..<count).map { i in
      i == count - 1
        ? "\"s\(i)\": {\"$value\": {\"color\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}, "
          + "\"offsetX\": \"1px\", \"offsetY\": \"1px\", \"blur\": \"1px\", \"spread\": \"0px\"}}"
        : "\"s\(i)\": {\"$value\": [\"{c.s\(i + 1)}\"]}"
    }
    let long = load("{\"c\": {\"$type\": \"shadow\", \(chain.joined(separator: ", "))}}")
    #expect(text(long).contains("alias chain longer than"), "\(text(long).prefix(300))")
  }

  /// Row 18/26 (token JSON): 100,000 levels of nesting is one line at the nesting cap, in every
  /// value position (a token value, a group, a list), never a stack overflow.
  @Test(arguments: ["[", "{\"a\": ", "{\"g\": {\"$type\": \"number\", \"$value\": "])
  func deepNestingIsOneLineAtTheCap(opening: String) {
    let depth = 100_000
    let json = "{\"x\": " + String(repeating: opening, count: depth)
    let set = load(json)
    #expect(set.problems.count == 1)
    #expect(
      text(set).contains("values nest deeper than \(InputLimits.nestingDepth) levels"), "\(text(set).prefix(300))")
    #expect(!text(set).contains("\n"))
  }

  /// Row 8: one file cited by many spellings (`./a`, `././a`, `x/../a`, a symbolic link) is read
  /// once; every citation still counts towards the bytes a load may merge, so a 4 MB file cited
  /// ten times is refused at the cap instead of taking 1.79 GB.
  @Test func oneFileCitedByManySpellingsIsReadOnceAndCounted() throws {
    let folder = try temporaryTokenFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/x", withIntermediateDirectories: true)
    try ##"{"material": {"color": {"primary": {"$type": "color", "$value": "#005F73"}}}}"##
      .write(toFile: folder + "/a.tokens.json", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "a.tokens.json")
    let spellings = ["a.tokens.json", "./a.tokens.json", "././a.tokens.json", "x/../a.tokens.json", "link.json"]
    let sources = spellings.map { "{\"$ref\": \"\($0)\"}" }.joined(separator: ", ")
    try resolver(sources).write(toFile: folder + "/r.resolver.json", atomically: true, encoding: .utf8)
    let set = TokenSet.load(path: folder + "/r.resolver.json")
    #expect(set.problems.isEmpty, "\(set.problems)")
    #expect(set.files == [folder + "/r.resolver.json", folder + "/a.tokens.json"])

    // 3 MB of tokens (under the 4 MiB file cap) cited 12 times: 36 MB, over the 32 MiB in all.
    let token = ##""tNNNNNN": {"$type": "number", "$value": 1}, "##
    let count = 3_000_000 / token.utf8.count
    let big =
      "{\"big\": {"
      + (0..<count).map { String(format: "\"t%06d\": {\"$type\": \"number\", \"$value\": 1}, ", $0) }
      .joined() + "\"end\": {\"$type\": \"number\", \"$value\": 1}}}"
    try big.write(toFile: folder + "/big.tokens.json", atomically: true, encoding: .utf8)
    let many = (0..<12).map { "{\"$ref\": \"\(String(repeating: "./", count: $0))big.tokens.json\"}" }
    try resolver(many.joined(separator: ", ")).write(
      toFile: folder + "/r.resolver.json", atomically: true, encoding: .utf8)
    let capped = TokenSet.load(path: folder + "/r.resolver.json")
    #expect(
      text(capped).contains("over \(InputLimits.bytesText(InputLimits.tokenLoadBytes)) in all (the cap"),
      "\(text(capped).prefix(500))")
    #expect(capped.files.count == 2)
  }

  /// A set citing another set ten times, which cites the next ten times: the sources a resolver
  /// composes are capped, not multiplied.
  @Test func setReferenceFanOutIsCapped() {
    var sets: [String] = []
    for level in 0..<6 {
      let sources =
        level == 5
        ? "{\"a\": {\"$type\": \"number\", \"$value\": 1}}"
        : (0..<10).map { _ in "{\"$ref\": \"#/sets/s\(level + 1)\"}" }.joined(separator: ", ")
      sets.append("\"s\(level)\": {\"sources\": [\(sources)]}")
    }
    let json =
      "{\"version\": \"2025.10\", \"sets\": {\(sets.joined(separator: ", "))}, \"resolutionOrder\": "
      + "[{\"$ref\": \"#/sets/s0\"}]}"
    let set = load(json)
    #expect(
      text(set).contains("more than \(InputLimits.countText(InputLimits.tokenSources)) sources (the cap"),
      "\(text(set))")
  }

  func resolver(_ sources: String) -> String {
    "{\"version\": \"2025.10\", \"sets\": {\"s\": {\"sources\": [\(sources)]}}, \"resolutionOrder\": "
      + "[{\"$ref\": \"#/sets/s\"}]}"
  }

  func temporaryTokenFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-caps-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
