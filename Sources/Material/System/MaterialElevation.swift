import ComponentKit
import Graphics

/// MDCShadowLayer's two-layer elevation shadow (mdc-facts §4a), the default for chips, buttons,
/// cards and cells. Elevation 0 or less casts no shadow.
public enum MaterialElevation {
  /// The "top" (ambient) layer: no offset, blur 0.889544·e − 0.003701, opacity 0.08.
  static let ambientBlur = (slope: 0.889544, intercept: -0.003701)
  static let ambientOpacity = 0.08
  /// The "bottom" (key) layer: y offset 1.23118·e − 0.03933, blur 0.666920·e − 0.001648,
  /// opacity 0.26.
  static let keyBlur = (slope: 0.666920, intercept: -0.001648)
  static let keyOffset = (slope: 1.23118, intercept: -0.03933)
  static let keyOpacity = 0.26

  /// The shadows of `shape` at `elevation`, ambient first, in `color` (MDC: black).
  ///
  /// CALayer's shadowRadius is used as the Gaussian sigma (mdc-facts §4a notes this is common
  /// practice, not stated by MDC; docs/spec-decisions.md, "Shadow blur"). The interior is masked
  /// out, as `shadowMaskEnabled` (default YES) does.
  public static func shadows(of shape: Shape, elevation: Double, color: Color = .black) -> [Shadow] {
    guard elevation > 0 else { return [] }
    let ambient = Shadow(
      shape: shape, color: color.opacity(ambientOpacity), offset: .zero,
      sigma: max(0, ambientBlur.slope * elevation + ambientBlur.intercept), outsideOnly: true)
    let key = Shadow(
      shape: shape, color: color.opacity(keyOpacity),
      offset: Point(x: 0, y: keyOffset.slope * elevation + keyOffset.intercept),
      sigma: max(0, keyBlur.slope * elevation + keyBlur.intercept), outsideOnly: true)
    return [ambient, key]
  }

  /// Whole points of uniform margin that hold the shadow of the highest elevation any of the
  /// given per-state tables sets, so every state of a component gets the same canvas.
  public static func margin(for elevations: [StateTable<Double>]) -> Double {
    let highest = elevations.flatMap { $0.values.values }.max() ?? 0
    let e = extent(elevation: highest)
    return max(e.top, e.bottom, e.leading, e.trailing).rounded(.up)
  }

  /// Room a canvas needs around a shape for its shadow at `elevation`, in points.
  public static func extent(elevation: Double) -> EdgeInsets {
    shadows(of: .rect(.zero), elevation: elevation).reduce(EdgeInsets.zero) { acc, s in
      let e = s.extent
      return EdgeInsets(
        top: max(acc.top, e.top), leading: max(acc.leading, e.leading),
        bottom: max(acc.bottom, e.bottom), trailing: max(acc.trailing, e.trailing))
    }
  }
}
