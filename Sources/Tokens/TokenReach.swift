/// Which tokens the mapping reaches, read from the tokens as written (not from what resolved:
/// a broken token is reached all the same, and that is when its problem matters). A mapping
/// path reaches itself; a token reaches every token its value aliases, a composite's parts
/// included. A problem in a reached token, or in a group above one, is an error; a problem in a
/// token nothing reaches is a warning (`TokenSet.warnings`), unless `--strict-tokens`.
struct TokenReach {
  /// Each path reached (targets that name no token included) and the mapping path that
  /// reached it first.
  private var from: [String: String] = [:]
  /// Each group above a reached path, with a mapping path that reaches into it.
  private var groups: [String: String] = [:]
  private let namespaces: Set<String>

  init(raw: [String: RawToken], families: [TokenFamily]) {
    namespaces = Set(families.map(\.system))
    var pending: [String] = []
    for path in raw.keys.sorted() where inNamespace(path) {
      from[path] = path
      pending.append(path)
    }
    while let path = pending.popLast() {
      guard let token = raw[path], let root = from[path] else { continue }
      for target in Self.aliases(in: token.value) where from[target] == nil {
        from[target] = root
        pending.append(target)
      }
    }
    for (path, root) in from {
      var end = path.endIndex
      while let dot = path[..<end].lastIndex(of: ".") {
        guard groups.updateValue(root, forKey: String(path[..<dot])) == nil else { break }
        end = dot
      }
    }
  }

  /// The mapping path through which a problem at `path` matters: "" for the file or the
  /// resolver itself, `path` for the mapping's own paths, nil when nothing reaches it.
  func reacher(of path: String) -> String? {
    if path.isEmpty || inNamespace(path) { return path }
    return from[path] ?? groups[path]
  }

  private func inNamespace(_ path: String) -> Bool {
    namespaces.contains(String(path.prefix { $0 != "." }))
  }

  /// Every alias `{a.b}` anywhere in a value (a composite's parts, a shadow's layers, a stroke's
  /// dashes), walked with a stack: a value is bounded by the parser's nesting cap, not the stack's.
  static func aliases(in value: TokenJSON) -> [String] {
    var found: [String] = []
    var pending = [value]
    while let json = pending.popLast() {
      switch json {
      case .string:
        if let target = TokenAliases.alias(json) { found.append(target) }
      case .array(let items): pending += items
      case .object(let object): pending += object.pairs.map(\.value)
      case .number, .bool, .null: break
      }
    }
    return found
  }
}
