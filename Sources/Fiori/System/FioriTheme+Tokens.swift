import ComponentKit
import Graphics

extension FioriTheme {
  /// Every colour a fixture may override, by token name: `<table>.<state>.<part>` for chips,
  /// `status.<status>.<column>` for status chips, `form.<part>` for the form cell.
  /// Computed on demand: key paths are not Sendable, and only fixture loading reads this.
  public static var tokens: [(name: String, keyPath: WritableKeyPath<FioriTheme, Color>)] {
    var result: [(String, WritableKeyPath<FioriTheme, Color>)] = []
    let chipTables: [(String, WritableKeyPath<FioriTheme, FioriChipColors>)] = [
      ("chip.unselected", \.plainUnselected), ("chip.selected", \.plainSelected),
      ("chip.pressed-unselected", \.plainPressedUnselected),
      ("chip.pressed-selected", \.plainPressedSelected), ("chip.disabled", \.plainDisabled),
      ("icon-chip.unselected", \.iconUnselected), ("icon-chip.selected", \.iconSelected),
      ("icon-chip.pressed-unselected", \.iconPressedUnselected),
      ("icon-chip.pressed-selected", \.iconPressedSelected),
    ]
    let parts: [(String, WritableKeyPath<FioriChipColors, Color>)] = [
      ("background", \.background), ("border", \.border), ("label", \.label), ("icon", \.icon),
    ]
    for (table, tablePath) in chipTables {
      for (part, partPath) in parts {
        result.append(("\(table).\(part)", tablePath.appending(path: partPath)))
      }
    }
    let statuses: [(String, WritableKeyPath<FioriTheme, StatusColors>)] = [
      ("positive", \.positive), ("critical", \.critical), ("negative", \.negative),
      ("neutral", \.neutral),
    ]
    let columns: [(String, WritableKeyPath<StatusColors, Color>)] = [
      ("icon", \.icon), ("selected-background", \.selectedBackground),
      ("selected-border", \.selectedBorder),
    ]
    for (status, statusPath) in statuses {
      for (column, columnPath) in columns {
        result.append(("status.\(status).\(column)", statusPath.appending(path: columnPath)))
      }
    }
    result += [
      ("form.label", \.formLabel), ("form.helper-text", \.helperText),
      ("form.error-text", \.errorText), ("form.background", \.formBackground),
    ]
    return result
  }

  /// The key path for a token name, or nil when no such token exists.
  public static func token(named name: String) -> WritableKeyPath<FioriTheme, Color>? {
    tokens.first { $0.name == name }?.keyPath
  }
}
