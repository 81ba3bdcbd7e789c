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
/// JavaScript reads a repeated key, and the DTCG suite has a resolver that repeats one), and
/// the line and column each member's name starts at in its file (0 for members made in
/// memory), for provenance. Equality is of keys and values: where a member was written does
/// not change what it is.
struct JSONObject: Equatable, Sendable {
  private(set) var keys: [String] = []
  private var values: [String: TokenJSON] = [:]
  /// `spots[i]` is where `keys[i]` was written: two 32-bit numbers a member, no other
  /// allocation (a token file is at most 4 MiB, so both fit).
  private var spots: [Spot] = []

  struct Spot: Sendable {
    var line: Int32
    var column: Int32
  }

  init() {}

  init(_ pairs: [(String, TokenJSON)]) {
    for (key, value) in pairs { self[key] = value }
  }

  subscript(key: String) -> TokenJSON? {
    get { values[key] }
    set {
      if let newValue {
        if values.updateValue(newValue, forKey: key) == nil {
          keys.append(key)
          spots.append(Spot(line: 0, column: 0))
        }
      } else if values.removeValue(forKey: key) != nil, let index = keys.firstIndex(of: key) {
        keys.remove(at: index)
        spots.remove(at: index)
      }
    }
  }

  /// Sets `key` as the parser read it, at `line` and `column` (a repeated key keeps its first
  /// place in the order, and takes the line of the value that wins).
  mutating func set(_ key: String, _ value: TokenJSON, line: Int, column: Int) {
    let spot = Spot(line: Int32(clamping: line), column: Int32(clamping: column))
    if values.updateValue(value, forKey: key) == nil {
      keys.append(key)
      spots.append(spot)
    } else if let index = keys.firstIndex(of: key) {
      spots[index] = spot
    }
  }

  /// Keys and values in the order written, each with where it was written in `file` (line and
  /// column 0 when unknown: made in memory).
  func placedPairs(in file: String) -> [(key: String, value: TokenJSON, place: TokenPlace)] {
    keys.indices.map { i in
      (keys[i], values[keys[i]]!, TokenPlace(file: file, line: Int(spots[i].line), column: Int(spots[i].column)))
    }
  }

  static func == (a: JSONObject, b: JSONObject) -> Bool { a.keys == b.keys && a.values == b.values }

  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }
  /// Keys and values in the order written.
  var pairs: [(key: String, value: TokenJSON)] { keys.map { ($0, values[$0]!) } }
}

extension Double {
  /// `16` rather than `16.0` in messages and docs.
  package var tokenText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
