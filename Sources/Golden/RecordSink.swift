import Foundation
import Graphics
import Pipeline

/// Record's results as they come, in golden-path order: each classified at once (written,
/// confirmed as it is, skipped), each confirmed image's manifest entry encoded and spooled to
/// disk (`ManifestSpool`). What stays in memory is a path per written or skipped golden and the
/// few sheets; a whole result and entry per image held to the end were most of a fresh record's
/// memory at a hundred times the catalog.
final class RecordSink: RunSink {
  private struct State {
    var written: [String] = []
    var skipped: [String] = []
    var sheets: [Manifest.Sheet] = []
    var count = 0
  }

  let mode: RecordMode
  let spool: ManifestSpool
  private let state = Locked(State())

  init(mode: RecordMode, spool: ManifestSpool) {
    self.mode = mode
    self.spool = spool
  }

  func consume(_ unit: RunUnit) throws {
    guard let compared = unit[GoldenStage.Results.self] else { return }
    for (result, entry) in compared { try take(result, entry) }
  }

  /// Sheets come without a manifest entry; everything else about recording them is the same.
  private func take(_ result: GoldenResult, _ entry: Manifest.Image?) throws {
    var entry = entry
    var sheet: Manifest.Sheet?
    var wrote = false
    var skips = false
    if GoldenEngine.writes(result, mode: mode), let pngHash = result.stagedPNGHash {
      wrote = true
      entry?.pngHash = pngHash
      if entry == nil, let pixels = result.actualPixelHash {
        sheet = Manifest.Sheet(path: result.path, pixelHash: pixels, pngHash: pngHash)
      }
    } else if !GoldenEngine.pixelsDiffer(result) {
      // The golden stays as it is: the manifest describes that file.
      entry?.pngHash = result.goldenPNGHash
      if entry == nil, let pixels = result.actualPixelHash, let png = result.goldenPNGHash {
        sheet = Manifest.Sheet(path: result.path, pixelHash: pixels, pngHash: png)
      }
    } else {
      skips = true
      entry = nil
    }
    // The result's path string when it is the same path: the written list holds it already.
    if let entry {
      try spool.append(try ManifestText.entry(entry), path: entry.path == result.path ? result.path : entry.path)
    }
    state.withLock { state in
      state.count += 1
      if wrote { state.written.append(result.path) }
      if skips { state.skipped.append(result.path) }
      if let sheet { state.sheets.append(sheet) }
    }
  }

  func discard() { spool.remove() }

  /// Golden paths written, in run order.
  var written: [String] { state.withLock { $0.written } }
  /// Failing images the mode did not allow to be written, in run order.
  var skipped: [String] { state.withLock { $0.skipped } }
  /// The sheets recorded or confirmed.
  var sheets: [Manifest.Sheet] { state.withLock { $0.sheets } }
  /// Every result taken.
  var count: Int { state.withLock { $0.count } }
}
