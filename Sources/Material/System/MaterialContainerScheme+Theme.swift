import ComponentKit
import Graphics

/// Material's place in `Theme`: `theme.material`, and how a sheet names the scheme.
extension MaterialContainerScheme: SystemTheme {
  /// The baseline scheme (2018-04 colours, baseline type and shapes).
  public init() { self.init(colors: .baseline201804) }

  public var sheetHeading: ThemeHeading {
    let name =
      colors == .baseline201804
      ? "Material baseline 2018-04"
      : colors == .dark201907
        ? "Material dark 2019-07" : "Material, custom scheme (primary \(colors.primary), surface \(colors.surface))"
    return ThemeHeading(name: "\(name), background \(colors.background)", canvas: colors.background)
  }
}

extension Theme {
  /// Material's container scheme (colours, type, shapes).
  public var material: MaterialContainerScheme {
    get { self[MaterialContainerScheme.self] }
    set { self[MaterialContainerScheme.self] = newValue }
  }
}
