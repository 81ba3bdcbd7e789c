import Components
import Foundation

/// A design tokens file (W3C Design Tokens Community Group format, JSON) resolved into theme
/// settings through `TokenMapping.table`. See docs/tokens.md.
///
/// Strict like fixtures: every token must resolve (aliases `{group.token}` followed through
/// chains, cycles refused), have a type (its own `$type` or a group's) specsheet reads, and a
/// value of that type; and every token must be used: a mapped path, or a token a mapped token
/// refers to (directly or through a chain). Anything else is a typo or a value that would
/// silently not apply, so it is an error naming the token's path.
public struct DesignTokens: Hashable, Sendable {
  public let file: String
  /// The mapped tokens' values by path, in the mapping's order.
  public let values: [(path: String, value: TokenValue)]

  /// Files over this size are refused before parsing (a token file is kilobytes).
  static let maxBytes = 4 << 20
  /// Group nesting deeper than this is refused (and bounds the recursion).
  static let maxDepth = 32
  /// Longer token and group names are refused.
  static let maxNameLength = 100

  public static func == (a: DesignTokens, b: DesignTokens) -> Bool {
    a.file == b.file && a.values.elementsEqual(b.values) { $0.path == $1.path && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    for (path, value) in values {
      hasher.combine(path)
      hasher.combine(value)
    }
  }

  /// Reads and resolves `path`.
  public static func load(path: String) throws(TokenError) -> DesignTokens {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw TokenError(file: path, path: "", message: "cannot read the file")
    }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maxBytes + 1) else {
      throw TokenError(file: path, path: "", message: "cannot read the file")
    }
    return try parse(data, file: path)
  }

  /// Resolves a tokens document; `file` names it in errors.
  public static func parse(_ data: Data, file: String) throws(TokenError) -> DesignTokens {
    func fail(_ path: String, _ message: String) -> TokenError { TokenError(file: file, path: path, message: message) }
    guard data.count <= maxBytes else {
      throw fail("", "the file is over \(maxBytes >> 20) MB; a tokens file is far smaller")
    }
    let root: TokenJSON
    do {
      root = try JSONDecoder().decode(TokenJSON.self, from: data)
    } catch {
      throw fail("", "not valid JSON (\(Self.describe(error)))")
    }
    guard case .object(let top) = root else { throw fail("", "a tokens file is a JSON object of groups and tokens") }

    var raw: [String: RawToken] = [:]
    do {
      try collect(top, path: [], type: nil, into: &raw, isRoot: true)
    } catch let problem as Located {
      throw fail(problem.path, problem.message)
    } catch {
      throw fail("", "\(error)")
    }

    var resolver = Resolver(raw: raw)
    for path in raw.keys.sorted() {
      do { _ = try resolver.resolve(path, chain: []) } catch { throw fail(error.path, error.message) }
    }

    // The mapping: the right type, in range; then every token must be used.
    var values: [(String, TokenValue)] = []
    var used = Set<String>()
    for row in TokenMapping.table {
      for path in row.paths {
        guard let (value, targets) = resolver.done[path] else { continue }
        guard row.types.contains(value.type) else {
          throw fail(
            path,
            "$type \(value.type.rawValue) where \(row.types.map(\.rawValue).joined(separator: " or ")) is expected (\(row.field))"
          )
        }
        if let range = row.range, !range.contains(TokenMapping.number(value)) {
          throw fail(
            path,
            "\(TokenMapping.number(value).tokenText) is outside the supported range \(range.lowerBound.tokenText)...\(range.upperBound.tokenText)"
          )
        }
        values.append((path, value))
        used.insert(path)
        used.formUnion(targets)
      }
    }
    for path in raw.keys.sorted() where !used.contains(path) {
      let near = Suggestions.closest(to: path, among: TokenMapping.allPaths)
      let guess = near.isEmpty ? "" : "; did you mean \(Suggestions.sentence(near))?"
      let reserved = path.hasPrefix("material.") || path.hasPrefix("fiori.")
      throw fail(
        path,
        reserved
          ? "unknown token: not a path of the mapping (Fixtures/README.md, \"Design token paths\")\(guess)"
          : "unused token: not a path of the mapping (Fixtures/README.md, \"Design token paths\") and no mapped token refers to it\(guess)"
      )
    }
    return DesignTokens(file: file, values: values)
  }

  /// Sets the theme fields of the mapped tokens of `system` (nil: every system).
  public func apply(to theme: inout Theme, system: String? = nil) {
    for (path, value) in values {
      guard let (row, name) = TokenMapping.target(for: path), system == nil || row.system == system else { continue }
      row.apply(name, value, &theme)
    }
  }

  private static func describe(_ error: Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      let inner = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
      return Suggestions.clipped(inner ?? context.debugDescription)
    }
    return Suggestions.clipped("\(error)")
  }
}

/// A token as written: its `$value` and the type it declares or inherits from its groups.
struct RawToken {
  var value: TokenJSON
  var type: String?
}

/// A problem at a path, while walking the file.
struct Located: Error {
  var path: String
  var message: String
}

extension DesignTokens {
  static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]
  static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  static let unsupportedProperties = [
    "$extends": "group inheritance ($extends) is not supported; write the tokens out",
    "$root": "$root tokens are not supported; give the token a name",
    "$ref": "JSON Pointer references ($ref) are not supported; write an alias \"{group.token}\"",
  ]

  /// Walks groups into `into`, by dot path; `type` is the nearest group's `$type`.
  static func collect(
    _ object: [String: TokenJSON], path: [String], type inherited: String?, into raw: inout [String: RawToken],
    isRoot: Bool = false
  ) throws {
    let here = path.joined(separator: ".")
    guard path.count <= maxDepth else {
      throw Located(path: here, message: "groups nest deeper than \(maxDepth) levels")
    }
    var type = inherited
    if let declared = object["$type"] {
      guard case .string(let name) = declared else {
        throw Located(path: here, message: "$type must be text, found \(declared.kind)")
      }
      type = name
    }
    if let value = object["$value"] {
      if let extra = object.keys.sorted().first(where: { !tokenProperties.contains($0) }) {
        let why =
          unsupportedProperties[extra]
          ?? (extra.hasPrefix("$")
            ? "unknown property \(Suggestions.quoted(extra)); \(Suggestions.expected(extra, among: tokenProperties.sorted()))"
            : "a token (it has $value) cannot also hold \(Suggestions.quoted(extra)); move it to a group")
        throw Located(path: here, message: why)
      }
      guard !isRoot else { throw Located(path: "", message: "the file itself cannot be a token; put tokens in groups") }
      raw[here] = RawToken(value: value, type: type)
      return
    }
    for key in object.keys.sorted() {
      let child = object[key]!
      if key.hasPrefix("$") {
        if groupProperties.contains(key) || (isRoot && key == "$schema") { continue }
        let why =
          unsupportedProperties[key]
          ?? "unknown group property \(Suggestions.quoted(key)); \(Suggestions.expected(key, among: groupProperties.sorted()))"
        throw Located(path: here, message: why)
      }
      // Names are echoed in every message about the token: a bounded name keeps them short.
      guard key.count <= maxNameLength else {
        throw Located(path: here, message: "the name \(Suggestions.quoted(key)) is over \(maxNameLength) characters")
      }
      let childPath = here.isEmpty ? key : here + "." + key
      guard !key.isEmpty, !key.contains("."), !key.contains("{"), !key.contains("}") else {
        throw Located(path: childPath, message: "token and group names must not be empty or contain '.', '{' or '}'")
      }
      guard case .object(let inner) = child else {
        throw Located(
          path: childPath, message: "expected a token (an object with $value) or a group, found \(child.kind)")
      }
      try collect(inner, path: path + [key], type: type, into: &raw)
    }
  }
}

/// Follows aliases, remembering each token's value and the tokens its chain went through.
struct Resolver {
  let raw: [String: RawToken]
  var done: [String: (value: TokenValue, through: [String])] = [:]

  /// Longer chains are refused (and bound the recursion).
  static let maxChain = 64

  init(raw: [String: RawToken]) { self.raw = raw }

  /// The target of `"{a.b.c}"`, or nil when `json` is not an alias.
  static func alias(_ json: TokenJSON) -> String? {
    guard case .string(let text) = json, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    return inner.contains("{") || inner.contains("}") ? nil : String(inner)
  }

  mutating func resolve(_ path: String, chain: [String]) throws(Located) -> (value: TokenValue, through: [String]) {
    if let known = done[path] { return known }
    let token = raw[path]!
    var declared: TokenType?
    if let name = token.type {
      switch TokenType.named(name) {
      case .success(let type): declared = type
      case .failure(let problem): throw Located(path: path, message: problem.message)
      }
    }
    let result: (value: TokenValue, through: [String])
    if let target = Self.alias(token.value) {
      let followed = chain + [path]
      if let start = followed.firstIndex(of: target) {
        let cycle = followed[start...] + [target]
        throw Located(path: target, message: "alias cycle \(Suggestions.chain(Array(cycle)))")
      }
      guard followed.count < Self.maxChain else {
        throw Located(path: chain[0], message: "alias chain longer than \(Self.maxChain) tokens")
      }
      guard raw[target] != nil else {
        let isGroup = raw.keys.contains { $0.hasPrefix(target + ".") }
        let near = Suggestions.closest(to: target, among: raw.keys.sorted())
        throw Located(
          path: path,
          message: isGroup
            ? "alias {\(Suggestions.clipped(target))} names a group, not a token"
            : "alias {\(Suggestions.clipped(target))} names no token"
              + (near.isEmpty ? "" : "; did you mean \(Suggestions.sentence(near))?"))
      }
      let resolved = try resolve(target, chain: chain + [path])
      if let declared, declared != resolved.value.type {
        throw Located(
          path: path,
          message: "$type \(declared.rawValue), but its alias {\(Suggestions.clippedPath(target))} is a \(resolved.value.type.rawValue)")
      }
      result = (resolved.value, [target] + resolved.through)
    } else {
      guard let declared else {
        throw Located(path: path, message: "no $type (on the token or a group above it), and the value is not an alias")
      }
      do {
        result = (try TokenValueReader.read(token.value, as: declared), [])
      } catch {
        throw Located(path: path, message: error.message)
      }
    }
    done[path] = result
    return result
  }
}
