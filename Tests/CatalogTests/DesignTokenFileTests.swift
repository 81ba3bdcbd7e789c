import Catalog
import ComponentKit
import Fiori
import Foundation
import Graphics
import Material
import TestSupport
import Testing
import Tokens

/// DTCG token files as files: ranges, malformed structure, the keys DTCG allows, and mutated
/// samples that must end in bounded errors, never crashes.
@Suite struct DesignTokenFileTests: DesignTokenTesting {
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
    (##"{"a": {"$value": "#000", "$type": "color", "b": {}}}"##, "a", "\"b\" beside $value has no reading in DTCG"),
    (##"{"a": {"$colour": "x"}}"##, "a", "unknown group property"),
    (##"{"a": 3}"##, "a", "expected a token"),
    (##"{"a": {"b.c": {"$value": 1}}}"##, "a.b.c", "must not be empty or contain"),
  ])
  /// In a token nothing maps a malformed token is only a warning, unless strict (issue 36,
  /// token packages as published); a malformed file is an error either way.
  func malformedFilesAreErrors(json: String, path: String, message: String) throws {
    let e = try #require(throws: TokenError.self) {
      try DesignTokens.parse(Data(json.utf8), file: "t.tokens.json", strict: true)
    }
    #expect(e.path == path)
    #expect(e.message.contains(message), "\(e)")
    let lenient = TokenSet.parse(Data(json.utf8), file: "t.tokens.json")
    let found = try #require((lenient.problems + lenient.warnings).first)
    #expect(found.path == path && found.message.contains(message), "\(found)")
    #expect(lenient.problems.isEmpty == !path.isEmpty, "\(lenient.problems)")
  }

  @Test func descriptionsExtensionsAndSchemaAreAllowed() throws {
    let tokens = try parse(
      ##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "$description": "x", "material": "##
        + ##"{"$extensions": {"com.example": 1}, "color": {"primary": {"$type": "color", "$value": "#000000", "##
        + ##""$description": "ink", "$deprecated": false}}}}"##
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
