import Foundation
import Graphics

/// Writes a run's images and their `manifest.json` under an output folder: each PNG is staged
/// beside its target on the worker that drew it, the manifest is streamed in run order, and
/// everything appears at once when the run finishes, or not at all. The folder's ownership list
/// says which files are specsheet's: a file it did not write stops the run before it is touched.
public final class ImageFolderSink: RunSink {
  public let folder: String
  private let output: OutputFolder
  // Not synced: an output folder is remade by every run (goldens are synced, by record).
  private let staging = StagedFiles(unchanged: "no file was written", durable: false)
  private let manifest: StagedStream
  private let madeFolders: [String]
  private let written = Locked(0)

  /// Fails early, before any work, when the folder cannot be created or written, or holds a
  /// `manifest.json` specsheet did not write.
  public init(folder: String) throws {
    self.folder = folder
    // Folders made here are removed again on failure (when empty), as staging removes its own.
    madeFolders = AtomicFile.missingFolders(folder)
    try AtomicFile.ensureWritableFolder(folder)
    // Opening removes the temporary files a killed run left beside the files it listed.
    output = try OutputFolder(folder)
    do {
      try output.checkWritable("manifest.json")
      // Each name is listed before its temporary file is made: a run killed from here on owns
      // what it left, so the next run removes its temporaries (and only what a list names).
      try output.note(["manifest.json"])
      manifest = try staging.stream(at: (folder as NSString).appendingPathComponent("manifest.json"))
      try manifest.append(ManifestText.head)
    } catch {
      Self.undo(staging, output, madeFolders)
      throw error
    }
  }

  /// Stages each image's PNG and makes its manifest text (with accessibility) on the worker.
  public func prepare(_ unit: inout RunUnit) throws {
    for i in unit.records.indices {
      let record = unit.records[i]
      guard let png = record.png, let entry = record.manifest, let drawn = record.drawn else { continue }
      try output.checkWritable(record.path)
      // The name as the ownership list holds it: staging keeps that string, not a second one.
      let listed = try output.note([record.path])
      try staging.stage(png, in: folder, at: listed[0])
      unit.records[i].manifestText = try ManifestText.entry(entry.addingAccessibility(of: drawn))
    }
  }

  /// Appends the unit's manifest entries, in run order.
  public func consume(_ unit: RunUnit) throws {
    for record in unit.records {
      guard let text = record.manifestText else { continue }
      if written.withLock({ $0 }) > 0 { try manifest.append(ManifestText.separator) }
      try manifest.append(text)
      written.withLock { $0 += 1 }
    }
  }

  public func finish() throws {
    try manifest.append(try ManifestText.tail())
    manifest.close()
    try output.confirm()
    try staging.commit()
    output.tidy()
  }

  public func discard() { Self.undo(staging, output, madeFolders) }

  private static func undo(_ staging: StagedFiles, _ output: OutputFolder, _ madeFolders: [String]) {
    staging.discard()
    // Takes back only the names this run added whose files it never placed.
    output.rollback()
    for made in madeFolders { OwnedRemoval.remove(path: made, folder: true) }
  }
}
