import ComponentKit

/// Material's theme page: every colour role, with the `on-` roles and the primary and error
/// inks measured on the scheme's surfaces; every type style; the three shape categories.
extension MaterialContainerScheme {
  public var summary: ThemeSummary? {
    let colors = MaterialColorScheme.roleNames.compactMap { name -> ThemeSummary.Value? in
      guard let role = MaterialColorScheme.role(named: name) else { return nil }
      return .color(name, self.colors[keyPath: role], tokenPath: "material.color.\(name)")
    }
    let type = MaterialTypographyScheme.styleNames.compactMap { name -> ThemeSummary.Value? in
      guard let style = MaterialTypographyScheme.style(named: name) else { return nil }
      return .font(name, typography[keyPath: style], tokenPath: "material.typography.\(name)")
    }
    let shapes = [("small", self.shapes.small), ("medium", self.shapes.medium), ("large", self.shapes.large)]
      .map { name, radius in
        ThemeSummary.Value.length(
          name, radius, text: "corner radius \(radius.dumped)pt", tokenPath: "material.shape.\(name)")
      }
    return ThemeSummary(
      colors: colors, textRoles: ["on-primary", "on-secondary", "on-surface", "on-background", "primary", "error"],
      surfaceRoles: ["primary", "primary-variant", "secondary", "surface", "background", "error"], typeStyles: type,
      shapes: shapes)
  }
}
