import Catalog
import ComponentKit
import Declared
import Graphics
import Project
import Tokens

/// The components and design systems of the running executable: `ComponentRegistry.standard`
/// in `specsheet`, a team's own in the executable it builds with `SpecsheetCommand.main(registry:)`.
///
/// A process-wide value, set once before any argument is parsed: ArgumentParser makes each
/// command by decoding its arguments, so no command can be handed a value, and `serve --watch`
/// reloads the catalog on a thread of its own, which a task-local value would not reach.
package enum RunningRegistry {
  private static let stored = Locked<ComponentRegistry?>(nil)

  /// What every command loads fixtures, schemas and tokens with: the executable's registry and
  /// the components the project's specsheet.yaml declares (`components:`).
  package static var current: ComponentRegistry {
    guard let config = ProjectDefaults.config else { return base }
    var project = config
    if let reloaded = reloaded.withLock({ $0 }) { project.declarations = reloaded }
    guard !project.declarations.isEmpty else { return base }
    // The config's reading registered the same declarations on the same base: this cannot throw.
    return (try? project.registry(extending: base)) ?? base
  }

  /// The declared components read again after an edit (`serve --watch`); nil: the config's.
  private static let reloaded = Locked<[ComponentDeclaration]?>(nil)

  /// The component files specsheet.yaml's `components:` names, as last read, and those its
  /// folders hold now: a file added to a folder is watched (and read) from then on.
  package static var componentFiles: [String] {
    let read = reloaded.withLock { $0 }?.map(\.file) ?? ProjectDefaults.config?.declarations.map(\.file) ?? []
    let present = (ProjectDefaults.config?.components ?? []).flatMap {
      (try? ComponentDeclaration.componentFiles($0)) ?? []
    }
    return read + present.filter { !read.contains($0) }
  }

  /// Reads specsheet.yaml's component files again, for `serve --watch` after an edit; a bad one
  /// throws, as at start, and the last good declarations stay.
  package static func reloadComponents() throws {
    guard let file = ProjectDefaults.config?.file else { return }
    let config = try ProjectConfig.load(path: file, registry: base)
    reloaded.withLock { $0 = config.declarations }
  }

  /// The executable's own registry (unset: the shipped one), what specsheet.yaml is read with.
  package static var base: ComponentRegistry { stored.withLock { $0 } ?? .standard }

  /// Sets the registry; a second call is a programming error (the first one's commands may have run).
  package static func set(_ registry: ComponentRegistry) {
    stored.withLock { value in
      precondition(value == nil, "the registry of a specsheet executable is set once, before parsing")
      value = registry
    }
  }
}

extension RunningRegistry {
  /// `Catalog.load` with the running registry. A fixture of a system it does not know says
  /// where such systems come from: specsheet.yaml's `components:`, or an executable built with
  /// the team's registry.
  package static func loadCatalog(paths: [String], tokens: DesignTokens? = nil) throws -> Catalog {
    try loadCatalog(paths: paths) { try Catalog.load(paths: paths, registry: $0, tokens: tokens) }
  }

  /// `load` with the running registry, an unknown system's error told where systems come from.
  static func loadCatalog(paths: [String], _ load: (ComponentRegistry) throws -> Catalog) throws -> Catalog {
    do { return try load(current) } catch { throw explained(error) }
  }

  /// `error`, told where systems come from when it is a fixture's unknown design system.
  static func explained(_ error: any Error) -> any Error {
    guard var error = error as? FixtureError,
      error.keyPath == "system" && error.message.hasPrefix("unknown design system")
    else { return error }
    error.message +=
      "; a team's own components are declared in specsheet.yaml (docs/components.md) "
      + "or run in an executable built with its registry (docs/adding-a-component.md)"
    return error
  }
}
