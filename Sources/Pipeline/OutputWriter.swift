import Catalog
import ComponentKit
import Foundation
import Graphics

/// Output folders' common check (the images themselves: `ImageFolderSink`).
public enum OutputWriter {
  /// Fails early, before any work, when `folder` cannot be created or written.
  public static func ensureWritableFolder(_ folder: String) throws {
    if let problem = AtomicFile.createFolder(folder) {
      throw PipelineError.write(path: folder, reason: problem)
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw PipelineError.write(path: folder, reason: "permission denied")
    }
  }
}
