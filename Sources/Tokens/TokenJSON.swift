import Foundation
import Graphics

/// A JSON document as a tree, for reading DTCG token and resolver files strictly: the value
/// kinds JSON has, numbers kept apart from true/false, object keys in the order written (a
/// modifier's contexts are listed in that order). Built by `TokenJSONParser`.
indirect enum TokenJSON: Equatable, Sendable {
  case object(JSONObject)
  case array([TokenJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// What a message calls this kind of value.
  var kind: String {
    switch self {
    case .object: "an object"
    case .array: "a list"
    case .string(let text): TokenText.described(text)
    case .number(let n): "the number \(n.tokenText)"
    case .bool(let b): "\(b)"
    case .null: "null"
    }
  }

  var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}

/// A JSON object: its keys in the order first written, and the last value of each (as
/// JavaScript reads a repeated key, and the DTCG suite has a resolver that repeats one).
struct JSONObject: Equatable, Sendable {
  private(set) var keys: [String] = []
  private var values: [String: TokenJSON] = [:]

  init() {}

  init(_ pairs: [(String, TokenJSON)]) {
    for (key, value) in pairs { self[key] = value }
  }

  subscript(key: String) -> TokenJSON? {
    get { values[key] }
    set {
      if let newValue {
        if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
      } else if values.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }
  /// Keys and values in the order written.
  var pairs: [(key: String, value: TokenJSON)] { keys.map { ($0, values[$0]!) } }
}

extension Double {
  /// `16` rather than `16.0` in messages and docs.
  package var tokenText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
