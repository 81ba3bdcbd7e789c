/// The glyph names an icon font offers fixtures: what a fixture key of icons accepts, how the
/// key tables name it and where Fixtures/README.md lists the names. A design system supplies its
/// set to its schema (`.glyph(.materialIcons, ...)`); the schema code knows no font.
public struct IconSet: Hashable, Sendable {
  /// `Material icon`: one icon's name in the key tables and errors.
  public var name: String
  /// `Material icons`: the README section that lists the names.
  public var section: String
  /// Every name, sorted.
  public var names: [String]

  public init(name: String, section: String, names: [String]) {
    self.name = name
    self.section = section
    self.names = names.sorted()
  }
}
