import Components
import Layout

/// Which spec rules apply to an image: its component's own (`ComponentModel.specRules`), in its
/// state and theme.
enum ComponentRules {
  static func rules(for image: AuditImage) -> (component: String, rules: [SpecRule]) {
    let (ruleSet, rules) = image.component.model.specRules(theme: image.theme)
    return (ruleSet, rules)
  }
}
