import Graphics

/// A catalog entry taken through layout and lowering, once: everything every command reads of
/// it before pixels (render, check, audit, sheets, dump, review). Scale-independent: one value
/// serves every scale.
public struct ResolvedEntry: Sendable {
  public var entry: CatalogEntry
  /// The anatomy frames and the display list, whose commands carry their part.
  public var rendering: Rendering
  /// What a screen reader meets in it, when its component describes that.
  public var accessibility: AccessibilityAnnotation?
  /// Text the font chain draws in another face, one line per part and face set, e.g.
  /// `label: Arabic in Noto Sans Arabic 400 (Inter 500 asked)`.
  public var chainFaces: [String]

  public var layout: LayoutNode { rendering.layout }
  public var displayList: DisplayList { rendering.displayList }
  /// Every font the display list asks for, in first-use order.
  public var fonts: [Font] { rendering.displayList.fonts }

  public init(entry: CatalogEntry, rendering: Rendering) {
    self.entry = entry
    self.rendering = rendering
    self.accessibility = entry.content.model.accessibility(in: rendering)
    self.chainFaces = Self.chainFaces(rendering.displayList)
  }

  /// Each text run the font chain draws (partly) in another face: the part lowering put it in,
  /// the faces, and the font asked for.
  package static func chainFaces(_ list: DisplayList) -> [String] {
    var lines: [String] = []
    for case (.text(let run), let part) in zip(list.commands, list.partPaths) {
      let faces = run.chainFaces
      guard !faces.isEmpty else { continue }
      let line = "\(part ?? "text"): \(faces.joined(separator: ", ")) (\(run.font.family) \(run.font.weight) asked)"
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }
}

/// Layout or lowering failed for an entry (a font without a glyph the text needs, a fixture that
/// leaves a part no room): the one wrapping every command reports.
public struct ResolveError: Error, CustomStringConvertible {
  public var id: String
  /// `file:line` of the entry's variant.
  public var location: String
  /// What failed, as thrown by layout or the measurer.
  public var underlying: any Error

  public var description: String {
    location.isEmpty ? "\(id): \(underlying)" : "\(location): \(id): \(underlying)"
  }
}

extension CatalogEntry {
  /// Runs layout and lowering with `measurer` (the backend's, so text sizes match the pixels):
  /// the one place an entry is resolved.
  public func resolve(measurer: any TextMeasurer) throws(ResolveError) -> ResolvedEntry {
    do {
      return ResolvedEntry(entry: self, rendering: try content.render(theme: theme, measurer: measurer))
    } catch {
      throw ResolveError(id: id, location: location, underlying: error)
    }
  }
}
