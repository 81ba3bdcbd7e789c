import ComponentKit
import Graphics

extension FixtureKey {
  /// Every variant's `name`, besides its component's keys.
  static let variantName = FixtureKey("name", .text(singleLine: true, maxLength: 80), required: true, "")
}

/// Where one load of the fixtures sits in the project's mode matrix (issue 39): the project's
/// axes (empty: specsheet.yaml has no `axes:`) and the combination being loaded (empty: the
/// default one). A fixture's `modes:` is checked against `axes` and decides whether the file
/// takes part in `combination`.
public struct ModeMatrixPosition: Sendable {
  public var axes: ModeAxes
  public var combination: [ImageMode]
  /// Axes of `axes:` this run sets itself and leaves out of `axes` (compare's `--context`): a
  /// fixture entry naming one is read as compare reads `invalid:` and `combinations:`, an
  /// exclusion left out, an `only:` combination kept without that value.
  public var setByRun: Set<String>

  public init(axes: ModeAxes, combination: [ImageMode] = [], setByRun: Set<String> = []) {
    self.axes = axes
    self.combination = combination
    self.setByRun = setByRun
  }
}

/// A fixture file's `modes:` (issue 39, axes per fixture): the project's axes narrowed for this
/// file's variants, as `only:` and `exclude:` partial combinations (docs/modes.md).
public struct FixtureModes: Sendable, Equatable {
  /// The only combinations rendered for the file besides the default; nil: every one.
  public var only: [[ImageMode]]?
  /// Combinations never rendered for the file: every one with all the values an entry names.
  public var exclude: [[ImageMode]]

  public init(only: [[ImageMode]]? = nil, exclude: [[ImageMode]] = []) {
    self.only = only
    self.exclude = exclude
  }

  /// The fixture key, as `specsheet schema` documents it.
  public static let key = FixtureKey(
    "modes",
    .object([
      FixtureKey(
        "only", .list(.map(keys: nil, .text(singleLine: true, maxLength: 40)), count: 1...64),
        "the only combinations of the project's `axes:` rendered for this file (and the default one), "
          + "unnamed axes at their default: `[{theme: dark}]`"),
      FixtureKey(
        "exclude", .list(.map(keys: nil, .text(singleLine: true, maxLength: 40)), count: 1...64),
        "combinations never rendered for this file: every one with all the values an entry names, "
          + "e.g. `[{direction: rtl}]`"),
    ]),
    "narrows the project's `axes:` (specsheet.yaml) for this file's variants (docs/modes.md)")

  /// Whether the file is drawn in `position`'s combination, reading `value` (the `modes:`
  /// mapping) and checking each entry against the project's axes: an axis not in `axes:`, a
  /// value not rendered, an exclusion of the default, or `modes:` in a project without `axes:`
  /// is an error at the entry. Without a position (a load outside the matrix: sheets, compare,
  /// headroom, which draw the default mode) only the mapping's shape is checked.
  static func takes(_ value: YAMLValue, at position: ModeMatrixPosition?) throws -> Bool {
    let (modes, written) = try read(value)
    guard let position else { return true }
    let axes = position.axes
    guard !axes.isEmpty || !position.setByRun.isEmpty else {
      throw value.error("narrows the project's axes, and specsheet.yaml declares no axes: (docs/modes.md)")
    }
    var only: [[ImageMode]]? = modes.only == nil ? nil : []
    var exclude: [[ImageMode]] = []
    for (item, partial, isExclusion) in written {
      let kept = partial.filter { !position.setByRun.contains($0.axis) }
      if isExclusion, kept.count < partial.count { continue }
      if let message = axes.problem(with: kept, isExclusion: isExclusion) { throw item.error(message) }
      if isExclusion { exclude.append(kept) } else { only?.append(kept) }
    }
    return position.combination.isEmpty || axes.narrowed(only: only, exclude: exclude).takes(position.combination)
  }

  /// `modes:` as written, with each entry's value for messages and whether it excludes.
  static func read(
    _ value: YAMLValue
  ) throws -> (FixtureModes, [(item: YAMLValue, partial: [ImageMode], isExclusion: Bool)]) {
    var map = try value.mapping()
    let onlyValue = map.optional("only")
    let excludeValue = map.optional("exclude")
    try map.finish()
    guard onlyValue != nil || excludeValue != nil else {
      throw value.error("names only:, exclude: or both, each a list of combinations such as {direction: rtl}")
    }
    var written: [(item: YAMLValue, partial: [ImageMode], isExclusion: Bool)] = []
    func combinations(_ list: YAMLValue, isExclusion: Bool) throws -> [[ImageMode]] {
      let items = try list.sequence()
      guard (1...InputLimits.modeCombinations).contains(items.count) else {
        throw list.error("lists 1 to \(InputLimits.modeCombinations) combinations, found \(items.count)")
      }
      return try items.map { item in
        var partial: [ImageMode] = []
        for (axis, entry) in try item.mapping().entries() {
          let text = try entry.singleLine(maxLength: ImageMode.maxTextLength)
          guard ImageMode.isNameText(axis), ImageMode.isNameText(text) else {
            throw entry.error("an axis and its value are 1 to 40 letters, digits, - or _")
          }
          partial.append(ImageMode(axis: axis, value: text))
        }
        guard !partial.isEmpty else { throw item.error("a combination names at least one axis") }
        written.append((item, partial, isExclusion))
        return partial
      }
    }
    let modes = FixtureModes(
      only: try onlyValue.map { try combinations($0, isExclusion: false) },
      exclude: try excludeValue.map { try combinations($0, isExclusion: true) } ?? [])
    return (modes, written)
  }
}
