import Tokens

/// How fixtures name and read one kind of component: `system: material`, `component: button`,
/// and the keys of each variant. A kind reads a variant's keys (all but `name`) into one image
/// per state; `Fixture` checks the file's shape, the names and that every key was read.
///
/// The shipped kinds are declared beside their fixture readers and listed in
/// `ComponentRegistry.standard`; a package adds its own with `ComponentRegistry.register`.
public struct ComponentKind: Sendable {
  /// The design system, e.g. `material`.
  public var system: String
  /// The component's name in fixtures and image paths, e.g. `button` (kebab-case).
  public var name: String
  /// Reads one variant into `(state, component)` pairs, in order; throws `FixtureError`s made
  /// by the values (`value.error(...)`), which carry the file, line and key path.
  public var states: @Sendable (_ variant: inout YAMLMapping, _ theme: Theme) throws -> [(String, Component)]
  /// The variant's keys (all but `name`): the reader reads these and no others. Nil leaves the
  /// kind out of `Fixtures/schema.json` and the key tables.
  public var schema: FixtureSchema?

  public init(
    system: String, name: String, schema: FixtureSchema? = nil,
    states: @escaping @Sendable (_ variant: inout YAMLMapping, _ theme: Theme) throws -> [(String, Component)]
  ) {
    self.system = system
    self.name = name
    self.schema = schema
    self.states = states
  }

  /// Theme keys the design system reads that draw nothing on this kind: a fixture setting one
  /// is refused, naming why, rather than listed in the theme as if it applied.
  public var inertThemeKeys: [InertThemeKey] = []

  /// `material/button`.
  public var id: String { "\(system)/\(name)" }

  /// The kind with `keys` refused in its fixtures' themes.
  public func refusing(_ keys: [InertThemeKey]) -> ComponentKind {
    var kind = self
    kind.inertThemeKeys += keys
    return kind
  }
}

/// A theme key (`shapes.small`) that has no effect on a kind of component, and why.
public struct InertThemeKey: Sendable {
  public var path: [String]
  public var reason: String

  public init(_ path: [String], _ reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// A design system's fixture-level settings: how its `theme:` key is read into `Theme`, and
/// which design token paths set which of its theme's fields.
public struct DesignSystem: Sendable {
  public var name: String
  /// Reads the fixture's `theme:` value into the theme; nil when the system has no theme keys.
  /// `tokens` reads the theme's `tokens:` file (`--tokens`, its override, replaces it).
  public var readTheme: (@Sendable (_ value: YAMLValue, _ theme: inout Theme, _ tokens: ThemeTokens) throws -> Void)?
  /// The theme's keys, for the schema and the key tables.
  public var themeSchema: FixtureSchema?
  /// The token paths of a team's own system (`acme.color.<role>`) and the theme fields they set:
  /// what `--tokens`, a theme's `tokens:` file and specsheet.yaml's `token-mapping:` reach once
  /// the system is registered. The shipped systems' rows are Catalog's `TokenMapping.table`.
  public var tokenMapping: [TokenMapping]

  public init(
    name: String, themeSchema: FixtureSchema? = nil, tokenMapping: [TokenMapping] = [],
    readTheme: (@Sendable (_ value: YAMLValue, _ theme: inout Theme, _ tokens: ThemeTokens) throws -> Void)? = nil
  ) {
    self.name = name
    self.themeSchema = themeSchema
    self.tokenMapping = tokenMapping
    self.readTheme = readTheme
  }
}
