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
  /// `rightToLeft` (the `direction` axis at `rtl`) reads each variant as if it wrote
  /// `direction: rtl`; a variant that writes `direction:` itself, or whose component has no such
  /// key, is left out (its image would be one already drawn). `locale` (the `locale` axis) rewrites
  /// every text the variant's schema declares (`YAMLValue.localized`); ar-XB also reads it right to
  /// left where the component can. `textSize` (the `text-size` axis) writes a component's own
  /// `content-size:`, else sets its entries' `Theme.textSize`.
  public static func parse(
    _ text: String, file: String, registry: ComponentRegistry = .standard, tokens: DesignTokens? = nil,
    boundary: String? = nil, rightToLeft: Bool = false, locale: PseudoLocale? = nil,
    textSize: TextSizeCategory? = nil
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
        load: { path, contexts in
          try DesignTokens.load(path: path, contexts: contexts, boundary: .data(root: root), registry: registry)
        },
        apply: { tokens, theme, system in tokens.apply(to: &theme, system: system, registry: registry) })
      try readTheme(themeValue, &theme, themeTokens)
      try refuseInert(kind, in: themeValue)
    } else if let tokens {
      tokens.apply(to: &theme, system: system.name, registry: registry)
    }
    let variants = try doc.required("variants").sequence()
    try doc.finish()
    if variants.isEmpty {
      throw componentValue.error("a fixture needs at least one variant")
    }
    // Without a curve of its own, a component's text follows Body's (issue 39, `text-size`).
    var drawnTheme = theme
    if let textSize, !YAMLValue.hasOwnTextSize(kind.schema) { drawnTheme.textSize = textSize }
    var entries: [CatalogEntry] = []
    var names = Set<String>()
    for written in variants {
      guard
        let variant = written.inModes(
          rightToLeft: rightToLeft, locale: locale, textSize: textSize, schema: kind.schema)
      else { continue }
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
            theme: drawnTheme, source: file, sourceLine: variant.node.mark?.line))
      }
    }
    return entries
  }

  /// Reads and parses a fixture file (`boundary`: see `parse`).
  public static func load(
    path: String, registry: ComponentRegistry = .standard, tokens: DesignTokens? = nil, boundary: String? = nil,
    rightToLeft: Bool = false, locale: PseudoLocale? = nil, textSize: TextSizeCategory? = nil
  ) throws -> [CatalogEntry] {
    let bytes: [UInt8]
    do { bytes = try DataFile.read(path, limit: InputLimits.fixtureBytes) } catch {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "the file is not UTF-8 text")
    }
    return try parse(
      text, file: path, registry: registry, tokens: tokens, boundary: boundary, rightToLeft: rightToLeft,
      locale: locale,
      textSize: textSize)
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
    case .reader(let problem, let offset, let value, let yaml):
      // Yams' own description quotes the input around the problem (a 1 MiB line of NULs took a
      // minute to escape, and a file's content is never echoed): the place and the character do.
      let (line, column) = offset.map { Self.lineAndColumn(ofByte: $0, in: yaml) } ?? (nil, nil)
      let character = value >= 0 ? " (U+\(String(format: "%04X", value)))" : ""
      self.init(file: file, line: line, column: column, keyPath: "", message: "YAML: \(problem)\(character)")
    default:
      self.init(file: file, line: nil, column: nil, keyPath: "", message: "YAML: \(error)")
    }
  }
}

extension FixtureError {
  /// 1-based line and column of the byte at `offset` (libyaml counts bytes), in one pass.
  static func lineAndColumn(ofByte offset: Int, in text: String) -> (Int?, Int?) {
    var line = 1
    var column = 1
    for byte in text.utf8.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

extension String {
  var isKebabCase: Bool {
    !isEmpty && !hasPrefix("-") && !hasSuffix("-")
      && allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}

extension Fixture {
  /// Throws at the first of `kind`'s inert theme keys `theme` sets.
  static func refuseInert(_ kind: ComponentKind, in theme: YAMLValue) throws {
    for key in kind.inertThemeKeys {
      var value: YAMLValue? = theme
      for name in key.path {
        var map = try value?.mapping()
        value = map?.optional(name)
      }
      if let value { throw value.error("has no effect on \(kind.id): \(key.reason)") }
    }
  }
}
