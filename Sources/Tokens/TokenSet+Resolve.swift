import Graphics

extension TokenSet {
  /// Merges the sources in order, then resolves and maps the merged tokens. Problems about one
  /// token are errors where the mapping reaches it, else warnings (`strict`: errors too).
  mutating func resolve(_ sources: [TokenResolverFile.Source], strict: Bool, families: [TokenFamily]) {
    var tree = TokenTree()
    var budget = TokenBudget()
    var found: [TokenError] = []
    for source in sources {
      // Counted before any work on it: the sources of one load hold at most the cap together.
      let entries = TokenEntries.count(source.tokens, limit: budget.entries)
      guard entries <= budget.entries else {
        problems += found
        problems.append(
          TokenError(
            file: source.file, path: "",
            message:
              "the tokens and groups of this load are more than \(InputLimits.countText(InputLimits.tokenEntries)) "
              + "(the cap; a file counts each time a resolver uses it)", kind: .file))
        return
      }
      budget.entries -= entries
      let (tokens, pointerProblems, steps) = TokenPointers.resolve(source.tokens, steps: budget.steps)
      budget.steps = steps
      found += pointerProblems.map {
        TokenError(file: source.file, path: $0.path, message: $0.message, kind: $0.kind == .file ? .file : .reference)
      }
      tree.merge(tokens, file: source.file)
    }
    let (root, extendsProblems, inherited) = TokenExtends.applying(tree.root, budget: budget.entries)
    tree.inherited = inherited
    found += extendsProblems.map { tree.error($0, kind: $0.kind == .file ? .file : .extends) }
    var walk = TokenWalk()
    walk.group(root, path: [], type: nil)
    let aliases = TokenAliases(raw: walk.tokens)
    aliases.resolveAll()
    found += (walk.problems + aliases.problems).map { tree.error($0) }
    tokenCount = walk.tokens.count
    values = aliases.done.mapValues { Reading(value: $0.value, alias: $0.through.first) }
    sort(found, reach: TokenReach(raw: walk.tokens, families: families), strict: strict)
    map(aliases, tree: tree, strict: strict, families: families)
  }

  /// Each problem about one token an error where the mapping reaches the token (saying through
  /// which mapping path, when not its own), else a warning, or an error too when `strict`.
  private mutating func sort(_ found: [TokenError], reach: TokenReach, strict: Bool) {
    for var problem in found {
      if let via = reach.reacher(of: problem.path) {
        if !via.isEmpty, via != problem.path {
          problem.message += " (the mapping reaches it through \(Suggestions.clippedPath(via)))"
        }
        problems.append(problem)
      } else if strict || !problem.kind.isAboutOneToken {
        problems.append(problem)
      } else {
        warnings.append(problem)
      }
    }
  }

  /// The mapped tokens onto theme fields; every other token used or listed as unused.
  private mutating func map(_ aliases: TokenAliases, tree: TokenTree, strict: Bool, families: [TokenFamily]) {
    var used = Set<String>()
    func use(_ path: String) {
      guard used.insert(path).inserted, let resolved = aliases.done[path] else { return }
      resolved.through.forEach(use)
      aliases.partAliases[path]?.forEach(use)
      for step in resolved.through { aliases.partAliases[step]?.forEach(use) }
    }
    for row in families {
      for path in row.paths where aliases.raw[path] != nil {
        use(path)
        guard let resolved = aliases.done[path] else { continue }  // its problem is listed already
        let source = resolved.through.last ?? path
        let file = tree.origin(of: path)
        do {
          let (value, note) = try row.accept(resolved.value)
          fields.append(
            Field(
              path: path, field: row.field, system: row.system, value: value, file: file, source: source,
              sourceFile: tree.origin(of: source), note: note,
              chain: ([path] + resolved.through).map { TokenLink(token: $0, place: tree.place(of: $0)) }))
        } catch {
          problems.append(tree.error(Located(path: path, message: error.message), kind: .unusable))
        }
      }
    }
    for path in aliases.raw.keys.sorted() where !used.contains(path) {
      if let namespace = path.split(separator: ".").first, families.contains(where: { $0.system == namespace }) {
        // The mapping's own namespace: a path it does not know is a typo, never a spare token.
        let near = Suggestions.closest(to: path, among: families.flatMap(\.paths))
        let guess = near.isEmpty ? "" : "; did you mean \(Suggestions.sentence(near))?"
        problems.append(
          tree.error(
            Located(
              path: path,
              message: "unknown token: not a path of the mapping (Fixtures/README.md, \"Design token paths\")\(guess)"),
            kind: .unknownPath)
        )
      } else {
        unused.append(path)
      }
    }
    if strict {
      // A token with a problem of its own is listed once, for that problem.
      let listed = Set(problems.map(\.path))
      problems += unused.filter { !listed.contains($0) }.map {
        tree.error(
          Located(
            path: $0,
            message: "unused token: not a path of the mapping and no mapped token refers to it (--strict-tokens)"),
          kind: .unused)
      }
    }
  }
}

/// Font stacks as the format writes them (`["Inter", "Helvetica", "sans-serif"]`): rendering
/// is hermetic and never falls back, so the family drawn is the first of the stack the font
/// set has, matched without regard to case; a stack with none of them is an error naming it.
enum FontStack {
  static func pick(_ stack: [String]) throws(TokenProblem) -> (String, String?) {
    for (index, name) in stack.enumerated() {
      if let family = FontSet.families.first(where: { $0.lowercased() == name.lowercased() }) {
        let matched = name == family ? "" : " (matched regardless of case)"
        let note =
          stack.count == 1 && name == family
          ? nil : "font stack \(written(stack)) draws \(family), its entry \(index + 1)\(matched)"
        return (family, note)
      }
    }
    throw TokenProblem(
      "no family of the font stack \(written(stack)) is in specsheet's font set "
        + "(\(FontSet.families.joined(separator: ", "))); rendering never falls back to another font"
    )
  }

  /// A stack as a message names it: by its size, as the names are the file's text.
  static func written(_ stack: [String]) -> String {
    "(\(stack.count) famil\(stack.count == 1 ? "y" : "ies"))"
  }
}
