import Catalog
import Graphics
import Project
import Tokens

/// `axes:` in specsheet.yaml (issue 39): the combinations every catalog-loading command renders.
extension TokenOptions {
  /// The project's axes, each modifier checked against the resolver `set` loaded (exit 65 naming
  /// the file, the key and the allowed values); empty without `axes:`.
  package func modeAxes(set: TokenSet?) throws -> ModeAxes {
    guard let config = ProjectDefaults.config, config.axes?.isEmpty == false else { return ModeAxes() }
    do { return try config.modeAxes(modifiers: set?.modifiers ?? []) } catch { throw fail(error, Exit.badInput) }
  }

  /// The tokens with `extra` contexts over the run's own (a modifier axis's value); warnings about
  /// the set were printed once, by the run's own load.
  package func load(adding extra: [String: String]) throws -> DesignTokens? {
    guard let path else { return nil }
    let config = ProjectDefaults.config
    let boundary: TokenBoundary =
      tokensFlag == nil ? .data(root: ProjectRoot.folder()) : .typed(referencesInside: nil)
    let contexts = try contexts().merging(extra) { _, axis in axis }
    let set = TokenSet.load(
      path: path, contexts: contexts, mapping: config?.tokenMapping ?? [:], mappingFile: config?.file ?? "",
      strict: strict, boundary: boundary, registry: RunningRegistry.current)
    do { return try set.designTokens() } catch { throw fail(error, Exit.badInput) }
  }
}
