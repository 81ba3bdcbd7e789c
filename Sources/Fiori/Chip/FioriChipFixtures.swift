import ComponentKit
import Graphics
import Tokens

/// The Fiori part of the fixture format: chips, chip groups and chip form cells (the theme is
/// read in System/FioriFixtures+Theme.swift).
enum FioriFixtures {
  static let variations: [(String, String)] = [
    ("single-selection", "single-selection"), ("multiple-selection", "multiple-selection"),
    ("leading-icon", "leading-icon"), ("status", "status"),
  ]
  static let statuses = FioriStatus.allCases.map { ($0.rawValue, $0) }
  static let chipStates = FioriChipState.allCases.map { ($0.name, $0) }
  /// Width limits keep sizes sane: at least one minimum-width chip, at most a large display.
  static let widthRange = 64.0...4096.0

  /// The default icon of each status chip (docs/spec-decisions.md, "Status icons").
  static func defaultIcon(for status: FioriStatus) -> MaterialIcon {
    switch status {
    case .positive: .checkCircle
    case .critical: .warning
    case .negative: .error
    case .neutral: .info
    }
  }

  static func icon(_ value: YAMLValue) throws -> MaterialIcon {
    let name = try value.string()
    guard let icon = MaterialIcon(named: name) else {
      throw value.unknown("Material icon", name, among: MaterialIcon.known.keys.sorted(), section: "Material icons")
    }
    return icon
  }

  /// `variation` (+ `icon`, `status`) of a chip or of all chips in a group.
  static func variation(_ map: inout YAMLMapping) throws -> FioriChip.Variation {
    let kind = try map.required(Key.variation).oneOf(variations, what: "chip variation")
    let iconValue = map.optional(Key.icon)
    let statusValue = map.optional(Key.status)
    switch kind {
    case "leading-icon":
      if let statusValue { throw statusValue.error("only status chips take a status") }
      return .leadingIcon(try iconValue.map(icon) ?? .filterList)
    case "status":
      guard let statusValue else { throw map.missing(Key.status, "for a status chip") }
      let status = try statusValue.oneOf(statuses, what: "status")
      return .status(status, try iconValue.map(icon) ?? defaultIcon(for: status))
    default:
      if let extra = iconValue ?? statusValue {
        throw extra.error("single- and multiple-selection chips have no icon or status")
      }
      return kind == "single-selection" ? .singleSelection : .multipleSelection
    }
  }

  /// A chip variant: one image per state (all states of the variation by default).
  static func chip(_ map: inout YAMLMapping) throws -> [(String, Component)] {
    let variation = try variation(&map)
    let label = try map.requiredText(Key.label)
    var states = variation.states
    if let statesValue = map.optional(Key.states) {
      states = try statesValue.states(chipStates) { state in
        variation.states.contains(state)
          ? nil
          : "the seed's colour tables give no \"\(state.name)\" state for this variation; it has: "
            + "\(variation.states.map(\.name).joined(separator: ", "))"
      }
    }
    let rtl = try map.isRightToLeft()
    return states.map {
      var chip = FioriChip(label: label, variation: variation, state: $0)
      chip.isRightToLeft = rtl
      return ($0.name, .fioriChip(chip))
    }
  }

  /// The chips of a group: each item is a label, or a mapping with `label` and `state`.
  static func chipList(_ value: YAMLValue, variation: FioriChip.Variation) throws -> [FioriChip] {
    let items = try value.sequence()
    if items.isEmpty { throw value.error("list at least one chip") }
    if items.count > 50 { throw value.error("\(items.count) chips; the limit is 50") }
    return try items.map { item in
      if item.isScalar {
        return FioriChip(label: try item.singleLine(), variation: variation)
      }
      var map = try item.mapping()
      map.declare(chipItemKeys)
      let label = try map.requiredText(Key.label)
      let variation = try chipVariation(&map, group: variation)
      var state = FioriChipState.unselected
      if let stateValue = map.optional(Key.itemState) {
        state = try stateValue.oneOf(chipStates, what: "state")
        guard variation.states.contains(state) else {
          throw stateValue.error("this chip variation has no \"\(state.name)\" state")
        }
      }
      try map.finish()
      return FioriChip(label: label, variation: variation, state: state)
    }
  }

  /// A chip in a group may change its `status` (status groups) or `icon` (icon groups).
  static func chipVariation(_ map: inout YAMLMapping, group: FioriChip.Variation) throws
    -> FioriChip.Variation
  {
    let statusValue = map.optional(Key.itemStatus)
    let iconValue = map.optional(Key.itemIcon)
    switch group {
    case .status(let status, let icon):
      let newStatus = try statusValue?.oneOf(statuses, what: "status") ?? status
      let newIcon = try iconValue.map(Self.icon) ?? (statusValue == nil ? icon : defaultIcon(for: newStatus))
      return .status(newStatus, newIcon)
    case .leadingIcon(let icon):
      if let statusValue { throw statusValue.error("only chips in a status group take a status") }
      return .leadingIcon(try iconValue.map(Self.icon) ?? icon)
    case .singleSelection, .multipleSelection:
      if let extra = statusValue ?? iconValue {
        throw extra.error("single- and multiple-selection chips have no icon or status")
      }
      return group
    }
  }
}

extension ComponentKind {
  public static let fioriChip = ComponentKind(system: "fiori", name: "chip", schema: FioriFixtures.chipSchema) {
    map, _ in try FioriFixtures.chip(&map)
  }
}
