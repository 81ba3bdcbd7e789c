import Graphics

/// Group inheritance (Format Module 2025.10, "$extends"): a group `{"$extends": "{base}"}` holds
/// every token and group of `base`, its own overriding them (groups deep-merged, tokens
/// replaced). Applied to the merged tree before it is walked, so inherited tokens are tokens
/// like any other; the target must be a group, the chain must end.
struct TokenExtends {
  var root: JSONObject
  var problems: [Located] = []
  /// Each group that extends another, and the group it extends (`theme.dark` → `theme.base`):
  /// where an inherited token is written.
  private(set) var inherited: [String: String] = [:]
  /// Groups already expanded, by path.
  private var done: [String: JSONObject] = [:]
  /// How many more tokens and groups `$extends` may copy: ten groups a level, each extending
  /// the next, would otherwise grow the tree ten times a level.
  private var budget: Int
  private var overflowed = false

  /// `root` with every `$extends` applied, copying at most `budget` tokens and groups.
  static func apply(_ root: JSONObject, budget: Int) -> (JSONObject, [Located]) {
    let (result, problems, _) = applying(root, budget: budget)
    return (result, problems)
  }

  /// `apply`, and each group that extends another with the group it extends.
  static func applying(_ root: JSONObject, budget: Int) -> (JSONObject, [Located], [String: String]) {
    var extends = TokenExtends(root: root, budget: budget)
    let result = extends.expand(root, path: [], chain: [])
    return (result, extends.problems, extends.inherited)
  }

  private init(root: JSONObject, budget: Int) {
    self.root = root
    self.budget = budget
  }

  private mutating func expand(_ group: JSONObject, path: [String], chain: [String]) -> JSONObject {
    let here = path.joined(separator: ".")
    if let known = done[here] { return known }
    var result = group
    if let declared = group["$extends"] {
      result["$extends"] = nil
      if let base = base(declared, at: here, chain: chain), copy(base, at: here) {
        result = Self.merge(base, result)
        if let target = TokenAliases.alias(declared) { inherited[here] = target }
      }
    }
    guard path.count < TokenTree.maxDepth else { return result }
    for (key, child) in result.pairs where !key.hasPrefix("$") {
      if case .object(let inner) = child, !TokenTree.isToken(inner) {
        result[key] = .object(expand(inner, path: path + [key], chain: chain))
      }
    }
    done[here] = result
    return result
  }

  /// The expanded group `declared` names, or nil with a problem.
  private mutating func base(_ declared: TokenJSON, at here: String, chain: [String]) -> JSONObject? {
    guard let target = TokenAliases.alias(declared) else {
      problems.append(
        Located(path: here, message: "$extends names a group in braces, e.g. \"{base.theme}\", found \(declared.kind)"))
      return nil
    }
    let followed = chain + [here]
    if followed.contains(target) || target == here || here.hasPrefix(target + ".") {
      problems.append(
        Located(
          path: here,
          message: "$extends cycle \(Suggestions.chain(followed + [target]))"))
      return nil
    }
    var node = TokenJSON.object(root)
    for name in target.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      guard case .object(let object) = node, !TokenTree.isToken(object), let next = object[name] else {
        let shown = TokenText.reference(target) { Self.node(at: $0, in: root) != nil }
        problems.append(Located(path: here, message: "$extends \(shown) names no group"))
        return nil
      }
      node = next
    }
    guard case .object(let group) = node, !TokenTree.isToken(group) else {
      problems.append(
        Located(path: here, message: "$extends {\(Suggestions.clipped(target))} names a token; it must name a group"))
      return nil
    }
    guard followed.count < TokenTree.maxDepth else {
      problems.append(Located(path: here, message: "$extends chain longer than \(TokenTree.maxDepth) groups"))
      return nil
    }
    return expand(group, path: target.split(separator: ".").map(String.init), chain: followed)
  }

  /// Whether `base` may be copied into the group at `here`: its tokens and groups paid from the
  /// budget, or one problem naming the cap (and no more copies) when they are over it.
  private mutating func copy(_ base: JSONObject, at here: String) -> Bool {
    guard !overflowed else { return false }
    let count = TokenEntries.count(base, limit: budget)
    if count <= budget {
      budget -= count
      return true
    }
    overflowed = true
    problems.append(
      Located(
        path: here,
        message:
          "$extends would make the tokens and groups of this load more than "
          + "\(InputLimits.countText(InputLimits.tokenEntries)) (the cap)", kind: .file))
    return false
  }

  /// The value at a dotted path of `root`, if any.
  static func node(at path: String, in root: JSONObject) -> TokenJSON? {
    var node = TokenJSON.object(root)
    for name in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard case .object(let object) = node, let next = object[String(name)] else { return nil }
      node = next
    }
    return node
  }

  /// `top` over `base`: groups merged, everything else replaced.
  static func merge(_ base: JSONObject, _ top: JSONObject) -> JSONObject {
    var result = base
    for (key, value) in top.pairs {
      if case .object(let incoming) = value, !TokenTree.isToken(incoming), !key.hasPrefix("$"),
        case .object(let existing)? = base[key], !TokenTree.isToken(existing)
      {
        result[key] = .object(merge(existing, incoming))
      } else {
        result[key] = value
      }
    }
    return result
  }
}
