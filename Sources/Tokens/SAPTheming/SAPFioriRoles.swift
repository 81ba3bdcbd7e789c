/// The Fiori chip's and chip form cell's colour roles (specsheet's `fiori.color.<token>` mapping paths) onto SAP
/// theming parameters, written by the import as a set of aliases so that `--tokens` with the
/// resolver themes Fiori chips with no mapping of the user's (docs/spec-decisions.md, "Fiori
/// chip roles onto SAP Horizon parameters"). Horizon has no chip of its own; the web token
/// (`ui5-token`: `sapButton_Token*`) and the toggle button's selected and pressed states are the
/// nearest. Without `--tokens` the seed's colour tables stay the theme.
enum SAPFioriRoles {
  /// Per chip state: background, border, label and icon parameter.
  static let states: [(state: String, parameters: [String])] = [
    (
      "unselected", ["sapButton_TokenBackground", "sapButton_TokenBorderColor", "sapTextColor", "sapContent_IconColor"]
    ),
    (
      "selected",
      [
        "sapButton_Selected_Background", "sapButton_Selected_BorderColor", "sapButton_Selected_TextColor",
        "sapButton_Selected_TextColor",
      ]
    ),
    (
      "pressed-unselected",
      [
        "sapButton_Active_Background", "sapButton_Active_BorderColor", "sapButton_Active_TextColor",
        "sapButton_Active_TextColor",
      ]
    ),
    (
      "pressed-selected",
      [
        "sapButton_Selected_Hover_Background", "sapButton_Selected_Hover_BorderColor", "sapButton_Selected_TextColor",
        "sapButton_Selected_TextColor",
      ]
    ),
    (
      "disabled",
      [
        "sapButton_TokenBackground", "sapButton_TokenBorderColor", "sapContent_DisabledTextColor",
        "sapContent_DisabledTextColor",
      ]
    ),
  ]
  static let parts = ["background", "border", "label", "icon"]
  /// Per status chip: icon, selected background and selected border. The seed's neutral status
  /// is blue, SAP's informative one (SAP's neutral is grey).
  static let statuses: [(status: String, parameters: [String])] = [
    ("positive", ["sapPositiveElementColor", "sapSuccessBackground", "sapSuccessBorderColor"]),
    ("critical", ["sapCriticalElementColor", "sapWarningBackground", "sapWarningBorderColor"]),
    ("negative", ["sapNegativeElementColor", "sapErrorBackground", "sapErrorBorderColor"]),
    ("neutral", ["sapInformativeElementColor", "sapInformationBackground", "sapInformationBorderColor"]),
  ]

  /// The chip form cell's roles: title, helper text, error icon and text, the cell's background.
  static let form: [(part: String, parameter: String)] = [
    ("label", "sapTextColor"), ("helper-text", "sapContent_LabelColor"), ("error-text", "sapNegativeTextColor"),
    ("background", "sapGroup_ContentBackground"),
  ]

  /// Every role and its parameter: `chip.<state>.<part>` and, where the leading-icon table has
  /// the state, `icon-chip.<state>.<part>` (its icon keeps the content icon colour, as the seed's does).
  static var table: [(role: String, parameter: String)] {
    var rows: [(String, String)] = []
    for (state, parameters) in states {
      for (part, parameter) in zip(parts, parameters) { rows.append(("chip.\(state).\(part)", parameter)) }
    }
    for (state, parameters) in states where state != "disabled" {
      for (part, parameter) in zip(parts, parameters) {
        rows.append(("icon-chip.\(state).\(part)", part == "icon" ? "sapContent_IconColor" : parameter))
      }
    }
    for (status, parameters) in statuses {
      for (column, parameter) in zip(["icon", "selected-background", "selected-border"], parameters) {
        rows.append(("status.\(status).\(column)", parameter))
      }
    }
    rows += form.map { ("form.\($0.part)", $0.parameter) }
    return rows
  }

  /// The alias set: each role whose parameter is a colour in every theme imported, nested by
  /// the role's parts (a DTCG name holds no `.`).
  static func set(_ themes: [SAPThemeImport.Theme]) -> TokenJSON {
    var chip = JSONObject()
    chip["$description"] = .string("Fiori chip colour roles onto SAP theming parameters (docs/spec-decisions.md)")
    for (role, parameter) in table
    where themes.allSatisfy({ theme in
      if case .object(let token)? = theme.tokens[parameter] { return token["$type"] == .string("color") }
      return false
    }) {
      insert(
        .object(JSONObject([("$value", .string("{\(parameter)}"))])), at: role.split(separator: ".").map(String.init),
        into: &chip)
    }
    let color = JSONObject([("color", .object(chip))])
    return .object(JSONObject([("fiori", .object(color))]))
  }

  static func insert(_ value: TokenJSON, at path: [String], into object: inout JSONObject) {
    guard let first = path.first else { return }
    guard path.count > 1 else {
      object[first] = value
      return
    }
    var inner = object[first]?.objectValue ?? JSONObject()
    insert(value, at: Array(path.dropFirst()), into: &inner)
    object[first] = .object(inner)
  }
}
