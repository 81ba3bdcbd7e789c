import Catalog
import Graphics
import Project
import Tokens

/// `compare` in the project's modes (issue 39, "compare names the mode of each change"): each
/// side is drawn in every combination of `axes:` but the modifiers the compare itself sets
/// (`--from`/`--to`/`--context`), so a change seen only in dark or right to left is named with
/// that mode (`…/selected~direction=rtl@2x`).
extension Compare {
  /// The project's axes a side is drawn in: the built-in ones and the modifiers `set` has that
  /// the compare does not fix; none without `axes:`.
  func compareAxes(fixing fixed: Set<String>, set: TokenSet) throws -> ModeAxes {
    guard var config = ProjectDefaults.config, let declared = config.axes, !declared.isEmpty else { return ModeAxes() }
    let modifiers = Set(set.modifiers.map(\.name))
    config.axes = declared.filter {
      !fixed.contains($0.name) && (ModeAxis.builtIn[$0.name] != nil || modifiers.contains($0.name))
    }
    // What `combinations:` and `invalid:` say of the axes left out is the compare's to set: an
    // `invalid:` entry naming one is dropped, a listed combination keeps its other values.
    let kept = Set(config.axes?.map(\.name) ?? [])
    config.invalid = config.invalid?.filter { $0.modes.allSatisfy { kept.contains($0.axis) } }
    config.combinations = config.combinations?.map { c in
      var c = c
      c.modes.removeAll { !kept.contains($0.axis) }
      return c
    }
    guard config.axes?.isEmpty == false else { return ModeAxes() }
    do { return try config.modeAxes(modifiers: set.modifiers) } catch { throw fail(error, Exit.badInput) }
  }

  /// The fixtures in every combination of `axes`, each modifier's value over the side's own
  /// contexts (`path`'s set, its warnings printed once by the side's own load).
  func catalog(
    _ fixtures: [String], path: String, contexts: [String: String], tokens: DesignTokens?, axes: ModeAxes
  ) throws -> Catalog {
    guard !axes.isEmpty else { return try RunningRegistry.loadCatalog(paths: fixtures, tokens: tokens) }
    let config = ProjectDefaults.config
    // A fixture's `modes:` may name the axes the compare sets: read as `invalid:` is for them.
    let setByRun = Set(config?.axes?.map(\.name) ?? []).subtracting(axes.axes.map(\.name))
    return try RunningRegistry.loadCatalog(paths: fixtures) { registry in
      try Catalog.load(paths: fixtures, registry: registry, axes: axes, setByRun: setByRun) { extra in
        guard !extra.isEmpty else { return tokens }
        let set = TokenSet.load(
          path: path, contexts: contexts.merging(extra) { _, axis in axis }, mapping: config?.tokenMapping ?? [:],
          mappingFile: config?.file ?? "", strict: strictFlag || config?.strictTokens == true,
          registry: RunningRegistry.current)
        return try set.designTokens()
      }
    }
  }
}
