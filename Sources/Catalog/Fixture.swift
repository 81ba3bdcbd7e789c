import ComponentKit
import Foundation
import Graphics
import Tokens
import Yams

/// Reads fixture files (YAML) into catalog entries. The format is documented in
/// `Fixtures/README.md`; every unknown key, bad value or missing field is a `FixtureError`.
public enum Fixture {
  /// Parses one fixture document. `file` is used in error messages and to find the theme's
  /// `tokens:` file; `registry` says which systems and components a fixture may name; `tokens`
  /// (`--tokens`) themes every fixture, replacing a theme's own `tokens:` file. A theme's
  /// `tokens:` file, and every file it references, must lie inside `boundary`, the project root
  /// (nil: the project around `file`, as `TokenBoundary.projectRoot` finds it).
  public static func parse(
    _ text: String, file: String, registry: ComponentRegistry = .standard, tokens: DesignTokens? = nil,
    boundary: String? = nil
  ) throws -> [CatalogEntry] {
    let root: Node
    do {
      guard
        let node = try Yams.compose(
          yaml: text, YAMLResolution.resolver, YAMLResolution.constructor, YAMLResolution.encoding)
      else {
        throw FixtureError(file: file, line: nil, column: nil, keyPath: "", message: "the file is empty")
      }
      root = node
    } catch let error as FixtureError {
      throw error
    } catch let error as YamlError {
      throw FixtureError(yaml: error, file: file)
    }
    var doc = try YAMLValue(node: root, file: file, keyPath: "").mapping()
    let system = try doc.required("system").oneOf(registry.systems.map { ($0.name, $0) }, what: "design system")
    let componentValue = try doc.required("component")
    let kind = try componentValue.oneOf(
      registry.kinds.filter { $0.system == system.name }.map { ($0.name, $0) }, what: "\(system.name) component")
    var theme = Theme()
    if let themeValue = doc.optional("theme") {
      guard let readTheme = system.readTheme else {
        throw themeValue.error("design system \(system.name) has no theme keys")
      }
      // A path the fixture wrote is data: it and what it references stay inside the project.
      let root = boundary ?? TokenBoundary.projectRoot(of: file)
      let themeTokens = ThemeTokens(
        override: tokens,
        load: { path, contexts in try DesignTokens.load(path: path, contexts: contexts, boundary: .data(root: root)) },
        apply: { tokens, theme, system in tokens.apply(to: &theme, system: system) })
      try readTheme(themeValue, &theme, themeTokens)
    } else if let tokens {
      tokens.apply(to: &theme, system: system.name)
    }
    let variants = try doc.required("variants").sequence()
    try doc.finish()
    if variants.isEmpty {
      throw componentValue.error("a fixture needs at least one variant")
    }
    var entries: [CatalogEntry] = []
    var names = Set<String>()
    for variant in variants {
      var map = try variant.mapping()
      if let schema = kind.schema {
        map.declare(schema, plus: [FixtureKey("name", .text(singleLine: true, maxLength: 80), required: true, "")])
      }
      let nameValue = try map.required("name")
      let name = try nameValue.nonEmptyString(maxLength: 80)
      guard name.isKebabCase else {
        throw nameValue.error("variant names are kebab-case (a-z, 0-9 and '-'), found \(Suggestions.quoted(name))")
      }
      guard names.insert(name).inserted else { throw nameValue.error("duplicate variant \"\(name)\"") }
      let states = try kind.states(&map, theme)
      try map.finish()
      for (state, content) in states {
        entries.append(
          CatalogEntry(
            system: system.name, component: kind.name, variant: name, state: state, content: content,
            theme: theme, source: file, sourceLine: variant.node.mark?.line))
      }
    }
    return entries
  }

  /// Reads and parses a fixture file (`boundary`: see `parse`).
  public static func load(
    path: String, registry: ComponentRegistry = .standard, tokens: DesignTokens? = nil, boundary: String? = nil
  ) throws -> [CatalogEntry] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path, registry: registry, tokens: tokens, boundary: boundary)
  }
}

extension FixtureError {
  package init(yaml error: YamlError, file: String) {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      self.init(file: file, line: mark.line, column: mark.column, keyPath: "", message: "YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      self.init(
        file: file, line: context.mark.line, column: context.mark.column, keyPath: "",
        message: "duplicate key \(duplicates.prefix(3).map(Suggestions.quoted).joined(separator: ", "))"
          + (duplicates.count > 3 ? " and \(duplicates.count - 3) more" : ""))
    default:
      self.init(file: file, line: nil, column: nil, keyPath: "", message: "YAML: \(error)")
    }
  }
}

extension String {
  var isKebabCase: Bool {
    !isEmpty && !hasPrefix("-") && !hasSuffix("-")
      && allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
