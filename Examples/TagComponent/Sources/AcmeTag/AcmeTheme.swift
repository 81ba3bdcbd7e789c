import SpecsheetKit

/// Acme's theme: the colour roles its components read. Brand tokens reach them through the
/// design system's token mapping (`acme.color.<role>`, `DesignSystem.acme`); the defaults are the
/// tag spec's "Colours" table.
public struct AcmeTheme: SystemTheme {
  public var accent = Color(hex: 0x3730A3)
  public var onAccent = Color(hex: 0xFFFFFF)
  public var accentContainer = Color(hex: 0xEEF2FF)
  public var muted = Color(hex: 0xF3F4F6)
  public var onMuted = Color(hex: 0x6B7280)

  public init() {}

  /// The sheet's header for a tag is the fixture's, as before the theme existed.
  public var sheetHeading: ThemeHeading { .fromFixture }

  /// The roles' token names, `acme.color.<name>`.
  public static let roleNames = ["accent", "on-accent", "accent-container", "muted", "on-muted"]

  /// The role a token name sets.
  public static func role(named name: String) -> WritableKeyPath<AcmeTheme, Color>? {
    switch name {
    case "accent": \.accent
    case "on-accent": \.onAccent
    case "accent-container": \.accentContainer
    case "muted": \.muted
    case "on-muted": \.onMuted
    default: nil
    }
  }
}

extension AcmeTheme {
  /// A fixture's `theme:` keys: a token file and its contexts.
  static let schema = FixtureSchema(
    "Acme's theme: brand tokens onto its colour roles.", [DesignTokens.fixtureKey, DesignTokens.contextKey])
}

extension Theme {
  /// Acme's part of a fixture's theme.
  public var acme: AcmeTheme {
    get { self[AcmeTheme.self] }
    set { self[AcmeTheme.self] = newValue }
  }
}

extension DesignSystem {
  /// `system: acme`: a fixture's `theme:` takes a token file (`tokens:`, `token-context:`), and
  /// `--tokens` and specsheet.yaml's `token-mapping:` reach the colour roles through `tokenMapping`.
  public static let acme = DesignSystem(
    name: "acme",
    themeSchema: AcmeTheme.schema,
    tokenMapping: [
      TokenMapping(
        pattern: "acme.color.<role>", names: AcmeTheme.roleNames, system: "acme", types: [.color],
        field: "`AcmeTheme`'s colour role"
      ) { name, value, theme in
        if case .color(let color) = value, let role = AcmeTheme.role(named: name) {
          theme.acme[keyPath: role] = color
        }
      }
    ]
  ) { value, theme, tokens in
    var map = try value.mapping()
    map.declare(AcmeTheme.schema)
    try tokens.read(&map, into: &theme, system: "acme")
    try map.finish()
  }
}
