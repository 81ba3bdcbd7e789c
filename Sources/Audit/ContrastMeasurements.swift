import Graphics

extension Auditor {
  /// Every text and icon contrast of `image`, measured as the `text-contrast` and
  /// `icon-contrast` rules measure it, passing or not (a pass comes back as an `info` finding):
  /// `specsheet compare` reads the ratio a contrast had before it failed ("4.6:1 → 3.9:1").
  public func contrasts(_ image: AuditImage) -> [Finding] {
    DesignRules.contrast(image, everything: true)
  }
}
