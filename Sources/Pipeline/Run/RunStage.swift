import CairoRenderer
import Catalog
import ComponentKit
import Foundation
import Graphics
import PNG

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
    guard let entry = unit.entry else { return }
    let resolved: ResolvedEntry
    do {
      resolved = try entry.resolve(measurer: pipeline.renderer.measurer)
    } catch {
      guard missingGlyphsAllowed, let font = error.underlying as? FontError, case .missingGlyphs = font else {
        throw error
      }
      unit.missingGlyphs = "\(font)"
      return
    }
    unit.resolved = resolved
    unit.records = try draw(resolved, scales: unit.scales, encode: false).map {
      ImageRecord(name: $0.name, drawn: $0)
    }
  }

  /// Draws a resolved entry at each scale (on the pipeline's background, if any), and encodes
  /// each image unless `encode` is false (then `png` is nil).
  public func draw(_ resolved: ResolvedEntry, scales: [Int], encode: Bool) throws -> [RenderedImage] {
    let renderer = pipeline.renderer
    let background = pipeline.background
    let clock = ContinuousClock()
    let entry = resolved.entry
    var list = resolved.displayList
    if let background { list.commands.insert(.fill(.rect(Rect(origin: .zero, size: list.size)), background), at: 0) }
    return try scales.map { scale in
      do {
        var bitmap: Bitmap?
        let drawTime = try clock.measure { bitmap = try renderer.render(list, scale: scale) }
        guard let bitmap else {
          throw PipelineError.render(id: entry.id, source: entry.location, underlying: "no image")
        }
        var png: [UInt8]?
        let encodeTime = try clock.measure { if encode { png = try PNGEncoder.encode(bitmap) } }
        var image = RenderedImage(
          entry: entry, scale: scale, size: resolved.rendering.size, parts: resolved.layout.parts,
          bitmap: bitmap, png: png, drawTime: drawTime, encodeTime: encodeTime, accessibility: resolved.accessibility)
        image.chainFaces = resolved.chainFaces
        return image
      } catch let error as PipelineError {
        throw error
      } catch {
        throw PipelineError.render(
          id: entry.imageName(scale: scale).description, source: entry.location, underlying: "\(error)")
      }
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
