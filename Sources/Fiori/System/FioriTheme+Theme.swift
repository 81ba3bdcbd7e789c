import ComponentKit
import Graphics

/// Fiori's place in `Theme`: `theme.fiori`, and how a sheet names it. Cells sit on the page colour
/// the audit reads transparent pixels over (`formBackground`: white in the seed, which names no
/// other; a theme's own, such as SAP Horizon Evening's #1D232A, drawn dark chips on white).
extension FioriTheme: SystemTheme {
  public var sheetHeading: ThemeHeading {
    let name = self == FioriTheme() ? "SAP Fiori (seed colour tables)" : "SAP Fiori, custom theme"
    return ThemeHeading(name: "\(name), text \(fontFamily)", canvas: formBackground)
  }
}

extension Theme {
  /// Fiori's colour tables, fonts and chip metrics.
  public var fiori: FioriTheme {
    get { self[FioriTheme.self] }
    set { self[FioriTheme.self] = newValue }
  }
}
