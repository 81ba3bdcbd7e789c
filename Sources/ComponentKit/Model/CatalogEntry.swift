import Graphics

/// One image the catalog produces: a component in one state, with the theme to draw it in.
public struct CatalogEntry: Hashable, Sendable {
  /// Design system, e.g. "fiori".
  public var system: String
  /// Component family, e.g. "chip", "chip-group", "chip-form-cell".
  public var component: String
  /// Variant name from the fixture, e.g. "single-selection".
  public var variant: String
  /// State name, e.g. "pressed-selected".
  public var state: String
  public var content: Component
  public var theme: Theme
  /// The fixture file this entry came from (for messages).
  public var source: String
  /// The line of its variant in that file, when known (for messages).
  public var sourceLine: Int?
  /// Its non-default modes in the axes' declared order (issue 39): empty for the default mode,
  /// whose id and paths are those of a project without `axes:`.
  public var modes: [ImageMode] = []
  /// Every declared axis with its value, defaults included (what the manifest records); empty
  /// when the project declares no axes.
  public var tuple: [ImageMode] = []

  /// `file:line` of the variant, or the file.
  public var location: String { sourceLine.map { "\(source):\($0)" } ?? source }

  public init(
    system: String, component: String, variant: String, state: String, content: Component,
    theme: Theme, source: String, sourceLine: Int? = nil
  ) {
    self.sourceLine = sourceLine
    self.system = system
    self.component = component
    self.variant = variant
    self.state = state
    self.content = content
    self.theme = theme
    self.source = source
  }

  /// `system/component/variant/state[~modes]`: the image's path without scale and extension.
  public var id: String { "\(system)/\(component)/\(variant)/\(state)" + ImageMode.suffix(modes) }

  /// The image at a scale: `fiori/chip/single-selection/selected@2x`.
  public func imageName(scale: Int) -> ImageName {
    ImageName(system: system, component: component, variant: variant, state: state, modes: modes, scale: scale)
  }

  /// The relative output path for a scale: `fiori/chip/single-selection/selected@2x.png`.
  public func path(scale: Int) -> String { imageName(scale: scale).path }
}
