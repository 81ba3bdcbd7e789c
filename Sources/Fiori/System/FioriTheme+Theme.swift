import ComponentKit
import Graphics

/// Fiori's place in `Theme`: `theme.fiori`, and how a sheet names it (cells on white: the seed
/// names no page colour for sheets).
extension FioriTheme: SystemTheme {
  public var sheetHeading: ThemeHeading {
    let name = self == FioriTheme() ? "SAP Fiori (seed colour tables)" : "SAP Fiori, custom theme"
    return ThemeHeading(name: "\(name), text \(fontFamily)", canvas: .white)
  }
}

extension Theme {
  /// Fiori's colour tables, fonts and chip metrics.
  public var fiori: FioriTheme {
    get { self[FioriTheme.self] }
    set { self[FioriTheme.self] = newValue }
  }
}
