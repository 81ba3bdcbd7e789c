import ComponentKit
import Graphics

/// One combination as `combinations:` or `invalid:` writes it (`{theme: dark, direction: rtl}`),
/// with where it was written, for messages once the axes' values are known.
public struct ConfigCombination: Sendable, Equatable {
  public var modes: [ImageMode]
  public var line: Int?
  public var column: Int?
}

extension ProjectConfig {
  /// `combinations:` and `invalid:`, documented with the others (docs/modes.md, "Matrix control").
  static let combinationsKey = FixtureKey(
    "combinations", .list(.map(keys: nil, .text(singleLine: true, maxLength: 40)), count: 1...64),
    "only these combinations of `axes:` are rendered (and the default one), each naming some axes' values, "
      + "the others at their default: `[{theme: dark}, {theme: dark, direction: rtl}]`")
  static let invalidKey = FixtureKey(
    "invalid", .list(.map(keys: nil, .text(singleLine: true, maxLength: 40)), count: 1...64),
    "combinations of `axes:` never rendered: every combination with all the values one names, e.g. "
      + "`[{contrast: high, locale: x-expand}]`")

  /// Reads a list of combinations: mappings of axis names to values, each axis once.
  static func readCombinations(_ value: YAMLValue) throws -> [ConfigCombination] {
    try value.sequence().map { item in
      var modes: [ImageMode] = []
      for (axis, entry) in try item.mapping().entries() {
        let text = try entry.singleLine(maxLength: 40)
        guard ImageMode.isNameText(axis), ImageMode.isNameText(text) else {
          throw entry.error("an axis and its value are 1 to 40 letters, digits, - or _")
        }
        modes.append(ImageMode(axis: axis, value: text))
      }
      guard !modes.isEmpty else { throw item.error("a combination names at least one axis") }
      return ConfigCombination(modes: modes, line: item.node.mark?.line, column: item.node.mark?.column)
    }
  }

  /// `axes` with `combinations:` and `invalid:` applied, each checked against the axes: an axis
  /// not in `axes:`, a value the axis does not render, or an `invalid:` entry the default
  /// combination matches (it is always rendered) is one line naming the file and the entry.
  func applyingMatrix(to axes: ModeAxes) throws -> ModeAxes {
    var result = axes
    func checked(_ combination: ConfigCombination, key: String, index: Int) throws -> [ImageMode] {
      func problem(_ message: String) -> FixtureError {
        FixtureError(
          file: file, line: combination.line, column: combination.column, keyPath: "\(key)[\(index)]",
          message: message)
      }
      for mode in combination.modes {
        guard let axis = axes.axes.first(where: { $0.name == mode.axis }) else {
          throw problem("no axis \(mode.axis) in axes: (they are \(Self.listed(axes.axes.map(\.name))))")
        }
        guard axis.values.contains(mode.value) || axis.defaultValue == mode.value else {
          throw problem("\(axis.name) renders no \(mode.value); it renders \(Self.listed(axis.values))")
        }
      }
      // Defaults kept: `{theme: light, direction: rtl}` excludes light rtl, not every rtl.
      let defaults = axes.tuple([])
      if key == "invalid", combination.modes.allSatisfy(defaults.contains) {
        throw problem("this names the default combination, which is always rendered")
      }
      return combination.modes
    }
    if let listed = combinations {
      result.listed = try listed.enumerated().map { try checked($1, key: "combinations", index: $0) }
    }
    result.invalid = try (invalid ?? []).enumerated().map { try checked($1, key: "invalid", index: $0) }
    return result
  }
}
