import Foundation

/// Writes rendered images and their manifest under an output folder.
public enum OutputWriter {
  /// Writes every image (atomically, one by one) and then `manifest.json`.
  /// Callers render everything first, so a rendering error never leaves a half-written folder.
  public static func write(_ images: [RenderedImage], to folder: String) throws {
    try ensureWritableFolder(folder)
    for image in images {
      try AtomicFile.write(image.png, to: (folder as NSString).appendingPathComponent(image.path))
    }
    try AtomicFile.write(try Manifest(images: images).json(), to: (folder as NSString).appendingPathComponent("manifest.json"))
  }

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
