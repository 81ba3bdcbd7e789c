extension SAPThemeImport {
  /// The resolver: a set per theme, `colorScheme` adding the normal and the high-contrast theme
  /// of a scheme, `contrast: high` adding the aliases onto the high-contrast one. No `$extensions`:
  /// the 2025.10 resolver schema allows none at the top (the folder's `.specsheet-files` says who wrote it).
  func resolver() -> String {
    func ref(_ target: String) -> TokenJSON { .object(JSONObject([("$ref", .string(target))])) }
    var sets = JSONObject()
    for theme in themes {
      sets[theme.id] = .object(JSONObject([("sources", .array([ref("\(theme.id).tokens.json")]))]))
    }
    sets["high-contrast"] = .object(
      JSONObject([("sources", .array([ref("\(setID).high-contrast.tokens.json")]))]))
    sets["fiori-roles"] = .object(JSONObject([("sources", .array([ref("\(setID).fiori-roles.tokens.json")]))]))
    var schemes = JSONObject()
    for scheme in ["light", "dark"] {
      schemes[scheme] = .array(["normal", "high"].map { ref("#/sets/\(theme(scheme, $0).id)") })
    }
    let modifiers = JSONObject([
      (
        "colorScheme",
        .object(JSONObject([("contexts", .object(schemes)), ("default", .string(defaultContexts.colorScheme))]))
      ),
      (
        "contrast",
        .object(
          JSONObject([
            (
              "contexts",
              .object(JSONObject([("normal", .array([])), ("high", .array([ref("#/sets/high-contrast")]))]))
            ),
            ("default", .string(defaultContexts.contrast)),
          ]))
      ),
    ])
    let document = JSONObject([
      ("name", .string(setID)),
      ("version", .string("2025.10")),
      (
        "description",
        .string(
          "SAP theme set \(setID) as DTCG tokens: colorScheme x contrast pick one theme (\(Self.marker))")
      ),
      ("sets", .object(sets)),
      ("modifiers", .object(modifiers)),
      (
        "resolutionOrder",
        .array([ref("#/modifiers/colorScheme"), ref("#/modifiers/contrast"), ref("#/sets/fiori-roles")])
      ),
    ])
    return TokenJSON.object(document).text(inlineBelow: 4) + "\n"
  }
}
