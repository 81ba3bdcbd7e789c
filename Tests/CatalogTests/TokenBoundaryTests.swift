import Catalog
import ComponentKit
import Foundation
import Testing
import Tokens

/// Issue 35, row 4 (and row 15's token part): a path that data wrote (a fixture's `tokens:`, a
/// resolver's `$ref`) names only a regular file inside the project, however it is spelled, and
/// a refusal never shows what the file holds. Each case plants a secret outside the project and
/// checks that it is refused and never echoed (on dc9fc0b each was read and its values printed).
@Suite struct TokenBoundaryTests {
  static let secret = "ghp_TokenBoundarySecret0123456789abcdefXYZ"
  /// A temporary folder holding `project/` (a `.git` folder marks its root) and `outside/`.
  let folder: String
  var project: String { folder + "/project" }
  var outside: String { folder + "/outside" }

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-bound-\(UUID().uuidString)").path
    for sub in ["project/.git", "project/fixtures", "project/tokens", "outside"] {
      try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    // A credentials file as a CI job may hold it, and a token file that is valid JSON around it.
    try write(
      "outside/secret.json",
      ##"{"type": "service_account", "client_email": "\##(Self.secret)@x.iam", "private_key": "\##(Self.secret)"}"##)
    try write(
      "outside/secret.tokens.json", ##"{"material": {"color": {"primary": {"$value": "\##(Self.secret)"}}}}"##)
    try write(
      "project/tokens/brand.tokens.json",
      ##"{"material": {"color": {"primary": {"$type": "color", "$value": "#005F73"}}}}"##)
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
  }

  /// Loads a fixture in the project whose theme names `tokens`; the error text, or nil when it loads.
  func fixtureError(tokens: String) throws -> String? {
    try write(
      "project/fixtures/chip.yaml",
      "system: material\ncomponent: chip\ntheme: {tokens: \"\(tokens)\"}\n"
        + "variants:\n  - {name: a, type: input, look: themed, title: A}\n")
    do {
      _ = try Fixture.load(path: project + "/fixtures/chip.yaml")
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    "/OUTSIDE/secret.json", "../../outside/secret.json", "./../../outside/secret.tokens.json",
    "../tokens/../../outside/secret.tokens.json", "/OUTSIDE/../outside/secret.tokens.json",
  ])
  func aFixturesTokensPathOutsideTheProjectIsRefused(spelling: String) throws {
    let message = try #require(try fixtureError(tokens: spelling.replacingOccurrences(of: "/OUTSIDE", with: outside)))
    #expect(message.contains("outside the project"), "\(message)")
    #expect(!message.contains(Self.secret), "\(message)")
  }

  @Test func aSymlinkInsideTheProjectToAFileOutsideIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: project + "/tokens/link.tokens.json", withDestinationPath: outside + "/secret.tokens.json")
    let message = try #require(try fixtureError(tokens: "../tokens/link.tokens.json"))
    #expect(message.contains("outside the project") && !message.contains(Self.secret), "\(message)")
  }

  @Test(arguments: ["../tokens/brand.tokens.json", "./../tokens/brand.tokens.json", "PROJECT/tokens/brand.tokens.json"])
  func aFixturesTokensPathInsideTheProjectLoads(spelling: String) throws {
    #expect(try fixtureError(tokens: spelling.replacingOccurrences(of: "PROJECT", with: project)) == nil)
  }

  @Test func aFolderOrADeviceAsATokensFileIsRefusedInOneLine() throws {
    try FileManager.default.createDirectory(atPath: project + "/tokens/dir.json", withIntermediateDirectories: true)
    let folderMessage = try #require(try fixtureError(tokens: "../tokens/dir.json"))
    #expect(folderMessage.contains("not a regular file (a folder)"), "\(folderMessage)")
    let device = try #require(try fixtureError(tokens: "/dev/zero"))
    #expect(device.contains("outside the project"), "\(device)")
  }

  /// A FIFO inside the project: refused without waiting for a writer (dc9fc0b blocked forever).
  @Test func aFIFOAsATokensFileIsRefusedWithoutBlocking() throws {
    #expect(mkfifo(project + "/tokens/pipe.json", 0o600) == 0)
    let message = try #require(try fixtureError(tokens: "../tokens/pipe.json"))
    #expect(message.contains("not a regular file (a FIFO)"), "\(message)")
  }

  // MARK: A resolver's references

  func resolver(_ reference: String, at name: String = "project/tokens/r.resolver.json") throws -> String {
    try write(
      name,
      ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "\##(reference)"}]}}, "##
        + ##""resolutionOrder": [{"$ref": "#/sets/s"}]}"##)
    return folder + "/" + name
  }

  @Test(arguments: [
    "/proc/self/environ", "/etc/passwd", "/dev/stdin", "../../outside/secret.json", "OUTSIDE/secret.tokens.json",
    "../../outside/secret.tokens.json#/material",
  ])
  func aResolverReferenceOutsideTheProjectIsRefusedAndNotQuoted(reference: String) throws {
    let reference = reference.replacingOccurrences(of: "OUTSIDE", with: outside)
    let path = try resolver(reference)
    for boundary in [TokenBoundary.data(root: project), .typed(referencesInside: nil)] {
      let set = TokenSet.load(path: path, boundary: boundary)
      let text = set.problems.map { "\($0)" }.joined(separator: "\n")
      #expect(text.contains("outside the project") || text.contains("cannot be used"), "\(text)")
      #expect(!text.contains(Self.secret), "\(text)")
      // The reference is the resolver's text: named by its length, never quoted.
      #expect(!text.contains(reference), "\(text)")
      #expect(!set.files.contains { $0.contains("outside") || $0.hasPrefix("/proc") || $0.hasPrefix("/etc") })
    }
  }

  @Test func aResolverReferenceThatIsASymlinkOutOfTheProjectIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      atPath: project + "/tokens/palette.tokens.json", withDestinationPath: outside + "/secret.tokens.json")
    let set = TokenSet.load(path: try resolver("palette.tokens.json"), boundary: .data(root: project))
    let text = set.problems.map { "\($0)" }.joined(separator: "\n")
    #expect(text.contains("outside the project") && !text.contains(Self.secret), "\(text)")
  }

  /// A resolver typed on the command line may lie anywhere; its references are data, so they
  /// stay inside the resolver's own project (here `outside/`, which has no marker: its folder).
  @Test func aTypedResolverElsewhereReadsItsOwnFolderButNothingAbove() throws {
    try write(
      "outside/brand.tokens.json", ##"{"material": {"color": {"primary": {"$type": "color", "$value": "#005F73"}}}}"##)
    let own = TokenSet.load(path: try resolver("brand.tokens.json", at: "outside/r.resolver.json"))
    #expect(own.problems.isEmpty, "\(own.problems)")
    let above = TokenSet.load(path: try resolver("../project/tokens/brand.tokens.json", at: "outside/r.resolver.json"))
    #expect(above.problems.map { "\($0)" }.joined().contains("outside the project"), "\(above.problems)")
  }

  /// `--tokens /dev/stdin` or a FIFO typed on the command line: refused, not read (and not waited on).
  @Test func aTypedFIFOIsRefused() throws {
    #expect(mkfifo(outside + "/typed.json", 0o600) == 0)
    let set = TokenSet.load(path: outside + "/typed.json")
    #expect(set.problems.map(\.message) == ["not a regular file (a FIFO); specsheet reads only files"])
  }
}
