import Foundation

/// A JSON document as a tree, for reading DTCG token files strictly: the value kinds JSON
/// has, numbers kept apart from true/false. Object keys lose their order (JSONDecoder), so
/// tokens are visited sorted by path and errors come out the same on every run.
indirect enum TokenJSON: Decodable, Equatable {
  case object([String: TokenJSON])
  case array([TokenJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([TokenJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: TokenJSON].self))
    }
  }

  /// What a message calls this kind of value.
  var kind: String {
    switch self {
    case .object: "an object"
    case .array: "a list"
    case .string(let text): "the text \(Suggestions.quoted(text))"
    case .number(let n): "the number \(n.tokenText)"
    case .bool(let b): "\(b)"
    case .null: "null"
    }
  }
}

extension Double {
  /// `16` rather than `16.0` in messages and docs.
  var tokenText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
