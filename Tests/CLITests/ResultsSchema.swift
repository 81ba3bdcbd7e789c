import Foundation
import Graphics
import PNG
import TestSupport
import Testing

/// The `--json` results files, their documented schema (docs/results.schema.json) and a
/// standard validator (jsonschema in .build/python, installed by scripts/install-deps.sh).
enum ResultsSchema {
  static let schema = packageRoot + "/docs/results.schema.json"

  /// Runs the validator on `files`: exit status and its lines (`FILE: key.path: message`).
  static func validate(_ files: [String]) throws -> (status: Int32, output: String) {
    try SchemaValidator.validate(schema: schema, files)
  }

  /// Expects every file valid.
  static func expectValid(_ files: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (status, output) = try validate(files)
    #expect(status == 0, "\(output)", sourceLocation: sourceLocation)
    #expect(
      output.contains("\(files.count) of \(files.count) files valid"), "\(output)", sourceLocation: sourceLocation)
  }

  static func load(_ path: String) throws -> [String: Any] {
    let data = try #require(FileManager.default.contents(atPath: path), "no results file at \(path)")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func images(_ document: [String: Any]) throws -> [[String: Any]] {
    try #require(document["images"] as? [[String: Any]])
  }

  /// A temporary copy of the project's goldens folder (the real one is never touched).
  static func copyOfGoldens() throws -> (dir: String, goldens: String) {
    let dir = try temporaryFolder("specsheet-cli")
    try FileManager.default.copyItem(atPath: packageRoot + "/goldens", toPath: dir + "/goldens")
    return (dir, dir + "/goldens")
  }

  /// Paints a `width`x`height` block at `x`,`y` of the golden at `path` opaque magenta.
  static func paint(_ path: String, x: Int, y: Int, width: Int, height: Int) throws {
    var bitmap = try PNGDecoder.decode([UInt8](try #require(FileManager.default.contents(atPath: path))))
    for yy in y..<(y + height) { for xx in x..<(x + width) { bitmap[xx, yy] = Color(red: 255, green: 0, blue: 255) } }
    try Data(try PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: path))
  }
}
