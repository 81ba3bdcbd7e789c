/// Every component the pipeline can render. The catalog builds these from fixtures; layout turns
/// each into frames and a display list.
public enum Component: Hashable, Sendable {
  case fioriChip(FioriChip)
  case fioriChipGroup(FioriChipGroup)
  case fioriChipFormCell(FioriChipFormCell)
}

/// The themes of every design system, as data fixtures can override.
public struct Theme: Hashable, Sendable {
  public var fiori: FioriTheme

  public init(fiori: FioriTheme = FioriTheme()) {
    self.fiori = fiori
  }
}
