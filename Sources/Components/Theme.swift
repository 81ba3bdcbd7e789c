/// The themes of every design system, as data fixtures can override.
public struct Theme: Hashable, Sendable {
  public var fiori: FioriTheme
  public var material: MaterialContainerScheme

  public init(fiori: FioriTheme = FioriTheme(), material: MaterialContainerScheme = MaterialContainerScheme()) {
    self.fiori = fiori
    self.material = material
  }
}
