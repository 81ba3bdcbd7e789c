import Catalog
import ComponentKit
import Foundation
import Project

/// The project's `specsheet.yaml`, the nearest one in the current folder or above, read once
/// per run: defaults that every flag overrides (README, "Project config").
package enum ProjectDefaults {
  struct Failure: Error {
    var message: String
  }

  static let loaded: Result<ProjectConfig?, Failure> = {
    guard let path = ProjectConfig.find(from: FileManager.default.currentDirectoryPath) else { return .success(nil) }
    do { return .success(try ProjectConfig.load(path: path, registry: RunningRegistry.base)) } catch {
      return .failure(Failure(message: "\(error)"))
    }
  }()

  /// The config, or nil when there is none (or it is bad: `check` has refused to run then).
  static var config: ProjectConfig? { try? loaded.get() }

  /// Whether `check` passes (the config read, or there is none): then validating prints nothing.
  package static var checksQuietly: Bool {
    if case .failure = loaded { return false }
    return true
  }

  /// Exit 65 naming the file, line and key when the config is bad; called by `validate()`.
  static func check() throws {
    if case .failure(let failure) = loaded { throw fail(failure.message, Exit.badInput) }
  }
}
