import ComponentKit

/// Corner radii of Material's shape categories (mdc-facts §3,
/// `MDCShapeSchemeDefaultsMaterial201809`: small 4, medium 4, large 0, all rounded).
public struct MaterialShapeScheme: Hashable, Sendable {
  public var small: Double
  public var medium: Double
  public var large: Double

  public static let baseline = MaterialShapeScheme(small: 4, medium: 4, large: 0)
}

/// What themers read: colours, type and shapes (`MDCContainerScheme`).
public struct MaterialContainerScheme: Hashable, Sendable {
  public var colors: MaterialColorScheme
  public var typography: MaterialTypographyScheme
  public var shapes: MaterialShapeScheme

  public init(
    colors: MaterialColorScheme = .baseline201804,
    typography: MaterialTypographyScheme = .baseline(),
    shapes: MaterialShapeScheme = .baseline
  ) {
    self.colors = colors
    self.typography = typography
    self.shapes = shapes
  }
}
