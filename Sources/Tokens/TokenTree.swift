import Graphics

/// The tokens of one or more DTCG files merged into one tree, as the resolver module composes
/// sets (a later file's token replaces an earlier one's; groups merge), remembering where each
/// token and group was written, then walked into tokens by dot path.
struct TokenTree {
  var root = JSONObject()
  /// Where each token or group path was written ("" for the root): a token, the file and line
  /// of the token that won; a group, the last file that wrote into it.
  var origins: [String: TokenPlace] = [:]
  /// Each group that extends another (`$extends`), and the group it extends: a token the group
  /// inherits is written in that group.
  var inherited: [String: String] = [:]

  /// Group nesting deeper than this is refused (and bounds the recursion).
  static let maxDepth = 32
  /// Longer token and group names are refused.
  static let maxNameLength = 100

  static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends"]
  static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

  /// An object is a token when it has `$value` (or a `$ref` standing for one).
  static func isToken(_ object: JSONObject) -> Bool { object["$value"] != nil }

  /// Merges a file's top-level object in, after everything merged before.
  mutating func merge(_ document: JSONObject, file: String) {
    if origins[""] == nil { origins[""] = TokenPlace(file: file) }
    root = merged(root, document, path: [], file: file)
  }

  private mutating func merged(_ base: JSONObject, _ top: JSONObject, path: [String], file: String) -> JSONObject {
    var result = base
    for (key, value, place) in top.placedPairs(in: file) {
      let childPath = path + [key]
      let here = childPath.joined(separator: ".")
      if !key.hasPrefix("$"), case .object(let incoming) = value, !Self.isToken(incoming),
        case .object(let existing)? = base[key], !Self.isToken(existing)
      {
        result[key] = .object(merged(existing, incoming, path: childPath, file: file))
      } else {
        if !key.hasPrefix("$"), case .object(let replaced)? = base[key] { forget(replaced, below: here) }
        result[key] = value
        // A group added whole: its tokens were written here too, not in whichever file later
        // merges into the group (a token credited to the last file touching its group).
        if !key.hasPrefix("$"), case .object(let added) = value { remember(added, below: here, file: file) }
      }
      if !key.hasPrefix("$") { origins[here] = place }
    }
    return result
  }

  /// Records the place of every token and group under `path` in `added`, walked.
  private mutating func remember(_ added: JSONObject, below path: String, file: String) {
    var pending = [(added, path)]
    while let (group, prefix) = pending.popLast() {
      for (key, value, place) in group.placedPairs(in: file) where !key.hasPrefix("$") || key == "$root" {
        let here = prefix + "." + key
        origins[here] = place
        if case .object(let inner) = value, !Self.isToken(inner) { pending.append((inner, here)) }
      }
    }
  }

  /// Drops the origins of what a later file replaced: the paths under `path` in `replaced`,
  /// walked (not every origin searched: a file replacing each of N tokens once cost N x N).
  private mutating func forget(_ replaced: JSONObject, below path: String) {
    var pending = [(replaced, path)]
    while let (group, prefix) = pending.popLast() {
      for (key, value) in group.pairs where !key.hasPrefix("$") || key == "$root" {
        let here = prefix + "." + key
        origins[here] = nil
        if case .object(let inner) = value, !Self.isToken(inner) { pending.append((inner, here)) }
      }
    }
  }

  /// Where a path was written: its own place; for a token a group inherits through
  /// `$extends`, the place of the token it copies; else its nearest group's file (line unknown).
  func place(of path: String, depth: Int = 0) -> TokenPlace {
    if let place = origins[path] { return place }
    var at = path
    var nearest: TokenPlace?
    while let dot = at.lastIndex(of: ".") {
      at = String(at[..<dot])
      if depth < TokenTree.maxDepth, let base = inherited[at] {
        let copied = place(of: base + path.dropFirst(at.count), depth: depth + 1)
        if copied.line > 0 { return copied }
      }
      if nearest == nil, let place = origins[at] { nearest = TokenPlace(file: place.file) }
    }
    return nearest ?? TokenPlace(file: origins[""]?.file ?? "")
  }

  /// The file a path came from: its own, or its nearest group's.
  func origin(of path: String) -> String { place(of: path).file }

  /// A walk's problem as an error naming the file and line of its token or group, of its own
  /// kind unless `kind` says which.
  func error(_ problem: Located, kind: TokenProblemKind? = nil) -> TokenError {
    let place = place(of: problem.path)
    var error = TokenError(file: place.file, path: problem.path, message: problem.message, kind: kind ?? problem.kind)
    if place.line > 0 { (error.line, error.column) = (place.line, place.column) }
    return error
  }
}

/// A token as written: its `$value` and the type it declares or inherits from its groups.
struct RawToken {
  var value: TokenJSON
  var type: String?
}

/// A problem at a path, while walking the tree.
struct Located: Error {
  var path: String
  var message: String
  var kind: TokenProblemKind = .invalidValue
}

/// Walks a merged tree into tokens by dot path, collecting every problem rather than the first.
struct TokenWalk {
  var tokens: [String: RawToken] = [:]
  var problems: [Located] = []

  static let unsupportedProperties = [
    "$root": "$root names a group's own token; write it as a token of the group (e.g. \"default\")"
  ]

  mutating func group(_ object: JSONObject, path: [String], type inherited: String?) {
    let here = path.joined(separator: ".")
    guard path.count <= TokenTree.maxDepth else {
      return problems.append(
        Located(path: here, message: "groups nest deeper than \(TokenTree.maxDepth) levels", kind: .structure))
    }
    var type = inherited
    if let declared = object["$type"] {
      if case .string(let name) = declared {
        type = name
      } else {
        problems.append(Located(path: here, message: "$type must be text, found \(declared.kind)", kind: .structure))
      }
    }
    metadata(object, path: here)
    for (key, child) in object.pairs {
      if key.hasPrefix("$") {
        if TokenTree.groupProperties.contains(key) || (path.isEmpty && key == "$schema") { continue }
        if key == "$root", case .object(let inner) = child, TokenTree.isToken(inner) {
          token(inner, path: here.isEmpty ? key : here + "." + key, type: type)
          continue
        }
        let why =
          Self.unsupportedProperties[key]
          ?? "unknown group property \(Suggestions.quoted(key)); "
          + "\(Suggestions.expected(key, among: TokenTree.groupProperties.sorted()))"
        problems.append(
          Located(
            path: here, message: "\(why) (a token or group name cannot start with $)",
            kind: key == "$root" ? .structure : .unknownProperty))
        continue
      }
      let childPath = here.isEmpty ? key : here + "." + key
      // Names are echoed in every message about the token: a bounded name keeps them short.
      guard key.count <= TokenTree.maxNameLength else {
        problems.append(
          Located(
            path: here, message: "the name \(Suggestions.quoted(key)) is over \(TokenTree.maxNameLength) characters",
            kind: .structure))
        continue
      }
      guard !key.isEmpty, !key.contains("."), !key.contains("{"), !key.contains("}") else {
        problems.append(
          Located(
            path: childPath, message: "token and group names must not be empty or contain '.', '{' or '}'",
            kind: .structure))
        continue
      }
      guard case .object(let inner) = child else {
        problems.append(
          Located(
            path: childPath, message: "expected a token (an object with $value) or a group, found \(child.kind)",
            kind: .structure))
        continue
      }
      if TokenTree.isToken(inner) {
        token(inner, path: childPath, type: type)
      } else {
        group(inner, path: path + [key], type: type)
      }
    }
  }

  private mutating func token(_ object: JSONObject, path: String, type inherited: String?) {
    metadata(object, path: path)
    // Every property but the format's is a problem, and the token is still read from its
    // $value: where nothing maps it, the problem is only a warning (Primer's `alpha`).
    for extra in object.keys where !TokenTree.tokenProperties.contains(extra) {
      problems.append(Self.extraProperty(extra, path: path))
    }
    var type = inherited
    if let declared = object["$type"] {
      guard case .string(let name) = declared else {
        return problems.append(
          Located(path: path, message: "$type must be text, found \(declared.kind)", kind: .structure))
      }
      type = name
    }
    tokens[path] = RawToken(value: object["$value"]!, type: type)
  }

  /// A property beside `$value` the format does not define. A plain one (Primer's `alpha`
  /// beside a colour) has no reading in DTCG: the fix is to move it into `$extensions`.
  static func extraProperty(_ name: String, path: String) -> Located {
    guard !name.hasPrefix("$") else {
      return Located(
        path: path,
        message:
          "unknown token property \(Suggestions.quoted(name)); "
          + "\(Suggestions.expected(name, among: TokenTree.tokenProperties.sorted()))",
        kind: .unknownProperty)
    }
    return Located(
      path: path,
      message:
        "\(Suggestions.quoted(name)) beside $value has no reading in DTCG (a token holds only $-properties), so "
        + "specsheet cannot apply it; move it into $extensions: {\"$extensions\": {\"com.example\": "
        + "{\(Suggestions.quoted(name)): …}}}",
      kind: .extraProperty)
  }

  /// `$description` is text, `$deprecated` true, false or text, `$extensions` an object.
  private mutating func metadata(_ object: JSONObject, path: String) {
    if let value = object["$description"], case .string = value {
    } else if let value = object["$description"] {
      problems.append(Located(path: path, message: "$description must be text, found \(value.kind)", kind: .metadata))
    }
    switch object["$deprecated"] {
    case nil, .bool?, .string?: break
    case let value?:
      problems.append(
        Located(
          path: path, message: "$deprecated must be true, false or text (the reason), found \(value.kind)",
          kind: .metadata))
    }
    if let value = object["$extensions"], value.objectValue == nil {
      problems.append(
        Located(
          path: path, message: "$extensions must be an object of vendor keys, found \(value.kind)", kind: .metadata))
    }
  }
}
