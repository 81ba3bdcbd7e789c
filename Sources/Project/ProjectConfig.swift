import Catalog
import ComponentKit
import Declared
import Foundation
import Graphics
import Tokens
import Yams

/// `specsheet.yaml`: a project's defaults for the CLI, found by walking up from the current
/// folder. Flags override every key; paths are relative to the file's folder. Unknown keys and
/// bad values are errors with the file, line and key, like fixtures'.
public struct ProjectConfig: Sendable, Equatable {
  public static let fileName = ProjectRoot.configName

  /// The file read.
  public var file: String
  /// Fixture files or folders (default catalog: `Fixtures/catalog`).
  public var fixtures: [String]?
  public var goldens: String?
  public var scales: [Int]?
  public var threshold: Double?
  public var antialiasing: Bool?
  public var pixelBudget: Int?
  public var tokens: String?
  /// A context per modifier of a resolver `tokens:` file (`--token-context theme=dark`).
  public var tokenContexts: [String: String]?
  /// Every token must be used (`--strict-tokens`).
  public var strictTokens: Bool?
  /// `axes:`, in the order written: each run renders every combination (docs/modes.md).
  public var axes: [ConfigAxis]?
  /// `min-text-size:`: the smallest text-size headroom `check` and `audit` accept (issue 39).
  public var minTextSize: TextSizeCategory?
  /// `combinations:` and `invalid:`: which combinations of `axes:` are rendered (docs/modes.md).
  public var combinations: [ConfigCombination]?
  public var invalid: [ConfigCombination]?
  /// Mapping paths to the team's own token paths (`material.color.primary: bgColor.accent.emphasis`).
  public var tokenMapping: [String: String]?
  public var report: String?
  public var junit: String?
  public var json: String?
  public var artifacts: String?
  /// Component files or folders of `*.component.yaml` (docs/components.md), as written, resolved.
  public var components: [String]?
  /// The components they declare, read when the file is: every command takes fixtures naming them.
  public var declarations: [ComponentDeclaration] = []

  public init(file: String) { self.file = file }

  /// `base` with the declared components (and each new design system they name) registered.
  public func registry(extending base: ComponentRegistry) throws -> ComponentRegistry {
    try Self.registry(base, declarations)
  }

  static func registry(_ base: ComponentRegistry, _ declarations: [ComponentDeclaration]) throws
    -> ComponentRegistry
  {
    var registry = base
    for declaration in declarations where registry.system(named: declaration.system) == nil {
      try registry.register(DesignSystem.declared(declaration.system, declarations))
    }
    for declaration in declarations {
      // Two files declaring one component (or one a built-in has): the second file is named.
      do { try registry.register(declaration.kind) } catch {
        throw FixtureError(file: declaration.file, line: nil, column: nil, keyPath: "component", message: "\(error)")
      }
    }
    return registry
  }

  /// `components:`: the files or folders, the declarations in them, and `registry` with them
  /// registered (what `token-mapping:` is then checked against).
  mutating func readComponents(
    _ value: YAMLValue, resolved: (YAMLValue) throws -> String, folder: String, registry: ComponentRegistry
  ) throws -> ComponentRegistry {
    let items = value.isScalar ? [value] : try value.sequence()
    if items.isEmpty || items.count > 100 { throw value.error("list 1 to 100 component files or folders") }
    components = try items.map(resolved)
    declarations = try ComponentDeclaration.load(paths: components ?? [], boundary: folder)
    do { return try Self.registry(registry, declarations) } catch let error as FixtureError {
      throw error
    } catch {
      throw value.error("\(error)")
    }
  }

  /// The keys, as documented in the README (and listed by the unknown-key error).
  public static let keys: [FixtureKey] = [
    FixtureKey(
      "fixtures",
      .anyOf([
        .text(singleLine: true, maxLength: 1000), .list(.text(singleLine: true, maxLength: 1000), count: 1...100),
      ]), default: "`Fixtures/catalog`", "fixture files or folders used when a command is given none"),
    FixtureKey(
      "goldens", .text(singleLine: true, maxLength: 1000), default: "`goldens`", "the goldens folder (`--goldens`)"),
    FixtureKey("scales", .list(.integer(1...4), count: 1...4), default: "`[1, 2, 3]`", "scale factors (`--scale`)"),
    FixtureKey("threshold", .number(0...1), default: "0", "per-pixel colour distance tolerated (`--threshold`)"),
    FixtureKey("antialiasing", .bool, default: "`false`", "do not fail on anti-aliased edge pixels (`--antialiasing`)"),
    FixtureKey(
      "pixel-budget", .integer(0...1_000_000_000), default: "0", "changed pixels tolerated per image (`--pixel-budget`)"
    ),
    FixtureKey(
      "tokens", .text(singleLine: true, maxLength: 1000), "a DTCG design tokens file theming every fixture (`--tokens`)"
    ),
    FixtureKey(
      "token-context", .map(keys: nil, .text(singleLine: true, maxLength: 100)),
      "a context for each modifier of a resolver `tokens:` file, e.g. `{theme: dark}` (`--token-context theme=dark`)"),
    axesKey, combinationsKey, invalidKey,
    FixtureKey(
      "min-text-size", .choice(TextSizeCategory.shortNames),
      "`check` and `audit` fail each state whose text-size headroom is below this category, e.g. `ax2` "
        + "(WCAG's 200 %); see `specsheet headroom`"),
    FixtureKey(
      "strict-tokens", .bool, default: "`false`",
      "every token must be valid and used: a problem in a token nothing maps, or a token the mapping does not "
        + "reach, is an error (`--strict-tokens`)"),
    FixtureKey(
      "token-mapping", .map(keys: nil, .text(singleLine: true, maxLength: 300)),
      "mapping paths set from your own tokens, e.g. `{material.color.primary: bgColor.accent.emphasis}` "
        + "(docs/tokens.md)"
    ),
    FixtureKey(
      "report", .text(singleLine: true, maxLength: 1000), "`check` writes its HTML report into this folder (`--report`)"
    ),
    FixtureKey("junit", .text(singleLine: true, maxLength: 1000), "`check` writes JUnit XML to this file (`--junit`)"),
    FixtureKey(
      "json", .text(singleLine: true, maxLength: 1000), "`check` writes its results as JSON to this file (`--json`)"),
    FixtureKey(
      "artifacts", .text(singleLine: true, maxLength: 1000), default: "`.build/golden-failures`",
      "`check` leaves each failure's actual and diff images here (`--artifacts`)"),
    FixtureKey(
      "components",
      .anyOf([
        .text(singleLine: true, maxLength: 1000), .list(.text(singleLine: true, maxLength: 1000), count: 1...100),
      ]), "declared component files (`*.component.yaml`) or folders of them (docs/components.md)"),
  ]

  /// Where the keys are documented: an unknown key's message points there.
  static let guide = "README.md, \"Project config: `specsheet.yaml`\""

  /// The nearest `specsheet.yaml` in `folder` or a folder above it.
  public static func find(from folder: String) -> String? { ProjectRoot.configFile(from: folder) }

  /// Reads `path`; relative paths in it become paths relative to its folder. `token-mapping:`
  /// may name the token paths of `registry`'s systems.
  public static func load(path: String, registry: ComponentRegistry = .standard) throws -> ProjectConfig {
    let bytes: [UInt8]
    do { bytes = try DataFile.read(path, limit: InputLimits.configBytes) } catch {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "cannot read the file as UTF-8 text")
    }
    return try parse(text, file: path, registry: registry)
  }

  public static func parse(
    _ text: String, file: String, registry: ComponentRegistry = .standard
  ) throws -> ProjectConfig {
    var config = ProjectConfig(file: file)
    let node: Node?
    do {
      node = try Yams.compose(
        yaml: text, YAMLResolution.resolver, YAMLResolution.constructor, YAMLResolution.encoding)
    } catch let error as YamlError {
      throw FixtureError(yaml: error, file: file)
    }
    guard let node else { return config }  // an empty file: no defaults
    var map = try YAMLValue(node: node, file: file, keyPath: "").mapping()
    map.declare(keys)
    map.guide = guide
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    // specsheet.yaml may come from someone else's pull request: every path it names stays inside
    // the project (its folder), however spelled (`..`, absolute, through a symbolic link).
    func resolved(_ value: YAMLValue) throws -> String {
      let path = try value.singleLine(maxLength: 1000)
      let full = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
      guard DataFile.landsInside(full, boundary: folder) else {
        throw value.error(
          "\(Suggestions.quoted(path)) is outside the project (\(folder.escapingControlCharacters)); "
            + "paths in \(fileName) name files and folders inside it")
      }
      return full
    }
    func path(_ key: String) throws -> String? { try map.optional(key).map(resolved) }
    if let value = map.optional("fixtures") {
      let items = value.isScalar ? [value] : try value.sequence()
      if items.isEmpty { throw value.error("list at least one fixture file or folder") }
      config.fixtures = try items.map(resolved)
    }
    config.goldens = try path("goldens")
    if let value = map.optional("scales") {
      let items = try value.sequence()
      guard (1...4).contains(items.count) else { throw value.error("list 1 to 4 scales, e.g. [1, 2, 3]") }
      var scales: [Int] = []
      for item in items {
        let scale = try item.integer(in: 1...4)
        if scales.contains(scale) { throw item.error("duplicate scale \(scale)") }
        scales.append(scale)
      }
      config.scales = scales
    }
    config.threshold = try map.number("threshold")
    config.antialiasing = try map.bool("antialiasing")
    config.pixelBudget = try map.integer("pixel-budget")
    var registry = registry
    if let value = map.optional("components") {
      registry = try config.readComponents(value, resolved: resolved, folder: folder, registry: registry)
    }
    config.tokens = try path("tokens")
    config.tokenContexts = try YAMLValue.textMap(map.optional("token-context"), maxLength: 100)
    try config.readModes(axes: map.optional("axes"), minTextSize: map.optional("min-text-size"))
    config.combinations = try map.optional("combinations").map(readCombinations)
    config.invalid = try map.optional("invalid").map(readCombinations)
    if config.axes == nil, let stray = map.optional("combinations") ?? map.optional("invalid") {
      throw stray.error("combinations of axes need axes: to combine")
    }
    config.strictTokens = try map.bool("strict-tokens")
    config.tokenMapping = try YAMLValue.textMap(map.optional("token-mapping"), maxLength: 300)
    if let mapping = config.tokenMapping, let value = map.optional("token-mapping") {
      for (path, _) in try value.mapping().entries()
      where TokenMapping.target(for: path, in: registry.tokenMapping) == nil {
        let near = Suggestions.closest(to: path, among: registry.tokenMapping.flatMap(\.paths))
        throw value.error(
          "\(Suggestions.quoted(path)) is not a path of the mapping (Fixtures/README.md, \"Design token paths\")"
            + (near.isEmpty ? "" : "; did you mean \(Suggestions.sentence(near))?"))
      }
      _ = mapping
    }
    config.report = try path("report")
    config.junit = try path("junit")
    config.json = try path("json")
    config.artifacts = try path("artifacts")
    try map.finish()
    return config
  }
}
