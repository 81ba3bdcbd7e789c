import Foundation
import Graphics

extension TokenResolverFile {
  /// The set or modifier a same-document pointer names: `#/sets/<name>` or `#/modifiers/<name>`.
  /// Nil (and a problem) for anything else: a pointer into `resolutionOrder` (which the
  /// module forbids), a modifier where only sets may be named, a name not defined.
  mutating func definition(_ pointer: String, at: String, modifierAllowed: Bool) -> (String, String, JSONObject)? {
    let parts = pointer.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]), !parts[2].isEmpty else {
      let why =
        pointer.hasPrefix("#/resolutionOrder")
        ? "points into resolutionOrder, which no reference may do"
        : "is not a reference to a set (\"#/sets/<name>\") or a modifier (\"#/modifiers/<name>\")"
      problems.append(Located(path: at, message: "$ref (\(TokenText.described(pointer))) \(why)"))
      return nil
    }
    let name = parts[2].replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    let kind = parts[1] == "sets" ? "set" : "modifier"
    guard modifierAllowed || kind == "set" else {
      problems.append(
        Located(
          path: at,
          message:
            "$ref names a modifier (#/modifiers/…); only resolutionOrder may (sets and modifiers name sets)"
        ))
      return nil
    }
    guard case .object(let group)? = document[parts[1]], case .object(let body)? = group[name] else {
      let known = document[parts[1]]?.objectValue?.keys ?? []
      problems.append(
        Located(
          path: at,
          message:
            "$ref names no \(kind) (#/\(parts[1])/ and \(TokenText.described(name))); "
            + "\(known.isEmpty ? "the resolver defines none" : Suggestions.expected(name, among: known))"
        ))
      return nil
    }
    return (kind, name, body)
  }

  /// A file a source references, relative to the resolver, with an optional pointer into it.
  /// The reference is the resolver's text: messages name the file only once it was read.
  mutating func external(_ reference: String, at: String) -> Source? {
    if reference.contains("://") {
      problems.append(
        Located(
          path: at,
          message:
            "$ref to a URL (\(TokenText.described(reference))): remote references are out of scope (specsheet reads "
            + "local files); download the file and reference its path"
        ))
      return nil
    }
    let (path, fragment) =
      reference.firstIndex(of: "#").map { (String(reference[..<$0]), String(reference[reference.index(after: $0)...])) }
      ?? (reference, "")
    let resolved =
      path.hasPrefix("/")
      ? path : ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(path)
    let loaded: (document: JSONObject, file: String)
    do { loaded = try load(resolved) } catch {
      problems.append(Located(path: at, message: "$ref \(error.message)"))
      return nil
    }
    guard !fragment.isEmpty else { return Source(tokens: loaded.document, file: loaded.file) }
    var node = TokenJSON.object(loaded.document)
    let steps = fragment.split(separator: "/").map(String.init)
    for (index, step) in steps.enumerated() {
      guard case .object(let object) = node, let next = object[step] else {
        let after = TokenText.pointer(steps[..<index])
        problems.append(
          Located(path: at, message: "$ref into \(loaded.file) reaches nothing: \(after) has no member of that name"))
        return nil
      }
      node = next
    }
    guard case .object(let part) = node else {
      problems.append(
        Located(path: at, message: "$ref into \(loaded.file) reaches \(node.kind), not tokens"))
      return nil
    }
    return Source(tokens: part, file: loaded.file)
  }

  mutating func unknownKeys(_ object: JSONObject, allowed: [String], at: String, what: String) {
    for key in object.keys where !allowed.contains(key) {
      problems.append(
        Located(
          path: at.isEmpty ? key : at,
          message: "unknown \(what) property \(Suggestions.quoted(key)); \(Suggestions.expected(key, among: allowed))"))
    }
  }

  /// Every chosen context names a modifier of the resolver and one of its contexts.
  mutating func checkInputs(_ inputs: [String: String]) {
    var declared: [String: [String]] = [:]
    if case .object(let modifiers)? = document["modifiers"] {
      for (name, body) in modifiers.pairs { declared[name] = body.objectValue?["contexts"]?.objectValue?.keys ?? [] }
    }
    if case .array(let order)? = document["resolutionOrder"] {
      for item in order {
        guard let object = item.objectValue, object["type"] == .string("modifier"),
          case .string(let name)? = object["name"]
        else { continue }
        declared[name] = object["contexts"]?.objectValue?.keys ?? []
      }
    }
    for (name, context) in inputs.sorted(by: { $0.key < $1.key }) {
      guard let contexts = declared[name] else {
        problems.append(
          Located(
            path: "",
            message:
              "--token-context \(Suggestions.clipped(name)): the resolver has no such modifier; "
              + "\(declared.isEmpty ? "it has none" : Suggestions.expected(name, among: declared.keys.sorted()))"
          ))
        continue
      }
      if !contexts.contains(context) {
        problems.append(
          Located(
            path: "modifiers.\(name)",
            message:
              "--token-context \(Suggestions.clipped(name))=\(Suggestions.clipped(context)): no such context; "
              + "\(Suggestions.expected(context, among: contexts))"
          ))
      }
    }
  }
}
