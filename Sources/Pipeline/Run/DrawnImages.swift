import Graphics

/// What a run drew, in run order: the counts a command prints and, when asked, each image's
/// brief manifest entry (no frames, no accessibility elements), fixture file and seconds, for
/// results files and the site. Without the list it holds counters only, however big the run.
public final class DrawnImages: RunSink {
  public struct Tally: Sendable {
    public var images = 0
    /// Entries with at least one image drawn.
    public var entries = 0
    public var scales: Set<Int> = []
    /// Brief manifest entries in run order (when kept), with each path's fixture and seconds.
    public var list: [Manifest.Image] = []
    public var sources: [String: String] = [:]
    public var seconds: [String: Double] = [:]
  }

  public let keepsList: Bool
  private let state = Locked(Tally())

  public init(keepsList: Bool) { self.keepsList = keepsList }

  public var tally: Tally { state.withLock { $0 } }

  public func consume(_ unit: RunUnit) throws {
    state.withLock { tally in
      tally.entries += unit.records.isEmpty ? 0 : 1
      tally.images += unit.records.count
      tally.scales.formUnion(unit.records.map(\.name.scale))
      guard keepsList else { return }
      for record in unit.records {
        if let entry = record.manifest { tally.list.append(entry.brief) }
        tally.sources[record.path] = unit.entry.source
        tally.seconds[record.path] = record.seconds
      }
    }
  }
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
