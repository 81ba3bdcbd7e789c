import ComponentKit
import Graphics

/// What every Fiori component shares as a catalog component: it is drawn with `theme.fiori` and
/// sits on the form's background.
public protocol FioriComponentModel: ComponentModel {}

extension FioriComponentModel {
  public func pageBackground(theme: Theme) -> Color { theme.fiori.formBackground }
  public var systemTheme: (any SystemTheme.Type)? { FioriTheme.self }
  /// Every layout of the system names its shape `container` and its box inside the paddings `content-box`.
  public var partRoles: [PartRole: String] { [.container: "container", .contentBox: "content-box"] }
}
