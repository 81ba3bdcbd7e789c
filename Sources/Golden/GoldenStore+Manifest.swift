import Foundation
import Graphics
import Pipeline

extension GoldenStore {
  /// The manifest a record will merge into, indexed before any golden is written and every
  /// entry read once without being held: throws when it is corrupt (merging into nothing would
  /// drop every other image's frames) or when a folder sits where `manifest.json` or
  /// `fingerprint.txt` must be written, so `record` stops before changing any golden rather
  /// than after. Nil when there is no manifest.
  @discardableResult
  public func manifestForRecording() throws -> ManifestIndex? {
    for file in [manifestPath, fingerprintPath] {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
        throw PipelineError.write(path: file, reason: "a folder is in the way; no golden was changed")
      }
    }
    guard let index = try orderedIndex(paths: false) else { return nil }
    do { _ = try index.validate() } catch { try refuse(error) }
    return index
  }

  /// Replaces (or adds) the manifest entries of `entries`, keeping the others; writes the file
  /// only when its content changes. Returns whether it was written.
  @discardableResult
  public func updateManifest(
    with entries: [Manifest.Image], sheets: [Manifest.Sheet] = [], removing removed: Set<String> = []
  ) throws -> Bool {
    try updateManifest(with: try ManifestUpdate.NewEntries(entries), sheets: sheets, removing: removed)
  }

  /// `updateManifest` with entries already encoded (a record's spool), merged into the file
  /// entry by entry (`ManifestUpdate`): neither the old manifest nor the new is held whole.
  package func updateManifest(
    with entries: ManifestUpdate.NewEntries, sheets: [Manifest.Sheet], removing removed: Set<String> = []
  ) throws -> Bool {
    try ManifestUpdate.apply(
      to: manifestPath, old: try orderedIndex(paths: true), new: entries, sheets: sheets, removing: removed,
      refuse: refuse)
  }

  /// The manifest indexed with every entry's place in file order (and its path, for a merge: not
  /// held while a record runs); a file that cannot be indexed is refused as decoding it whole
  /// refuses it.
  private func orderedIndex(paths: Bool) throws -> ManifestIndex? {
    do { return try ManifestIndex(path: manifestPath, keepsOrder: true, keepsPaths: paths) } catch { try refuse(error) }
  }

  /// Throws what reading the manifest whole (`readManifest`) throws for this file, so a damaged
  /// manifest is refused with the same line however it is read; read whole only then.
  private func refuse(_ error: any Error) throws -> Never {
    _ = try readManifest()
    throw PipelineError.read(path: manifestPath, reason: "not a specsheet manifest: \(error)")
  }
}
