import Foundation
import Tokens

/// `specsheet tokens --json`: the set as a document on stdout, every problem in it, errors and
/// warnings alike, each with its severity, kind, file, token path and (when known) line and
/// column: a whole published package's problems in one run, for a script or a CI annotation.
struct TokensJSON: Encodable {
  struct Modifier: Encodable {
    var name: String
    var contexts: [String]
    var defaultContext: String?
    var chosen: String?
  }

  struct Problem: Encodable {
    /// `error` (the set does not load) or `warning` (a token nothing maps).
    var severity: String
    /// `TokenProblemKind.id`, and its label as the summary line counts it.
    var kind: String
    var kindLabel: String
    var file: String
    var path: String
    var line: Int?
    var column: Int?
    var message: String
  }

  var format = "specsheet-tokens"
  var origin: String
  var files: [String]
  var modifiers: [Modifier]
  var strict: Bool
  var tokenCount: Int
  /// Each field with its alias chain, files and lines (`TokenFieldRecord`).
  var fields: [TokenFieldRecord]
  var unused: [String]
  var errors: Int
  var warnings: Int
  var problems: [Problem]

  init(set: TokenSet, strict: Bool) {
    origin = set.origin
    files = set.files
    modifiers = set.modifiers.map {
      Modifier(name: $0.name, contexts: $0.contexts, defaultContext: $0.defaultContext, chosen: $0.chosen)
    }
    self.strict = strict
    tokenCount = set.tokenCount
    fields = set.fields.map(TokenFieldRecord.init)
    unused = set.unused
    errors = set.problems.count
    warnings = set.warnings.count
    // Every problem: the document is a file, not a terminal, so no cap beyond the load's own.
    problems =
      set.problems.map { Self.problem($0, "error") } + set.warnings.map { Self.problem($0, "warning") }
  }

  static func problem(_ error: TokenError, _ severity: String) -> Problem {
    Problem(
      severity: severity, kind: error.kind.id, kindLabel: error.kind.label, file: error.file, path: error.path,
      line: error.line, column: error.column, message: error.message)
  }

  /// The document as pretty-printed JSON, keys sorted.
  func text() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
