/// A component's grid in one mode: `theme=dark,direction=rtl` (its cells' `mode`).
public struct SiteMode: Sendable {
  public var name: String
  public var sections: [SiteSection]

  public init(name: String, sections: [SiteSection]) {
    self.name = name
    self.sections = sections
  }

  /// Every cell, section by section, row by row.
  public var cells: [SiteCell] { sections.flatMap { $0.rows.flatMap { $0.cells.compactMap { $0 } } } }
  /// `default` or the modes as written, `theme=dark, direction=rtl`: what a chooser shows.
  public var label: String { name.isEmpty ? "default" : name.split(separator: ",").joined(separator: ", ") }
}
