import Components

/// Which spec rules apply to an image: its component's rules, in its state and theme.
/// (One switch over the closed `Component` set; the open component model will move each case
/// into its component.)
enum ComponentRules {
  static func rules(for image: AuditImage) -> (component: String, rules: [SpecRule]) {
    let fiori = image.theme.fiori
    switch image.component {
    case .fioriChip(let chip):
      return ("fiori-chip", FioriChipSpec.rules(for: chip, colors: fiori.colors(for: chip)))
    case .fioriChipGroup(let group):
      return ("fiori-chip-group", groupRules(group, theme: fiori))
    case .fioriChipFormCell(let cell):
      return ("fiori-chip-form-cell", FioriChipSpec.formCellRules + groupRules(cell.group, theme: fiori))
    case .materialChip(let chip, let overlay):
      return ("material-chip", underOverlay(MaterialChipSpec.rules(for: chip), overlay))
    case .materialChipCollection(let collection):
      return ("material-chip-collection", MaterialChipSpec.collectionRules(collection))
    case .materialChipField(let field):
      return ("material-chip-field", MaterialChipSpec.fieldRules(field, scheme: image.theme.material))
    case .materialButton(let button, let overlays):
      return ("material-button", underOverlay(MaterialButtonSpec.rules(for: button, overlays: overlays), overlays))
    case .materialCard(let card):
      return ("material-card", MaterialCardSpec.rules(for: card))
    case .materialCardCollection(let collection):
      return ("material-card-collection", MaterialCardSpec.collectionRules(collection))
    case .materialBaseCell(let cell):
      return ("material-base-cell", MaterialListSpec.rules(for: cell, background: image.theme.material.colors.background))
    case .materialListCell(let cell):
      return ("material-list-item", MaterialListSpec.rules(for: cell, background: image.theme.material.colors.background))
    case .materialList(let list):
      return ("material-list", MaterialListSpec.listRules(list))
    default:
      return ("", [])
    }
  }

  /// An annotation drawn over the component (the touch-target overlay) covers its pixels: only
  /// the rules that read frames apply.
  static func underOverlay(_ rules: [SpecRule], _ overlay: Bool) -> [SpecRule] {
    overlay ? rules.filter { !$0.check.readsPixels } : rules
  }

  /// Each chip of a group keeps its own state's rules, under its `chip-N.` prefix.
  static func groupRules(_ group: FioriChipGroup, theme: FioriTheme) -> [SpecRule] {
    var wrapped = false
    if case .wrapped = group.arrangement { wrapped = true }
    var rules = FioriChipSpec.groupRules(wrapped: wrapped)
    for (i, chip) in group.chips.enumerated() {
      for var rule in FioriChipSpec.rules(for: chip, colors: theme.colors(for: chip)) {
        if case .widerThan = rule.check { continue }
        if ["height", "min-width"].contains(rule.id) { continue }  // already group-wide
        rule.part = "chip-\(i + 1).\(rule.part)"
        rules.append(rule)
      }
    }
    return rules
  }
}
