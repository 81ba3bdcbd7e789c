import Graphics
import Pipeline

/// The goldens' manifest entries a comparison reads: from an index that reads each entry when
/// asked (check and record; record validated every entry before it began).
struct RecordedEntries: Sendable {
  let entry: @Sendable (String) -> Manifest.Image?
  let sheets: [Manifest.Sheet]

  init(_ index: ManifestIndex?, damaged: DamagedEntries) {
    entry = { path in
      do { return try index?.lookup(path) } catch {
        damaged.add("\(error)")
        return nil
      }
    }
    sheets = index?.sheets ?? []
  }
}

/// Manifest entries a check found damaged, for one note after the comparisons.
final class DamagedEntries: Sendable {
  private let problems = Locked([String]())

  func add(_ problem: String) { problems.withLock { $0.append(problem) } }

  /// `manifest.json: entry …: … is out of range; failures cannot say which parts moved`.
  func note(manifest: String) -> String? {
    let found = problems.withLock { $0.sorted() }
    guard let first = found.first else { return nil }
    let count = found.count == 1 ? "" : " (\(found.count) damaged entries; the first)"
    return "\(manifest)\(count): \(first); failures cannot say which parts moved"
  }
}
