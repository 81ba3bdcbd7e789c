import CairoRenderer
import Catalog
import ComponentKit
import Graphics

/// A step that fills a unit's records on a worker (draw, encode, audit, compare).
public protocol RunStage: Sendable {
  func run(_ unit: inout RunUnit) throws
}

/// A consumer of a run's units. `prepare` runs on the worker that filled the unit, in any order
/// (staging files there keeps the writes parallel); `consume` sees the units one at a time in
/// the run's order; `finish` ends a run that succeeded, `discard` one that failed or was
/// stopped (it removes what `prepare` staged).
public protocol RunSink: AnyObject, Sendable {
  func prepare(_ unit: inout RunUnit) throws
  func consume(_ unit: RunUnit) throws
  func finish() throws
  func discard()
}

extension RunSink {
  public func prepare(_ unit: inout RunUnit) throws {}
  public func consume(_ unit: RunUnit) throws {}
  public func finish() throws {}
  public func discard() {}
}

/// Resolves the unit's entry once and draws it at each of its scales. With
/// `missingGlyphsAllowed`, text that needs a glyph no font has is noted on the unit for the
/// audit to report, instead of failing the run.
public struct DrawStage: RunStage {
  public let pipeline: RenderPipeline
  public let missingGlyphsAllowed: Bool

  public init(pipeline: RenderPipeline, missingGlyphsAllowed: Bool = false) {
    self.pipeline = pipeline
    self.missingGlyphsAllowed = missingGlyphsAllowed
  }

  public func run(_ unit: inout RunUnit) throws {
    let resolved: ResolvedEntry
    do {
      resolved = try pipeline.resolve(unit.entry)
    } catch {
      guard missingGlyphsAllowed, let font = error.underlying as? FontError, case .missingGlyphs = font else {
        throw error
      }
      unit.missingGlyphs = "\(font)"
      return
    }
    unit.resolved = resolved
    unit.records = try pipeline.render(resolved, scales: unit.scales, encode: false).map {
      ImageRecord(name: $0.name, drawn: $0)
    }
  }
}

/// Encodes each drawn image as PNG and describes it for a manifest (hashes, size, frames).
public struct EncodeStage: RunStage {
  public init() {}

  public func run(_ unit: inout RunUnit) throws {
    let clock = ContinuousClock()
    for i in unit.records.indices {
      guard let drawn = unit.records[i].drawn else { continue }
      var png: [UInt8] = []
      let encodeTime = try clock.measure { png = try drawn.encodedPNG() }
      let hash = ContentHash.of(png)
      unit.records[i].png = png
      unit.records[i].pngHash = hash
      unit.records[i].manifest = Manifest.Image(image: drawn, pngHash: hash)
      unit.records[i].seconds = (drawn.drawTime + encodeTime).seconds
    }
  }
}
