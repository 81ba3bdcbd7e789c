import ComponentKit
import Foundation
import Graphics
import Tokens

extension DesignSystem {
  /// The design system of declared components that name a system nothing else registers: a
  /// fixture's `theme:` takes a token file (`tokens:`, `token-context:`), and tokens reach each
  /// declaration's colour roles as `<system>.color.<role>` (what `token-mapping:` maps onto).
  public static func declared(_ name: String, _ declarations: [ComponentDeclaration]) -> DesignSystem {
    var roles: [String] = []
    var styles: [String] = []
    var shapes: [String] = []
    var elevations: [String] = []
    for declaration in declarations where declaration.system == name {
      for role in declaration.theme.colors where !roles.contains(role.name) { roles.append(role.name) }
      for role in declaration.theme.typeStyles where !styles.contains(role.name) { styles.append(role.name) }
      for role in declaration.theme.shapes where !shapes.contains(role.name) { shapes.append(role.name) }
      for role in declaration.theme.elevations where !elevations.contains(role.name) { elevations.append(role.name) }
    }
    let schema = FixtureSchema(
      "A declared design system: brand tokens onto its components' colour roles.",
      [DesignTokens.fixtureKey, DesignTokens.contextKey])
    var rows: [TokenMapping] = []
    if !roles.isEmpty {
      rows.append(
        TokenMapping(
          pattern: "\(name).color.<role>", names: roles, system: name, types: [.color],
          field: "a declared component's colour role"
        ) { role, value, theme in
          if case .color(let color) = value { theme[DeclaredTheme.self].colors["\(name).\(role)"] = color }
        })
    }
    if !styles.isEmpty {
      rows.append(
        TokenMapping(
          pattern: "\(name).typography.<style>", names: styles, system: name, types: [.typography], range: 1...200,
          field: "a declared component's type style (family, size, weight)"
        ) { style, value, theme in
          if case .typography(let type) = value, let family = type.family.first {
            theme[DeclaredTheme.self].typeStyles["\(name).\(style)"] = Font(
              family: family, weight: type.weight, size: type.size)
          }
        })
    }
    if !shapes.isEmpty {
      rows.append(
        TokenMapping(
          pattern: "\(name).shape.<role>", names: shapes, system: name, types: [.dimension], range: 0...4096,
          field: "a declared component's shape role (corner radius in points)"
        ) { role, value, theme in
          if case .dimension(let points) = value { theme[DeclaredTheme.self].shapes["\(name).\(role)"] = points }
        })
    }
    if !elevations.isEmpty {
      rows.append(
        TokenMapping(
          pattern: "\(name).elevation.<role>", names: elevations, system: name, types: [.shadow],
          field: "a declared component's elevation (drop shadows: colour, offset, blur)"
        ) { role, value, theme in
          if case .shadow(let layers) = value {
            theme[DeclaredTheme.self].elevations["\(name).\(role)"] = layers.map {
              DropShadow(color: $0.color, x: $0.offsetX, y: $0.offsetY, blur: $0.blur)
            }
          }
        })
    }
    return DesignSystem(name: name, themeSchema: schema, tokenMapping: rows) { value, theme, tokens in
      var map = try value.mapping()
      map.declare(schema)
      try tokens.read(&map, into: &theme, system: name)
      try map.finish()
    }
  }
}

extension ComponentDeclaration {
  /// Every `*.component.yaml` a `components:` entry names: the file itself, or those in a folder
  /// and its subfolders, sorted by path (each read once, however often named).
  /// Files must lie inside `boundary` (the project), however reached.
  public static func load(paths: [String], boundary: String? = nil) throws -> [ComponentDeclaration] {
    var files: [String] = []
    for path in paths {
      for file in try componentFiles(path) where !files.contains(file) { files.append(file) }
      if files.count > InputLimits.componentEntries {
        throw FixtureError(
          file: path, line: nil, column: nil, keyPath: "",
          message: "more than \(InputLimits.componentEntries) component files; the limit is "
            + "\(InputLimits.componentEntries)")
      }
    }
    return try files.map { try load(path: $0, boundary: boundary) }
  }

  /// The file itself, or the `*.component.yaml` files in a folder and its subfolders, by path.
  public static func componentFiles(_ path: String) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw FixtureError(file: path, line: nil, column: nil, keyPath: "", message: "no such file or folder")
    }
    guard isFolder.boolValue else { return [path] }
    let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".component.yaml") }.sorted()
    return found.map { (path as NSString).appendingPathComponent($0) }
  }
}
