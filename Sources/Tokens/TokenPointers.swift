import Graphics

/// JSON Pointer references inside a token file (Format Module 2025.10, "JSON Pointer"): a token
/// `{"$type": "color", "$ref": "#/colors/blue/$value"}`, or a part of a composite value
/// `{"$ref": "#/base-shadow/$value/blur"}`, takes the value the pointer reaches in the same
/// file. A pointer must reach into a token's `$value` (not a group, a token object or its
/// metadata); pointers are replaced before the file is merged, so every later step sees values.
struct TokenPointers {
  let document: TokenJSON
  var problems: [Located] = []
  /// What each pointer reached (its own pointers replaced) and that value's size in JSON
  /// values, or why it reaches nothing: each pointer is followed once, however many cite it.
  private var memo: [String: Result<(value: TokenJSON, size: Int), TokenProblem>] = [:]
  /// Steps left (`InputLimits.tokenReferenceSteps`): a value visited, or taken from the memo
  /// (at its size), is a step, so values copied through pointers cannot grow without bound.
  private var steps: Int
  private var exhausted = false

  /// Pointers followed through more pointers than this are refused (and bound the recursion).
  static let maxChain = 16

  private init(document: JSONObject, steps: Int) {
    self.document = .object(document)
    self.steps = steps
    exhausted = steps < 0  // an earlier source used them up and said so
  }

  /// The document with every pointer replaced by what it reaches, and the steps left.
  static func resolve(_ document: JSONObject, steps: Int) -> (JSONObject, [Located], Int) {
    var pointers = TokenPointers(document: document, steps: steps)
    let result = pointers.group(document, path: [])
    return (result, pointers.problems, pointers.steps)
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
        var size = 0
        token["$value"] = value(inner["$value"]!, token: childPath, chain: [], size: &size)
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
    var size = 0
    token["$value"] = follow(pointer, token: path, chain: [], size: &size) ?? .null
    return token
  }

  /// A `$value` with the pointers in it replaced; `size` grows by its size in JSON values.
  private mutating func value(_ json: TokenJSON, token: [String], chain: [String], size: inout Int) -> TokenJSON {
    size += 1
    guard spend(1) else { return .null }
    switch json {
    case .object(let object):
      if case .string(let pointer)? = object["$ref"], object.count == 1 {
        return follow(pointer, token: token, chain: chain, size: &size) ?? .null
      }
      var result = object
      for (key, child) in object.pairs { result[key] = value(child, token: token, chain: chain, size: &size) }
      return .object(result)
    case .array(let items): return .array(items.map { value($0, token: token, chain: chain, size: &size) })
    default: return json
    }
  }

  /// Takes `count` steps; false (and one problem naming the cap) once they run out.
  private mutating func spend(_ count: Int) -> Bool {
    guard !exhausted else { return false }
    steps -= count
    guard steps < 0 else { return true }
    exhausted = true
    problems.append(
      Located(
        path: "",
        message:
          "following $ref pointers takes more than \(InputLimits.countText(InputLimits.tokenReferenceSteps)) steps "
          + "(the cap on reference work)", kind: .file))
    return false
  }

  /// What `pointer` reaches, its own pointers replaced; nil (and a problem) when it reaches
  /// nothing a token may take. A pointer is the file's text: a message shows only the steps of
  /// it that the file has.
  private mutating func follow(_ pointer: String, token: [String], chain: [String], size: inout Int) -> TokenJSON? {
    let here = token.joined(separator: ".")
    func fail(_ problem: TokenProblem) -> TokenJSON? {
      problems.append(Located(path: here, message: "$ref \(problem.message)"))
      return nil
    }
    let segments: [String]
    switch Self.segments(pointer) {
    case .success(let parsed): segments = parsed
    case .failure(let problem): return fail(problem)
    }
    guard !chain.contains(pointer), chain.count < Self.maxChain else {
      return fail(TokenProblem("is part of a cycle of pointers"))
    }
    // A pointer into the token's own value would include itself.
    if let at = segments.firstIndex(of: "$value"), Array(segments[..<at]) == token {
      return fail(TokenProblem("points into its own token"))
    }
    if let known = memo[pointer] {
      switch known {
      case .success(let reached):
        size += reached.size
        return spend(reached.size) ? reached.value : nil
      case .failure(let problem): return fail(problem)
      }
    }
    guard spend(segments.count) else { return nil }
    switch reach(segments) {
    case .failure(let problem):
      memo[pointer] = .failure(problem)
      return fail(problem)
    case .success(let node):
      var reachedSize = 0
      let result = value(node, token: token, chain: chain + [pointer], size: &reachedSize)
      memo[pointer] = .success((result, reachedSize))
      size += reachedSize
      return result
    }
  }

  /// The steps of `pointer`, or why it is not a pointer into this file.
  static func segments(_ pointer: String) -> Result<[String], TokenProblem> {
    guard pointer.hasPrefix("#/") else {
      return .failure(
        TokenProblem(
          pointer == "#"
            ? "points at the whole file; point into a token's $value"
            : "(\(TokenText.described(pointer))) is not a JSON Pointer into this file (write \"#/group/token/$value\")")
      )
    }
    let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    guard !segments.contains(where: \.isEmpty) else {
      return .failure(TokenProblem("has an empty step ('//' or a trailing '/')"))
    }
    guard !pointer.contains("{"), !pointer.contains("}") else {
      return .failure(TokenProblem("mixes alias braces into a pointer"))
    }
    return .success(segments)
  }

  /// The node `segments` reach inside a token's `$value`, or why they reach nothing.
  private func reach(_ segments: [String]) -> Result<TokenJSON, TokenProblem> {
    var node = document
    var valueAt: Int?
    for (index, segment) in segments.enumerated() {
      let after = TokenText.pointer(segments[..<index])
      switch node {
      case .object(let object):
        if segment == "$value", TokenTree.isToken(object) { valueAt = valueAt ?? index }
        guard let next = object[segment] else {
          return .failure(TokenProblem("reaches nothing: \(after) has no member of that name"))
        }
        node = next
      case .array(let items):
        guard segment.allSatisfy(\.isASCII), segment.allSatisfy(\.isNumber), let i = Int(segment), i < items.count,
          segment == String(i)
        else { return .failure(TokenProblem("reaches nothing: \(after) is a list of \(items.count), no such index")) }
        node = items[i]
      default:
        return .failure(TokenProblem("reaches nothing: \(after) is a value, with nothing inside"))
      }
    }
    guard valueAt != nil else {
      let at = TokenText.pointer(segments[...])
      if case .object(let object) = node, TokenTree.isToken(object) {
        return .failure(TokenProblem("\(at) points at a token; add /$value"))
      }
      if segments.last?.hasPrefix("$") == true {
        return .failure(TokenProblem("\(at) points at metadata, not a value"))
      }
      return .failure(TokenProblem("\(at) points at a group, not a token's value"))
    }
    return .success(node)
  }
}
