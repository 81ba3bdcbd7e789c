/// Every component the pipeline can render. The catalog builds these from fixtures; layout turns
/// each into frames and a display list.
public enum Component: Hashable, Sendable {
  case fioriChip(FioriChip)
  case fioriChipGroup(FioriChipGroup)
  case fioriChipFormCell(FioriChipFormCell)
  /// A single Material chip; `touchTargetOverlay` draws its 44pt target over it.
  case materialChip(MaterialChip, touchTargetOverlay: Bool)
  case materialChipField(MaterialChipField)
  case materialChipCollection(MaterialChipCollection)
  /// Material lists: a plain MDCBaseCell, one MDCSelfSizingStereoCell, a column of cells.
  case materialBaseCell(MaterialBaseCell)
  case materialListCell(MaterialListCell)
  case materialList(MaterialList)
  /// A Material button; `overlays` draws its touch target and hit area over it.
  case materialButton(MaterialButton, overlays: Bool)
  case materialCard(MaterialCard)
  case materialCardCollection(MaterialCardCollection)
}

/// The themes of every design system, as data fixtures can override.
public struct Theme: Hashable, Sendable {
  public var fiori: FioriTheme
  public var material: MaterialContainerScheme

  public init(fiori: FioriTheme = FioriTheme(), material: MaterialContainerScheme = MaterialContainerScheme()) {
    self.fiori = fiori
    self.material = material
  }
}
