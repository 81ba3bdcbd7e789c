import ComponentKit
import Graphics
import ImageDiff
import Pipeline

/// A check's results in golden-path order, held small: a plain pass (equal to its golden, nothing
/// to show) is kept as its entry, scale, size and time, and made into a `GoldenResult` again when
/// read; everything else is kept whole. At a hundred times the catalog the whole results held
/// 70 MB, nearly all of it passes that every output reads the same few fields of.
public struct CheckedResults: RandomAccessCollection, Sendable {
  /// A kept result's index in `kept`, or a plain pass.
  enum Slot {
    case kept(Int)
    case pass(PlainPass)
  }

  /// A pass rebuilt from its entry: name, path and source are the entry's, the rest stored.
  struct PlainPass {
    var entry: Int32
    var scale: Int16
    /// Whether the comparison got as far as the pixels (`.identical`) rather than the hashes.
    var comparedPixels: Bool
    var width: Int32
    var height: Int32
    var seconds: Double?
  }

  private var slots: [Slot] = []
  private var kept: [GoldenResult] = []
  /// The entries plain passes name (the run's selection, shared).
  private var entries: [CatalogEntry] = []

  public init() {}

  public init(_ results: some Sequence<GoldenResult>) {
    for result in results { append(result) }
  }

  init(entries: [CatalogEntry]) { self.entries = entries }

  public var startIndex: Int { 0 }
  public var endIndex: Int { slots.count }

  public subscript(position: Int) -> GoldenResult {
    switch slots[position] {
    case .kept(let i): kept[i]
    case .pass(let pass): result(pass)
    }
  }

  /// The status at `position`, without rebuilding a pass.
  public func status(at position: Int) -> GoldenResult.Status {
    switch slots[position] {
    case .kept(let i): kept[i].status
    case .pass: .passed
    }
  }

  /// How many results are held as plain passes.
  var plainPasses: Int { slots.count - kept.count }

  /// The results that did not pass, as kept.
  public var failures: [GoldenResult] { kept.filter { !$0.passed } }

  /// Every result held whole: all but the plain passes, which carry no pictures.
  public var heldWhole: [GoldenResult] { kept }

  public mutating func append(_ result: GoldenResult) {
    slots.append(.kept(kept.count))
    kept.append(result)
  }

  public mutating func append(contentsOf results: some Sequence<GoldenResult>) {
    for result in results { append(result) }
  }

  /// Appends `result`, drawn from `entries[entry]`: as a plain pass when rebuilding it gives the
  /// same result, else whole.
  mutating func append(_ result: GoldenResult, entry: Int) {
    if let pass = PlainPass(result, entry: entry), Self.same(self.result(pass), result) {
      slots.append(.pass(pass))
    } else {
      append(result)
    }
  }

  private func result(_ pass: PlainPass) -> GoldenResult {
    let entry = entries[Int(pass.entry)]
    let scale = Int(pass.scale)
    let name = entry.imageName(scale: scale)
    var result = GoldenResult(name: name.description, path: name.path, status: .passed, detail: "")
    result.source = entry.source
    result.scale = scale
    result.diff = pass.comparedPixels ? .identical : nil
    result.actualSize = PixelSize(width: Int(pass.width), height: Int(pass.height))
    result.seconds = pass.seconds
    return result
  }

  /// Whether every field an output reads is equal (the bitmaps, PNGs and hashes of a plain pass
  /// are nil: `PlainPass.init` requires it).
  private static func same(_ a: GoldenResult, _ b: GoldenResult) -> Bool {
    a.name == b.name && a.path == b.path && a.status == b.status && a.detail == b.detail && a.source == b.source
      && a.scale == b.scale && a.actualSize == b.actualSize && a.goldenSize == b.goldenSize && a.seconds == b.seconds
  }
}

extension CheckedResults.PlainPass {
  /// Nil unless `result` passed on equal pixels or hashes and carries nothing else to show.
  init?(_ result: GoldenResult, entry: Int) {
    guard result.status == .passed, let size = result.actualSize, result.goldenSize == nil,
      let entry = Int32(exactly: entry), let scale = Int16(exactly: result.scale),
      let width = Int32(exactly: size.width), let height = Int32(exactly: size.height),
      result.actual == nil, result.golden == nil, result.goldenHold == nil, result.actualPNG == nil,
      result.diffPNG == nil,
      result.stagedPNGHash == nil, result.goldenPNGHash == nil, result.actualPixelHash == nil,
      result.frameChanges.isEmpty, result.outlines.golden.isEmpty, result.outlines.actual.isEmpty,
      !result.framesUnknown, result.artifactFiles.isEmpty, result.artifactError == nil
    else { return nil }
    let comparedPixels: Bool
    switch result.diff {
    case nil: comparedPixels = false
    case .identical?: comparedPixels = true
    default: return nil
    }
    self.init(
      entry: entry, scale: scale, comparedPixels: comparedPixels, width: width, height: height,
      seconds: result.seconds)
  }
}

/// Check's results in run order (golden-path order), plain passes held small.
final class CheckedImages: RunSink {
  private let checked: Locked<CheckedResults>

  init(entries: [CatalogEntry]) { checked = Locked(CheckedResults(entries: entries)) }

  func consume(_ unit: RunUnit) throws {
    guard let compared = unit[GoldenStage.Results.self] else { return }
    checked.withLock { checked in
      for (result, _) in compared {
        if let entry = unit.entryIndex { checked.append(result, entry: entry) } else { checked.append(result) }
      }
    }
  }

  var results: CheckedResults { checked.withLock { $0 } }
}

/// The compared results in run order: golden-path order.
final class ComparedResults: RunSink {
  private let results = Locked([(result: GoldenResult, entry: Manifest.Image?)]())

  func consume(_ unit: RunUnit) throws {
    guard let compared = unit[GoldenStage.Results.self] else { return }
    results.withLock { $0 += compared.map { (result: $0.0, entry: $0.1) } }
  }

  var values: [(result: GoldenResult, entry: Manifest.Image?)] { results.withLock { $0 } }
}
