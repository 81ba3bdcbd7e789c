import Catalog
import Foundation
import Graphics

/// Writes rendered images and their manifest under an output folder.
public enum OutputWriter {
  /// Writes every image and `manifest.json`, all or nothing: each file is staged beside its
  /// target and renamed over it only when all were staged, so a write failure part-way leaves
  /// no new file. Callers render everything first, so a rendering error writes nothing either.
  public static func write(
    _ images: [RenderedImage], to folder: String, interrupted: () -> Bool = { false }
  ) throws {
    try ensureWritableFolder(folder)
    let output = OutputFolder(folder)
    var names = images.map(\.path) + ["manifest.json"]
    for name in names { try output.checkWritable(name) }
    var files = try images.map { (output.path($0.path), try $0.encodedPNG()) }
    files.append((output.path("manifest.json"), Array(try Manifest(entries: images.map { Manifest.Image(image: $0).addingAccessibility(of: $0) }).json().utf8)))
    names = names.filter { !output.owns($0) }
    try output.note(names)
    do {
      try GoldenWriter.writeAll(files, unchanged: "no file was written", interrupted: interrupted)
    } catch {
      output.rollback()
      throw error
    }
  }

  /// Renders `entries` and writes each image as it is drawn (staged beside its target), then
  /// `manifest.json`, and makes them all visible at once: all or nothing, like `write`, with
  /// memory bounded by the images in flight. `keep` picks which images are written. A render
  /// error, a write error or `interrupted()` removes what was staged and leaves the folder as it
  /// was. Returns the manifest entries written.
  public static func render(
    _ entries: [CatalogEntry], scales: [Int], jobs: Int?, pipeline: RenderPipeline, to folder: String,
    keep: @Sendable @escaping (RenderedImage) -> Bool = { _ in true }, interrupted: @Sendable @escaping () -> Bool = { false }
  ) throws -> [Manifest.Image] {
    // Folders made here are removed again on failure (when empty), as staging removes its own.
    let madeFolders = AtomicFile.missingFolders(folder)
    try ensureWritableFolder(folder)
    // A run killed before its renames left its temporary files; no one else will remove them.
    LeftoverTemporaries.remove(in: folder)
    let output = OutputFolder(folder)
    try output.checkWritable("manifest.json")
    let staging = StagedFiles(unchanged: "no file was written")
    var committing = false
    do {
      let written: [Manifest.Image] = try pipeline.stream(entries, scales: scales, jobs: jobs, stop: interrupted) {
        image in
        guard keep(image) else { return nil }
        try output.checkWritable(image.path)
        let png = try image.encodedPNG()
        try staging.stage(png, at: (folder as NSString).appendingPathComponent(image.path))
        return Manifest.Image(image: image, pngHash: ContentHash.of(png)).addingAccessibility(of: image)
      }
      if interrupted() {
        throw PipelineError.write(path: folder, reason: "interrupted; no file was written")
      }
      let manifest = (folder as NSString).appendingPathComponent("manifest.json")
      try staging.stage(Array(try Manifest(entries: written).json().utf8), at: manifest)
      // Listed before they appear: a run killed during the renames still owns what it placed.
      try output.note(written.map(\.path) + ["manifest.json"])
      committing = true
      try staging.commit()
      return written
    } catch {
      staging.discard()
      if !committing { output.rollback() }
      for made in madeFolders { rmdir(made) }
      throw error
    }
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
