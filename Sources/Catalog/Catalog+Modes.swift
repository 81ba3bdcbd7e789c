import ComponentKit
import Graphics
import Tokens

extension Catalog {
  /// The catalog in every combination of `axes` (issue 39): the default combination is
  /// `load(paths:…)`'s catalog unchanged; each other one adds its entries, named with their modes,
  /// right after the default entry they vary. `tokens` gives the design tokens for a combination's
  /// modifier contexts (empty: the run's own), as `--token-context` would. Each fixture's
  /// `modes:` narrows the axes for its file unless `narrowing` is false (a run with axes of its
  /// own, such as headroom's text sizes, which measures every size whatever the project says);
  /// `setByRun`: the project's axes the run sets itself (see `ModeMatrixPosition`).
  public static func load(
    paths: [String], registry: ComponentRegistry = .standard, axes: ModeAxes, narrowing: Bool = true,
    setByRun: Set<String> = [], tokens: ([String: String]) throws -> DesignTokens?, boundary: String? = nil
  ) throws -> Catalog {
    var themed: [[String: String]: DesignTokens?] = [:]
    var byCombination: [[CatalogEntry]] = []
    for modes in axes.combinations() {
      var contexts: [String: String] = [:]
      for mode in modes where ModeAxis.builtIn[mode.axis] == nil { contexts[mode.axis] = mode.value }
      let designTokens: DesignTokens?
      if let known = themed[contexts] {
        designTokens = known
      } else {
        designTokens = try tokens(contexts)
        themed[contexts] = designTokens
      }
      let rightToLeft = modes.contains(ImageMode(axis: ModeAxis.directionName, value: "rtl"))
      let locale = modes.first { $0.axis == ModeAxis.localeName }.flatMap { PseudoLocale(rawValue: $0.value) }
      let textSize = modes.first { $0.axis == ModeAxis.textSizeName }.flatMap { TextSizeCategory(named: $0.value) }
      var entries = try load(
        paths: paths, registry: registry, tokens: designTokens, boundary: boundary, rightToLeft: rightToLeft,
        locale: locale, textSize: textSize,
        matrix: narrowing ? ModeMatrixPosition(axes: axes, combination: modes, setByRun: setByRun) : nil
      ).entries
      for index in entries.indices {
        entries[index].modes = modes
        entries[index].tuple = axes.tuple(modes)
      }
      byCombination.append(entries)
    }
    return Catalog(entries: interleaved(byCombination))
  }

  /// Each default entry followed by its other modes, so a component's images stay together.
  static func interleaved(_ byCombination: [[CatalogEntry]]) -> [CatalogEntry] {
    guard let first = byCombination.first else { return [] }
    func base(_ e: CatalogEntry) -> String { "\(e.system)/\(e.component)/\(e.variant)/\(e.state)" }
    var others: [String: [CatalogEntry]] = [:]
    var order: [String] = []
    for entry in byCombination.dropFirst().joined() {
      let key = base(entry)
      if others[key] == nil { order.append(key) }
      others[key, default: []].append(entry)
    }
    var result: [CatalogEntry] = []
    for entry in first {
      result.append(entry)
      result += others.removeValue(forKey: base(entry)) ?? []
    }
    for key in order { result += others.removeValue(forKey: key) ?? [] }
    return result
  }
}
