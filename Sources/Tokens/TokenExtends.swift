import Graphics

/// Group inheritance (Format Module 2025.10, "$extends"): a group `{"$extends": "{base}"}` holds
/// every token and group of `base`, its own overriding them (groups deep-merged, tokens
/// replaced). Applied to the merged tree before it is walked, so inherited tokens are tokens
/// like any other; the target must be a group, the chain must end.
struct TokenExtends {
  var root: JSONObject
  var problems: [Located] = []
  /// Groups already expanded, by path.
  private var done: [String: JSONObject] = [:]

  static func apply(_ root: JSONObject) -> (JSONObject, [Located]) {
    var extends = TokenExtends(root: root)
    let result = extends.expand(root, path: [], chain: [])
    return (result, extends.problems)
  }

  private init(root: JSONObject) { self.root = root }

  private mutating func expand(_ group: JSONObject, path: [String], chain: [String]) -> JSONObject {
    let here = path.joined(separator: ".")
    if let known = done[here] { return known }
    var result = group
    if let declared = group["$extends"] {
      result["$extends"] = nil
      if let base = base(declared, at: here, chain: chain) { result = Self.merge(base, result) }
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
          message: "$extends cycle \((followed + [target]).map(Suggestions.clipped).joined(separator: " -> "))"))
      return nil
    }
    var node = TokenJSON.object(root)
    for name in target.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
      guard case .object(let object) = node, !TokenTree.isToken(object), let next = object[name] else {
        problems.append(Located(path: here, message: "$extends {\(Suggestions.clipped(target))} names no group"))
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
