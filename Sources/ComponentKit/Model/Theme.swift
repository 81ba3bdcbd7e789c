import Graphics

/// A design system's theme: the values its fixtures and tokens override (colours, type, shapes).
/// Each system declares one and an accessor for it on `Theme` beside it
/// (`extension Theme { var material: MaterialContainerScheme }`), so the core knows no system.
public protocol SystemTheme: Hashable, Sendable {
  /// The system's defaults: what a fixture that sets nothing is drawn with.
  init()
  /// How a spec sheet's header names this theme, and the colour its cells are drawn on.
  var sheetHeading: ThemeHeading { get }
  /// What a theme page shows of it; nil: the system has no theme page.
  var summary: ThemeSummary? { get }
}

extension SystemTheme {
  public var summary: ThemeSummary? { nil }
}

/// A sheet header's words for a theme (`Material baseline 2018-04, background #FFFFFF`) and the
/// colour the sheet's cells are drawn on.
public struct ThemeHeading: Hashable, Sendable {
  public var name: String
  public var canvas: Color

  public init(name: String, canvas: Color) {
    self.name = name
    self.canvas = canvas
  }

  /// For a component whose system declares no theme.
  public static let fromFixture = ThemeHeading(name: "theme from the fixture", canvas: .white)
}

/// The themes of every design system, as data fixtures can override: one value per
/// `SystemTheme` type, its defaults when none was set.
///
/// Only values that differ from their type's defaults are stored, so two themes are equal
/// exactly when every system's theme is (sheets group cells and caches key images by theme).
public struct Theme: Hashable, Sendable {
  private var overrides: [ObjectIdentifier: StoredTheme] = [:]
  /// The Dynamic Type category a component without a curve of its own draws its text at (the
  /// `text-size` axis, issue 39): every font scaled by Body's ratio, as `UIFontMetrics(forTextStyle:
  /// .body)` scales a custom font. Large, the default, scales nothing.
  public var textSize: TextSizeCategory = .standard

  public init() {}

  /// The theme of type `T`: what was set, else `T()`.
  public subscript<T: SystemTheme>(_ type: T.Type) -> T {
    get { overrides[ObjectIdentifier(type)]?.value as? T ?? T() }
    set { overrides[ObjectIdentifier(type)] = newValue == T() ? nil : StoredTheme(newValue) }
  }

  /// The theme of a type known only at run time (a component's `systemTheme`).
  public func value(of type: any SystemTheme.Type) -> any SystemTheme {
    func read<T: SystemTheme>(_ t: T.Type) -> any SystemTheme { self[t] }
    return read(type)
  }
}

/// One system's theme, compared and hashed as its own type.
private struct StoredTheme: Hashable, Sendable {
  package let value: any SystemTheme

  package init(_ value: any SystemTheme) { self.value = value }

  package static func == (a: StoredTheme, b: StoredTheme) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
  package func hash(into hasher: inout Hasher) { AnyHashable(value).hash(into: &hasher) }
}
