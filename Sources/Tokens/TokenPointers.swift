import Graphics

/// JSON Pointer references inside a token file (Format Module 2025.10, "JSON Pointer"): a token
/// `{"$type": "color", "$ref": "#/colors/blue/$value"}`, or a part of a composite value
/// `{"$ref": "#/base-shadow/$value/blur"}`, takes the value the pointer reaches in the same
/// file. A pointer must reach into a token's `$value` (not a group, a token object or its
/// metadata); pointers are replaced before the file is merged, so every later step sees values.
struct TokenPointers {
  let document: TokenJSON
  var problems: [Located] = []

  /// Pointers followed through more pointers than this are refused (and bound the recursion).
  static let maxChain = 16

  init(document: JSONObject) { self.document = .object(document) }

  /// The document with every pointer replaced by what it reaches.
  static func resolve(_ document: JSONObject) -> (JSONObject, [Located]) {
    var pointers = TokenPointers(document: document)
    let result = pointers.group(document, path: [])
    return (result, pointers.problems)
  }

  private mutating func group(_ object: JSONObject, path: [String]) -> JSONObject {
    var result = object
    for (key, child) in object.pairs where !key.hasPrefix("$") || key == "$root" {
      guard case .object(let inner) = child, path.count < TokenTree.maxDepth else { continue }
      let childPath = path + [key]
      if inner["$ref"] != nil, inner.keys.allSatisfy({ TokenTree.tokenProperties.contains($0) || $0 == "$ref" }) {
        result[key] = .object(token(inner, path: childPath))
      } else if TokenTree.isToken(inner) {
        var token = inner
        token["$value"] = value(inner["$value"]!, token: childPath, chain: [])
        result[key] = .object(token)
      } else {
        result[key] = .object(group(inner, path: childPath))
      }
    }
    return result
  }

  private mutating func token(_ object: JSONObject, path: [String]) -> JSONObject {
    var token = object
    let here = path.joined(separator: ".")
    guard object["$value"] == nil else {
      problems.append(Located(path: here, message: "a token has $value or $ref, not both"))
      token["$ref"] = nil
      return token
    }
    guard case .string(let pointer)? = object["$ref"] else {
      problems.append(Located(path: here, message: "$ref must be a JSON Pointer such as \"#/group/token/$value\""))
      token["$ref"] = nil
      return token
    }
    token["$ref"] = nil
    if let target = follow(pointer, token: path, chain: []) {
      token["$value"] = target
    } else {
      token["$value"] = .null
    }
    return token
  }

  /// A `$value` with the pointers in it replaced.
  private mutating func value(_ json: TokenJSON, token: [String], chain: [String]) -> TokenJSON {
    switch json {
    case .object(let object):
      if case .string(let pointer)? = object["$ref"], object.count == 1 {
        return follow(pointer, token: token, chain: chain) ?? .null
      }
      var result = object
      for (key, child) in object.pairs { result[key] = value(child, token: token, chain: chain) }
      return .object(result)
    case .array(let items): return .array(items.map { value($0, token: token, chain: chain) })
    default: return json
    }
  }

  /// What `pointer` reaches, its own pointers replaced; nil (and a problem) when it reaches
  /// nothing a token may take.
  private mutating func follow(_ pointer: String, token: [String], chain: [String]) -> TokenJSON? {
    let here = token.joined(separator: ".")
    func fail(_ message: String) -> TokenJSON? {
      problems.append(Located(path: here, message: "$ref \(Suggestions.quoted(pointer)) \(message)"))
      return nil
    }
    guard pointer.hasPrefix("#/") else {
      return fail(
        pointer == "#"
          ? "points at the whole file; point into a token's $value"
          : "is not a JSON Pointer into this file (write \"#/group/token/$value\")")
    }
    let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    guard !segments.contains(where: \.isEmpty) else { return fail("has an empty step ('//' or a trailing '/')") }
    guard !pointer.contains("{"), !pointer.contains("}") else { return fail("mixes alias braces into a pointer") }
    guard !chain.contains(pointer), chain.count < Self.maxChain else { return fail("is part of a cycle of pointers") }
    var node = document
    var valueAt: Int?
    for (index, segment) in segments.enumerated() {
      switch node {
      case .object(let object):
        if segment == "$value", TokenTree.isToken(object) { valueAt = valueAt ?? index }
        guard let next = object[segment] else {
          return fail("reaches nothing: no \(Suggestions.quoted(segment)) there")
        }
        node = next
      case .array(let items):
        guard segment.allSatisfy(\.isASCII), segment.allSatisfy(\.isNumber), let i = Int(segment), i < items.count,
          segment == String(i)
        else {
          return fail("reaches nothing: \(Suggestions.quoted(segment)) is not an index of a list of \(items.count)")
        }
        node = items[i]
      default:
        return fail("reaches nothing: \(Suggestions.quoted(segment)) is past a value")
      }
    }
    guard let valueAt else {
      if case .object(let object) = node, TokenTree.isToken(object) { return fail("points at a token; add /$value") }
      if segments.last?.hasPrefix("$") == true { return fail("points at metadata, not a value") }
      return fail("points at a group, not a token's value")
    }
    // A pointer into the token's own value would include itself.
    if Array(segments.prefix(valueAt)) == token { return fail("points into its own token") }
    return value(node, token: token, chain: chain + [pointer])
  }
}
