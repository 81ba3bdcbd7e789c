import ComponentKit
import Graphics

/// What every Material component shares as a catalog component: it is drawn with
/// `theme.material` and sits on the scheme's `background`.
public protocol MaterialComponentModel: ComponentModel {}

extension MaterialComponentModel {
  public func pageBackground(theme: Theme) -> Color { theme.material.colors.background }
  public var systemTheme: (any SystemTheme.Type)? { MaterialContainerScheme.self }
  /// Every layout of the system names its shape `container`.
  public var partRoles: [PartRole: String] { [.container: "container"] }
}
