import Graphics

/// Resolves every token of a walked tree: aliases `{group.token}` followed through chains
/// (cycles refused), each value read as its declared or inherited type. Every problem is
/// recorded once, at the token where it starts; tokens that only depend on a broken one fail
/// quietly, so one bad shade does not list every alias above it.
final class TokenAliases {
  struct Resolved {
    var value: TokenValue
    /// The tokens the alias chain went through, nearest first.
    var through: [String]
  }

  let raw: [String: RawToken]
  private(set) var done: [String: Resolved] = [:]
  private(set) var problems: [Located] = []
  private var failed: Set<String> = []
  /// The tokens each composite's parts alias (for "every token must be used").
  private(set) var partAliases: [String: Set<String>] = [:]

  /// Longer chains are refused (and bound the recursion).
  static let maxChain = 64

  init(raw: [String: RawToken]) { self.raw = raw }

  /// The target of `"{a.b.c}"`, or nil when `json` is not an alias.
  static func alias(_ json: TokenJSON) -> String? {
    guard case .string(let text) = json, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
    let inner = text.dropFirst().dropLast()
    return inner.contains("{") || inner.contains("}") ? nil : String(inner)
  }

  func resolveAll() {
    for path in raw.keys.sorted() { _ = try? resolve(path, chain: []) }
  }

  private func record(_ path: String, _ message: String, _ kind: TokenProblemKind) -> Located {
    let problem = Located(path: path, message: message, kind: kind)
    if !failed.contains(path) { problems.append(problem) }
    failed.insert(path)
    return problem
  }

  func resolve(_ path: String, chain: [String]) throws(Located) -> Resolved {
    if let known = done[path] { return known }
    if failed.contains(path) { throw Located(path: path, message: "") }
    let token = raw[path]!
    var declared: TokenType?
    if let name = token.type {
      switch TokenType.named(name) {
      case .success(let type): declared = type
      case .failure(let problem): throw record(path, problem.message, problem.kind)
      }
    }
    let result: Resolved
    if let target = Self.alias(token.value) {
      let followed = chain + [path]
      if let start = followed.firstIndex(of: target) {
        let cycle = followed[start...] + [target]
        throw record(target, "alias cycle \(Suggestions.chain(Array(cycle)))", .aliasCycle)
      }
      guard followed.count < Self.maxChain else {
        throw record(chain[0], "alias chain longer than \(Self.maxChain) tokens", .aliasCycle)
      }
      guard raw[target] != nil else { throw record(path, missing(target), .brokenAlias) }
      let resolved: Resolved
      do { resolved = try resolve(target, chain: followed) } catch {
        failed.insert(path)
        throw error
      }
      if let declared, declared != resolved.value.type {
        throw record(
          path,
          "$type \(declared.rawValue), but its alias {\(Suggestions.clipped(target))} is a "
            + "\(resolved.value.type.rawValue)", .typeMismatch)
      }
      result = Resolved(value: resolved.value, through: [target] + resolved.through)
    } else {
      guard let declared else {
        throw record(path, "no $type (on the token or a group above it), and the value is not an alias", .untyped)
      }
      let reader = TokenValueReader { [unowned self] (target: String) throws(TokenProblem) -> TokenValue in
        guard self.raw[target] != nil else { throw TokenProblem(self.missing(target), kind: .brokenAlias) }
        self.partAliases[path, default: []].insert(target)
        guard !chain.contains(target), target != path else {
          throw TokenProblem("alias {\(Suggestions.clipped(target))} is a cycle", kind: .aliasCycle)
        }
        // Composites aliasing composites nest the resolution: bounded as a chain is.
        guard chain.count + 1 < Self.maxChain else {
          throw TokenProblem("alias chain longer than \(Self.maxChain) tokens", kind: .aliasCycle)
        }
        do { return try self.resolve(target, chain: chain + [path]).value } catch {
          throw TokenProblem("its alias {\(Suggestions.clipped(target))} does not resolve", kind: .brokenAlias)
        }
      }
      do {
        result = Resolved(value: try reader.read(token.value, as: declared), through: [])
      } catch {
        throw record(path, error.message, error.kind)
      }
    }
    done[path] = result
    return result
  }

  /// Why an alias reaches nothing, quoting of its target only the groups that exist (the
  /// target is the file's text). Suggestions cost a pass over every token, so only the first
  /// few problems get one.
  private func missing(_ target: String) -> String {
    let groups = groupPaths
    if groups.contains(target) {
      return "alias {\(Suggestions.clippedPath(target))} names a group, not a token"
    }
    let shown = TokenText.reference(target) { groups.contains($0) || raw[$0] != nil }
    guard problems.count < TokenError.suggested else { return "alias \(shown) names no token" }
    let near = Suggestions.closest(to: target, among: raw.keys.sorted())
    return "alias \(shown) names no token"
      + (near.isEmpty ? "" : "; did you mean \(Suggestions.sentence(near))?")
  }

  /// Every group path the tokens lie in, made once.
  private lazy var groupPaths: Set<String> = {
    var groups = Set<String>()
    for path in raw.keys {
      var end = path.endIndex
      while let dot = path[..<end].lastIndex(of: ".") {
        guard groups.insert(String(path[..<dot])).inserted else { break }
        end = dot
      }
    }
    return groups
  }()
}
