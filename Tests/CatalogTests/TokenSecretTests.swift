import Catalog
import Foundation
import TestSupport
import Testing
import Tokens

/// Issue 35, row 4 ("never echo what a data file holds"): a secret planted in every value
/// position of a token or resolver file (colour, dimension, duration, font family, type, alias
/// and `$extends` targets, pointers, a resolver's `$ref`, a JSON syntax error next to it) appears
/// in no message; on dc9fc0b each was quoted ("\"ghp_…\" is not a colour", "unexpected 'g'").
@Suite struct TokenSecretTests {
  @Test(arguments: TokenSecretPlants.files.map(\.what))
  func noMessageQuotesAPlantedValue(what: String) throws {
    let plant = try #require(TokenSecretPlants.files.first { $0.what == what })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-plant-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try TokenSecretPlants.planted(TokenSecretPlants.credentials)
      .write(toFile: folder + "/secret.json", atomically: true, encoding: .utf8)
    let file = folder + "/" + plant.name
    try TokenSecretPlants.planted(plant.json).write(toFile: file, atomically: true, encoding: .utf8)
    let set = TokenSet.load(path: file)
    // Warnings too: a problem in a token nothing maps is one (issue 36), and says as much.
    let problems = set.problems + set.warnings
    #expect(!problems.isEmpty || set.fields.contains { $0.note != nil }, "\(what): nothing to say")
    let text = problems.map { "\($0)" }.joined(separator: "\n") + set.fields.map { "\($0)" }.joined()
    // Not the whole secret, and no piece of it long enough to matter.
    #expect(!text.contains(String(TokenSecretPlants.secret.prefix(8))), "\(what): \(text)")
  }
}
