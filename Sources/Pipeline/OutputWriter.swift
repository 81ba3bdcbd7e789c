import Catalog
import ComponentKit
import Foundation
import Graphics

/// Writes rendered images and their manifest under an output folder.
public enum OutputWriter {
  /// Renders `entries` and writes each image as it is drawn (staged beside its target), then
  /// `manifest.json`, and makes them all visible at once: all or nothing, with
  /// memory bounded by the images in flight. Only images `filter` selects are drawn;
  /// `resolved` sees each entry's resolved value and images as drawn (see `RenderPipeline.stream`);
  /// `keep` sees each drawn image and picks which are written. A render
  /// error, a write error or `interrupted()` removes what was staged and leaves the folder as it
  /// was. Returns the manifest entries written, brief: without frames and accessibility
  /// elements (`manifest.json` has them; a big catalog's would be most of the memory).
  public static func render(
    _ entries: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter(), jobs: Int?,
    pipeline: RenderPipeline, to folder: String,
    resolved: (@Sendable (ResolvedEntry, [RenderedImage]) -> Void)? = nil,
    keep: @Sendable @escaping (RenderedImage) -> Bool = { _ in true },
    interrupted: @Sendable @escaping () -> Bool = { false }
  ) throws -> [Manifest.Image] {
    // Folders made here are removed again on failure (when empty), as staging removes its own.
    let madeFolders = AtomicFile.missingFolders(folder)
    try ensureWritableFolder(folder)
    // Opening removes the temporary files a killed run left beside the files it listed.
    let output = try OutputFolder(folder)
    try output.checkWritable("manifest.json")
    // Not synced: an output folder is remade by every run (goldens are synced, by record).
    let staging = StagedFiles(unchanged: "no file was written", durable: false)
    do {
      // The manifest is written as the images come, in catalog order: each entry is encoded on
      // its worker, and only the brief entries (no frames, no accessibility) are kept.
      // Each name is listed before its temporary file is made: a run killed from here on owns
      // what it left, so the next run removes its temporaries (and only what a list names).
      try output.note(["manifest.json"])
      let manifest = try staging.stream(at: (folder as NSString).appendingPathComponent("manifest.json"))
      try manifest.append(ManifestText.head)
      let written = Written()
      try pipeline.stream(
        entries, scales: scales, filter: filter, jobs: jobs, stop: interrupted, resolved: resolved,
        consume: { image -> (Manifest.Image, [UInt8])? in
          guard keep(image) else { return nil }
          try output.checkWritable(image.path)
          try output.note([image.path])
          let png = try image.encodedPNG()
          try staging.stage(png, at: (folder as NSString).appendingPathComponent(image.path))
          let entry = Manifest.Image(image: image, pngHash: ContentHash.of(png))
          return (entry.brief, try ManifestText.entry(entry.addingAccessibility(of: image)))
        },
        deliver: { _, images in
          for (brief, text) in images {
            if written.count > 0 { try manifest.append(ManifestText.separator) }
            try manifest.append(text)
            written.append(brief)
          }
        })
      if interrupted() {
        throw PipelineError.write(path: folder, reason: "interrupted; no file was written")
      }
      try manifest.append(try ManifestText.tail())
      manifest.close()
      try output.confirm()
      try staging.commit()
      output.tidy()
      return written.values
    } catch {
      staging.discard()
      // Takes back only the names this run added whose files it never placed.
      output.rollback()
      for made in madeFolders { OwnedRemoval.remove(path: made, folder: true) }
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

/// The brief manifest entries of a render, appended in catalog order by `deliver`.
final class Written: Sendable {
  private let entries = Locked([Manifest.Image]())

  var count: Int { entries.withLock { $0.count } }
  var values: [Manifest.Image] { entries.withLock { $0 } }
  func append(_ entry: Manifest.Image) { entries.withLock { $0.append(entry) } }
}

extension Manifest.Image {
  /// This entry without its frames and accessibility elements.
  var brief: Manifest.Image {
    var entry = self
    entry.frames = []
    entry.accessibility = nil
    return entry
  }
}
