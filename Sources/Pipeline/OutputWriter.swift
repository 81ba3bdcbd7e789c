import Foundation

/// Writes rendered images and their manifest under an output folder.
public enum OutputWriter {
  /// Writes every image and `manifest.json`, all or nothing: each file is staged beside its
  /// target and renamed over it only when all were staged, so a write failure part-way leaves
  /// no new file. Callers render everything first, so a rendering error writes nothing either.
  public static func write(
    _ images: [RenderedImage], to folder: String, interrupted: () -> Bool = { false }
  ) throws {
    try ensureWritableFolder(folder)
    var files = try images.map { ((folder as NSString).appendingPathComponent($0.path), try $0.encodedPNG()) }
    files.append(((folder as NSString).appendingPathComponent("manifest.json"), Array(try Manifest(images: images).json().utf8)))
    try GoldenWriter.writeAll(files, unchanged: "no file was written", interrupted: interrupted)
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
