import ComponentKit
import Graphics
import Tokens

extension FioriFixtures {
  /// A form cell: states `default` (helper text) and `error` (validation message).
  static func formCell(_ map: inout YAMLMapping) throws -> [(String, Component)] {
    let label = try map.requiredText(FormCellKey.label)
    let required = try map.bool(FormCellKey.required) ?? false
    let width = try map.requiredNumber(FormCellKey.width)
    let helper = try map.text(FormCellKey.helperText)
    let error = try map.text(FormCellKey.errorText)
    let group = try groupContent(&map, widthKey: nil)
    var states = error == nil ? ["default"] : ["default", "error"]
    if let statesValue = map.optional(FormCellKey.statesKey) {
      states = try statesValue.states(FormCellKey.states, what: "form cell state")
      if states.contains("error"), error == nil {
        throw statesValue.error("the error state needs \"\(FormCellKey.errorText.name)\"")
      }
    }
    return states.map { state in
      var cell = FioriChipFormCell(
        label: label, isRequired: required, group: group, helperText: helper,
        errorText: state == "error" ? error : nil, width: width)
      cell.isRightToLeft = group.isRightToLeft
      return (state, .fioriChipFormCell(cell))
    }
  }
}

extension ComponentKind {
  public static let fioriChipFormCell = ComponentKind(
    system: "fiori", name: "chip-form-cell", schema: FioriFixtures.formCellSchema
  ) { map, _ in
    try FioriFixtures.formCell(&map)
  }
}
