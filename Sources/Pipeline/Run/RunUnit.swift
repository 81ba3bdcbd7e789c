import Catalog
import ComponentKit
import Graphics

/// One piece of a run: a catalog entry at its selected scales (its resolved value and one record
/// per scale), or a whole spec sheet (check's sheet goldens). Stages fill it on a worker, the
/// sinks' `prepare` reads it there, then its pixels and resolved value are dropped and the sinks'
/// `consume` sees what is left, in the run's order.
public struct RunUnit: Sendable {
  /// Position in the run's order: sinks consume units 0, 1, 2, … one at a time.
  public let index: Int
  /// The entry drawn; nil for a sheet unit.
  public let entry: CatalogEntry?
  /// Its index in the selection's `entries` (a sink keeping an image refers to it, not a copy).
  public let entryIndex: Int?
  /// The sheet this unit is, for a sheet unit.
  public let sheet: PlannedSheet?
  /// The scales the selection draws, in order (never empty for an entry; empty for a sheet).
  public let scales: [Int]
  /// Layout and lowering, once for every scale (set by `DrawStage`).
  public var resolved: ResolvedEntry?
  /// One record per drawn scale, in `scales` order.
  public var records: [ImageRecord] = []
  /// Why the entry could not be laid out when its text needs a glyph no font has, and the run
  /// reports that as a finding (`DrawStage(missingGlyphsAllowed: true)`); then nothing is drawn.
  public var missingGlyphs: String?
  /// What the audit found (`AuditStage`).
  public var audit: UnitAudit?
  /// Values stages of other targets attach (`self[Key.self]`).
  var attached: [ObjectIdentifier: any Sendable] = [:]

  public init(index: Int, entry: CatalogEntry, scales: [Int], entryIndex: Int? = nil) {
    self.index = index
    self.entry = entry
    self.entryIndex = entryIndex
    self.sheet = nil
    self.scales = scales
  }

  public init(index: Int, sheet: PlannedSheet) {
    self.index = index
    self.entry = nil
    self.entryIndex = nil
    self.sheet = sheet
    self.scales = []
  }
}

/// A value a stage in another target attaches to a unit (a comparison's outcome, a golden's
/// verdict), read by that target's sinks: the engine carries it without knowing its type.
public protocol UnitKey {
  associatedtype Value: Sendable
}

extension RunUnit {
  public subscript<Key: UnitKey>(_ key: Key.Type) -> Key.Value? {
    get { attached[ObjectIdentifier(key)] as? Key.Value }
    set { attached[ObjectIdentifier(key)] = newValue }
  }
}

/// One image of a run: named, drawn, encoded and described, then consumed by the sinks in order
/// and dropped. What a stage adds stays until the run drops it: pixels after `prepare`, the rest
/// after `consume`.
public struct ImageRecord: Sendable {
  public let name: ImageName
  /// The drawn image (pixels, frames, timings); nil once the run has dropped the pixels.
  public var drawn: RenderedImage?
  /// The encoded PNG and its hash (`EncodeStage`).
  public var png: [UInt8]?
  public var pngHash: String?
  /// The manifest entry, without accessibility elements (`EncodeStage`).
  public var manifest: Manifest.Image?
  /// The entry as `manifest.json` lists it, with accessibility (`ImageFolderSink.prepare`).
  public var manifestText: [UInt8]?
  /// Drawing plus encoding, for results files.
  public var seconds: Double = 0

  public init(name: ImageName, drawn: RenderedImage? = nil) {
    self.name = name
    self.drawn = drawn
  }

  /// `fiori/chip/single-selection/selected@2x.png`, relative to an output folder.
  public var path: String { name.path }
}

extension RunUnit {
  /// Frees what only the workers need (pixels, PNG bytes, the resolved value) once every sink
  /// has prepared the unit: what waits for its turn in the order is small.
  mutating func dropPixels() {
    resolved = nil
    for i in records.indices {
      records[i].drawn = nil
      records[i].png = nil
    }
  }
}
