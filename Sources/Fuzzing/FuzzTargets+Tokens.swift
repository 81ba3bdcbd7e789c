import Catalog
import Foundation
import Graphics
import Tokens

extension FuzzTargets {
  /// Separates the documents of a `tokens` input: the first is the token or resolver file, the
  /// others the files `/fuzz/1.json`, `/fuzz/2.json`, ... its `$ref`s may name.
  static let documentSeparator = Array("\n@@file\n".utf8)

  /// Token or resolver bytes → a token set through THE mapping, its references read from memory
  /// inside `/fuzz` (never the disk). Every cap must hold and every message be one bounded line.
  public static func tokens(_ bytes: UnsafeRawBufferPointer) {
    let documents = split(Array(bytes))
    var files: [String: [UInt8]] = [:]
    for (index, document) in documents.enumerated().dropFirst() { files["/fuzz/\(index).json"] = document }
    let set = TokenSet.parse(
      Data(documents[0]), file: "/fuzz/main.json", boundary: .data(root: "/fuzz"), files: .memory(files))
    precondition(set.tokenCount <= InputLimits.tokenEntries, "more tokens than the cap: \(set.tokenCount)")
    precondition(set.files.count <= InputLimits.tokenFiles + 1, "more files than the cap: \(set.files.count)")
    precondition(set.files.allSatisfy { $0.hasPrefix("/fuzz/") }, "a file outside /fuzz: \(set.files)")
    for problem in set.problems + set.warnings {
      let line = "\(problem)"
      precondition(!line.contains("\n") && line.count < 1_000, "not one bounded line: \(line.prefix(200))")
    }
    if set.problems.isEmpty { _ = try? set.designTokens() }
  }

  /// `bytes` cut at each separator.
  static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var documents: [[UInt8]] = []
    var start = 0
    var at = 0
    while at + documentSeparator.count <= bytes.count {
      if bytes[at..<(at + documentSeparator.count)].elementsEqual(documentSeparator) {
        documents.append(Array(bytes[start..<at]))
        at += documentSeparator.count
        start = at
      } else {
        at += 1
      }
    }
    documents.append(Array(bytes[start...]))
    return documents
  }
}
