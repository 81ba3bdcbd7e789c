import Foundation
import Golden
import Pipeline

/// What one approve did, and what undoing it restores.
public struct Approval: Sendable {
  public var id: Int
  public var names: [String]
  /// Goldens written (relative paths) and stale goldens deleted.
  public var written: [String]
  public var deleted: [String]
  public var notes: [String]
  /// The bytes every touched file had before (nil: it did not exist), for undo.
  var before: [String: [UInt8]?]
}

/// Approving writes goldens exactly as `specsheet record` does: the approved images are
/// rendered again and written through `GoldenEngine.record` (every file staged, then renamed
/// into place; manifest entries and the fingerprint kept consistent). A stale golden is
/// approved by deleting it and its manifest entry, as `prune` does. Nothing else writes.
public struct GoldenApproval: Sendable {
  public var engine: GoldenEngine
  /// The plan the check ran: only its images, sheets and stale goldens can be approved.
  public var plan: GoldenPlan

  public init(engine: GoldenEngine, plan: GoldenPlan) {
    self.engine = engine
    self.plan = plan
  }

  var store: GoldenStore { engine.store }

  /// Writes the goldens of `names` (already checked: failures of this check, inside the
  /// goldens folder). Throws before any golden changed when rendering or staging fails.
  public func approve(_ names: Set<String>, id: Int) throws -> Approval {
    let images = plan.images.filter { names.contains($0.name) }
    let sheets = plan.sheets.filter { names.contains($0.name) }
    let stale = plan.stale.filter { names.contains(String($0.dropLast(4))) }
    let touched =
      images.map(\.path) + sheets.map(\.path) + stale + [GoldenStore.manifestFile, GoldenStore.fingerprintFile]
    var before: [String: [UInt8]?] = [:]
    for path in touched { before[path] = FileManager.default.contents(atPath: store.path(path)).map { [UInt8]($0) } }

    var written: [String] = []
    var notes: [String] = []
    if !images.isEmpty || !sheets.isEmpty {
      // A partial record never rewrites the fingerprint of an existing goldens folder.
      let run = try engine.record(
        GoldenPlan(images: images, sheets: sheets, stale: []), mode: .failed, updateFingerprint: false)
      written = run.written
      notes = run.notes
    }
    for path in stale {
      if case .refused(let reason) = OwnedRemoval.remove(path, in: store.root) {
        throw PipelineError.write(path: store.path(path), reason: "cannot delete: \(reason)")
      }
    }
    if !stale.isEmpty { try store.updateManifest(with: [], removing: Set(stale)) }
    return Approval(
      id: id, names: names.sorted(), written: written, deleted: stale, notes: notes, before: before)
  }

  /// Puts back every file an approval touched, each atomically: goldens and the manifest as they
  /// were, files it created removed.
  public func undo(_ approval: Approval) throws {
    let restore: [(path: String, bytes: [UInt8])] = approval.before.compactMap { path, bytes in
      bytes.map { (path: store.path(path), bytes: $0) }
    }
    try StagedFiles.writeAll(restore, unchanged: "no golden was restored")
    for (path, bytes) in approval.before where bytes == nil {
      if case .refused(let reason) = OwnedRemoval.remove(path, in: store.root) {
        throw PipelineError.write(path: store.path(path), reason: "cannot delete: \(reason)")
      }
    }
  }
}
