import Foundation
import Graphics

/// A DTCG resolver document (Resolver Module 2025.10, `*.resolver.json`): sets and modifiers,
/// composed in `resolutionOrder` into the sources a token set merges, for the chosen contexts.
/// Reference objects reach sets (`#/sets/x`), modifiers (from `resolutionOrder` only) and
/// files relative to the resolver (`colors.json`, `theme.json#/dark`); remote URLs are out of
/// scope. Every problem is named by its place: `sets.base.sources[1]`, `modifiers.theme`.
struct TokenResolverFile {
  /// One source of tokens, in the order merged, and where it came from.
  struct Source {
    var tokens: JSONObject
    var file: String
  }

  let document: JSONObject
  let file: String
  /// Reads a referenced file (a path already relative to the resolver's folder): its tokens
  /// and the name it is known by, or why not (a message that does not quote the path).
  let load: (String) throws(TokenProblem) -> (document: JSONObject, file: String)
  var problems: [Located] = []
  var sources: [Source] = []
  var modifiers: [TokenModifier] = []
  /// Sources visited so far, `#/sets/...` references followed (`InputLimits.tokenSources`): a
  /// set citing another ten times, which cites the next ten times, would otherwise grow x10 a level.
  private var visited = 0

  static let rootKeys = [
    "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions",
  ]
  static let setKeys = ["sources", "description", "$extensions"]
  static let modifierKeys = ["contexts", "description", "default", "$extensions"]

  /// Whether a JSON document is a resolver rather than tokens.
  static func isResolver(_ object: JSONObject) -> Bool {
    object["resolutionOrder"] != nil
      || (object["version"] != nil && (object["sets"] != nil || object["modifiers"] != nil))
      || (object["version"].map { if case .string = $0 { true } else { false } } ?? false)
  }

  init(
    document: JSONObject, file: String,
    load: @escaping (String) throws(TokenProblem) -> (document: JSONObject, file: String)
  ) {
    self.document = document
    self.file = file
    self.load = load
  }

  mutating func compose(contexts: [String: String]) {
    unknownKeys(document, allowed: Self.rootKeys, at: "", what: "resolver")
    if document["version"] != .string("2025.10") {
      problems.append(
        Located(
          path: "version",
          message: "a resolver declares \"version\": \"2025.10\", found \(document["version"]?.kind ?? "none")"))
    }
    guard case .array(let order)? = document["resolutionOrder"], !order.isEmpty else {
      return problems.append(
        Located(
          path: "resolutionOrder",
          message: "a resolver needs \"resolutionOrder\", a non-empty list of sets and modifiers"))
    }
    checkInputs(contexts)
    var names = Set<String>()
    for (index, item) in order.enumerated() {
      let at = "resolutionOrder[\(index)]"
      guard case .object(let object) = item else {
        problems.append(Located(path: at, message: "expected a set, a modifier or {\"$ref\": ...}, found \(item.kind)"))
        continue
      }
      if case .string(let pointer)? = object["$ref"] {
        guard let (kind, name, body) = definition(pointer, at: at, modifierAllowed: true) else { continue }
        if !names.insert("\(kind) \(name)").inserted {
          problems.append(Located(path: at, message: "\(kind) \(name) is listed twice"))
        }
        kind == "set"
          ? set(body, at: "sets.\(name)", chain: ["#/sets/\(name)"])
          : modifier(body, name: name, at: "modifiers.\(name)", contexts)
        continue
      }
      guard case .string(let type)? = object["type"], ["set", "modifier"].contains(type) else {
        problems.append(Located(path: at, message: "an inline set or modifier needs \"type\": \"set\" or \"modifier\""))
        continue
      }
      guard case .string(let name)? = object["name"], !name.isEmpty else {
        problems.append(Located(path: at, message: "an inline \(type) needs a \"name\""))
        continue
      }
      if !names.insert(name).inserted {
        problems.append(
          Located(path: at, message: "the name \(Suggestions.quoted(name)) is used twice in resolutionOrder"))
      }
      var body = object
      body["type"] = nil
      body["name"] = nil
      type == "set"
        ? set(body, at: "\(at) (set \(name))", chain: [])
        : modifier(body, name: name, at: "\(at) (modifier \(name))", contexts)
    }
  }

  /// A set's sources, appended in order.
  private mutating func set(_ body: JSONObject, at: String, chain: [String]) {
    unknownKeys(body, allowed: Self.setKeys, at: at, what: "set")
    guard case .array(let items)? = body["sources"] else {
      return problems.append(
        Located(path: at, message: "a set needs \"sources\", a list of token files or inline tokens"))
    }
    self.sources(items, at: at + ".sources", chain: chain)
  }

  private mutating func sources(_ items: [TokenJSON], at: String, chain: [String]) {
    for (index, item) in items.enumerated() {
      let here = "\(at)[\(index)]"
      visited += 1
      guard visited <= InputLimits.tokenSources else {
        if visited == InputLimits.tokenSources + 1 {
          problems.append(
            Located(
              path: here,
              message:
                "the resolver composes more than \(InputLimits.countText(InputLimits.tokenSources)) sources "
                + "(the cap; a set counts each time it is referenced)"))
        }
        return
      }
      guard case .object(var object) = item else {
        problems.append(
          Located(path: here, message: "a source is tokens or {\"$ref\": \"file.json\"}, found \(item.kind)"))
        continue
      }
      guard case .string(let pointer)? = object["$ref"] else {
        sources.append(Source(tokens: object, file: "\(file) (\(here))"))
        continue
      }
      object["$ref"] = nil
      if pointer.hasPrefix("#") {
        guard !chain.contains(pointer) else {
          problems.append(
            Located(path: here, message: "circular reference \((chain + [pointer]).joined(separator: " -> "))"))
          continue
        }
        guard chain.count < TokenTree.maxDepth else {
          problems.append(
            Located(path: here, message: "sets reference sets more than \(TokenTree.maxDepth) deep (the cap)"))
          continue
        }
        guard let (_, name, body) = definition(pointer, at: here, modifierAllowed: false) else { continue }
        set(body, at: "sets.\(name)", chain: chain + [pointer])
      } else if let loaded = external(pointer, at: here) {
        // Keys beside $ref override the referenced content, shallowly (Resolver Module, "Extending").
        var tokens = loaded.tokens
        for (key, value) in object.pairs { tokens[key] = value }
        sources.append(Source(tokens: tokens, file: loaded.file))
      }
    }
  }

  private mutating func modifier(_ body: JSONObject, name: String, at: String, _ inputs: [String: String]) {
    unknownKeys(body, allowed: Self.modifierKeys, at: at, what: "modifier")
    guard case .object(let contexts)? = body["contexts"] else {
      return problems.append(
        Located(path: at, message: "a modifier needs \"contexts\", an object of context names to sources"))
    }
    guard contexts.count >= 2 else {
      return problems.append(
        Located(
          path: at, message: "a modifier needs at least 2 contexts, found \(contexts.count) (one context is a set)"))
    }
    // Every context's references are checked, not only the chosen one's.
    for (context, items) in contexts.pairs {
      guard case .array(let items) = items else { continue }
      for (index, item) in items.enumerated() {
        if case .string(let pointer)? = item.objectValue?["$ref"], pointer.hasPrefix("#") {
          _ = definition(pointer, at: "\(at).contexts.\(context)[\(index)]", modifierAllowed: false)
        }
      }
    }
    var fallback: String?
    if let declared = body["default"] {
      guard case .string(let name) = declared, contexts[name] != nil else {
        return problems.append(
          Located(
            path: at,
            message:
              "\"default\" must name one of its contexts (\(Self.listed(contexts.keys))), found \(declared.kind)"
          ))
      }
      fallback = name
    }
    modifiers.append(
      TokenModifier(name: name, contexts: contexts.keys, defaultContext: fallback, chosen: inputs[name] ?? fallback))
    guard let chosen = inputs[name] ?? fallback else {
      // Published resolvers leave it to the user (Figma's Simple Design System): ask by name.
      return problems.append(
        Located(
          path: at,
          message:
            "modifier \(Suggestions.quoted(name)) has no default context: choose one with --token-context "
            + "\(Suggestions.clipped(name))=\(Suggestions.clipped(contexts.keys[0])) (or token-context: in "
            + "specsheet.yaml); its contexts: \(Self.listed(contexts.keys))",
          kind: .noContext))
    }
    guard case .array(let items)? = contexts[chosen] else {
      return problems.append(Located(path: "\(at).contexts.\(chosen)", message: "a context is a list of sources"))
    }
    sources(items, at: "\(at).contexts.\(chosen)", chain: [])
  }
}

extension TokenResolverFile {
  /// A modifier's contexts for a message: the first few, each clipped, and how many in all.
  static func listed(_ contexts: [String]) -> String {
    let shown = contexts.prefix(6).map { Suggestions.clipped($0) }.joined(separator: ", ")
    return contexts.count > 6 ? shown + ", … (\(contexts.count) in all)" : shown
  }
}

/// A modifier of a resolver: its contexts in order, its default, the context chosen.
public struct TokenModifier: Hashable, Sendable {
  public var name: String
  public var contexts: [String]
  public var defaultContext: String?
  public var chosen: String?

  public init(name: String, contexts: [String], defaultContext: String?, chosen: String?) {
    self.name = name
    self.contexts = contexts
    self.defaultContext = defaultContext
    self.chosen = chosen
  }
}
