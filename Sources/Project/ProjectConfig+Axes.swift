import ComponentKit
import Graphics
import Tokens

/// One axis as `axes:` writes it: its name, the values listed (empty: all of them) and where it
/// was written, for messages once the resolver says what its values are.
public struct ConfigAxis: Sendable, Equatable {
  public var name: String
  public var values: [String]
  public var line: Int?
  public var column: Int?

  public init(name: String, values: [String], line: Int? = nil, column: Int? = nil) {
    self.name = name
    self.values = values
    self.line = line
    self.column = column
  }
}

extension ProjectConfig {
  /// Reads `axes:` (after `tokens:`, which says whether a modifier may be named) and
  /// `min-text-size:`, one of the text-size axis's values (issue 39's headroom gate).
  mutating func readModes(axes: YAMLValue?, minTextSize: YAMLValue?) throws {
    self.axes = try axes.map { try Self.readAxes($0, hasTokens: tokens != nil) }
    self.minTextSize = try minTextSize.map {
      try $0.oneOf(TextSizeCategory.allCases.map { ($0.shortName, $0) }, what: "text size")
    }
  }

  /// The `axes:` key, documented with the others.
  static let axesKey = FixtureKey(
    "axes", .map(keys: nil, .list(.text(singleLine: true, maxLength: ImageMode.maxTextLength))),
    "the modes every run renders, in this order (docs/modes.md): `direction: [ltr, rtl]`, "
      + "`locale: [source, en-XA, ar-XB, x-expand]` and `text-size: [xs ... ax5]` (built in), or a modifier "
      + "of the `tokens:` resolver with contexts to render, e.g. `theme: [light, dark]` (`[]`: all); at most "
      + "\(InputLimits.modeCombinations) combinations")

  /// Reads `axes:`: names and values that may go in a path, no axis or value twice, `direction`'s
  /// values its own; a modifier's are checked against the resolver when it loads (`modeAxes`).
  static func readAxes(_ value: YAMLValue, hasTokens: Bool) throws -> [ConfigAxis] {
    var axes: [ConfigAxis] = []
    for (name, item) in try value.mapping().entries() {
      guard ImageMode.isNameText(name) else {
        throw item.error("an axis name is 1 to 40 letters, digits, - or _ (a modifier of the tokens: resolver)")
      }
      let items = try item.sequence()
      var values: [String] = []
      for entry in items {
        let text = try entry.singleLine(maxLength: 100)
        guard ImageMode.isNameText(text) else {
          throw entry.error("an axis value is 1 to 40 letters, digits, - or _ (it is written in image names)")
        }
        guard !values.contains(text) else { throw entry.error("\(text) is listed twice") }
        values.append(text)
      }
      if let builtIn = ModeAxis.builtIn[name] {
        if let bad = values.first(where: { !builtIn.values.contains($0) }) {
          throw item.error("\(name) has no value \(bad); its values are \(builtIn.values.joined(separator: ", "))")
        }
      } else if !hasTokens {
        throw item.error(
          "\(name) is not built in (direction, locale and text-size are) and there is no tokens: resolver for it "
            + "to be a modifier of")
      }
      axes.append(ConfigAxis(name: name, values: values, line: item.node.mark?.line, column: item.node.mark?.column))
    }
    let least = axes.reduce(1) { $0.multipliedReportingOverflow(by: max($1.values.count, 1)).partialValue }
    if least > InputLimits.modeCombinations || least < 1 {
      throw value.error("the axes make more than \(InputLimits.modeCombinations) combinations; list fewer values")
    }
    return axes
  }

  /// Names for a one-line message: the first five (each at most 40 characters), then how many.
  static func listed(_ names: [String]) -> String {
    names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", … (\(names.count) in all)" : "")
  }

  /// The declared axes, each modifier's values checked against the resolver's `modifiers` (the
  /// contexts `token-context:` chose are each one's default). Exit 65 material: one line naming
  /// the file, the key and the allowed values.
  public func modeAxes(modifiers: [TokenModifier]) throws -> ModeAxes {
    var result: [ModeAxis] = []
    for axis in axes ?? [] {
      func error(_ message: String) -> FixtureError {
        FixtureError(file: file, line: axis.line, column: axis.column, keyPath: "axes.\(axis.name)", message: message)
      }
      if let builtIn = ModeAxis.builtIn[axis.name] {
        let values = axis.values.isEmpty ? builtIn.values : axis.values
        result.append(
          ModeAxis(name: axis.name, values: values, defaultValue: builtIn.defaultValue, allowed: builtIn.values))
        continue
      }
      guard let modifier = modifiers.first(where: { $0.name == axis.name }) else {
        let names = ["direction", "locale"] + modifiers.map(\.name).filter(ImageMode.isNameText)
        throw error(
          "no such axis; an axis is direction, locale or a modifier of the tokens: resolver: " + Self.listed(names))
      }
      let allowed = modifier.contexts.filter(ImageMode.isNameText)
      if let bad = axis.values.first(where: { !allowed.contains($0) }) {
        throw error("\(axis.name) has no context \(bad); its contexts are " + Self.listed(allowed))
      }
      guard let fallback = modifier.chosen ?? modifier.defaultContext, allowed.contains(fallback) else {
        throw error("\(axis.name) has no default context to name images without it; set one in token-context:")
      }
      result.append(
        ModeAxis(
          name: axis.name, values: axis.values.isEmpty ? allowed : axis.values, defaultValue: fallback,
          allowed: allowed))
    }
    // An axis listing its default alone varies nothing: the run is the one without it, manifest included.
    let axes = try applyingMatrix(to: ModeAxes(result.filter { $0.values != [$0.defaultValue] }))
    if axes.combinationCount > InputLimits.modeCombinations {
      throw FixtureError(
        file: file, line: nil, column: nil, keyPath: "axes",
        message: "the axes make \(axes.combinationCount) combinations; the limit is \(InputLimits.modeCombinations)")
    }
    return axes
  }
}
