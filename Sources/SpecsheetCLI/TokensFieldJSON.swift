import Foundation
import Tokens

/// One theme field in `specsheet tokens --json`: its value and where it comes from, the whole
/// alias chain from the mapped path to the token holding the value, each with its file, line
/// and column (0: unknown, e.g. a mapping written in specsheet.yaml).
struct TokenFieldRecord: Encodable {
  struct Link: Encodable {
    var token: String
    var file: String
    var line: Int
    var column: Int
  }

  var path: String
  var field: String
  var system: String
  var value: String
  /// Where the mapping path is written, and where the token holding the value is.
  var file: String
  var line: Int
  var source: String
  var sourceFile: String
  var sourceLine: Int
  /// The mapped path first, the token holding the value last.
  var chain: [Link]
  /// `material.color.primary ← bgColor.accent.emphasis → color.pine.700 = #1F5F4A (palette.tokens.json:61)`.
  var provenance: String
  var note: String?

  init(_ field: TokenSet.Field) {
    path = field.path
    self.field = field.field
    system = field.system
    value = TokensReport.text(field.value)
    file = field.place.file
    line = field.place.line
    source = field.source
    sourceFile = field.sourcePlace.file
    sourceLine = field.sourcePlace.line
    chain = field.chain.map { Link(token: $0.token, file: $0.place.file, line: $0.place.line, column: $0.place.column) }
    provenance = "\(field.chainText) = \(value) (\(field.sourcePlace))"
    note = field.note
  }
}
