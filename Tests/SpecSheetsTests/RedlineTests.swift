import Catalog
import ComponentKit
import Graphics
import SpecSheets
import Testing

/// Redlines of every default-catalog entry (whatever components it holds), laid out with the
/// font-free measurer: no pixels, no fonts.
@Suite struct RedlineTests {
  static let catalog: [(CatalogEntry, Rendering, [Redline])] = {
    guard let catalog = try? defaultCatalog() else { return [] }
    return catalog.entries.compactMap { entry in
      guard let rendering = try? entry.content.render(theme: entry.theme, measurer: fixedMeasurer),
        let redlines = try? RedlinePlanner.redlines(
          for: rendering, roles: entry.content.model.partRoles, measurer: fixedMeasurer)
      else { return nil }
      return (entry, rendering, redlines)
    }
  }()

  @Test func everyEntryGetsRedlines() throws {
    let catalog = try defaultCatalog()
    #expect(Self.catalog.count == catalog.entries.count, "some entries could not be rendered or redlined")
    for (entry, _, redlines) in Self.catalog {
      #expect(!redlines.isEmpty, "\(entry.id) has no redlines")
    }
  }

  /// Each value is the distance between the two layout edges it names; its line is drawn exactly
  /// between them; its label prints it. A radius is the radius of the shape drawn on the container.
  @Test func everyRedlineValueEqualsTheLayoutFramesItMeasures() throws {
    var checked = 0
    for (entry, rendering, redlines) in Self.catalog {
      let frames = Dictionary(rendering.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
      for r in redlines {
        let from = try #require(frames[r.from.part], "\(entry.id): \(r.name) names no part \(r.from.part)")
        let to = try #require(frames[r.to.part], "\(entry.id): \(r.name) names no part \(r.to.part)")
        if r.kind == .radius {
          let drawn = rendering.displayList.commands.compactMap { c -> Double? in
            switch c {
            case .fill(.roundedRect(let rect, let radii), _), .stroke(.roundedRect(let rect, let radii), _, _):
              let inset = rect.minX - from.minX
              guard (0...1).contains(inset), abs(rect.maxY - (from.maxY - inset)) < 0.001 else { return nil }
              // The corner the redline labels: its two edges.
              let radius =
                switch (r.from.edge, r.to.edge) {
                case (.maxX, .minY): radii.topRight
                case (.maxX, .maxY): radii.bottomRight
                case (.minX, .maxY): radii.bottomLeft
                default: radii.topLeft
                }
              return min(radius, min(rect.width, rect.height) / 2) + inset
            default: return nil
            }
          }
          #expect(drawn.contains(r.value), "\(entry.id): radius \(r.value) is not drawn on \(r.from.part)")
          #expect(r.label == "R\(r.value.redlineText)")
          continue
        }
        let a = edge(from, r.from.edge)
        let b = edge(to, r.to.edge)
        #expect(r.value == b - a, "\(entry.id): \(r.name) is \(r.value), the frames say \(b - a)")
        #expect(r.label.hasSuffix(r.value.redlineText), "\(entry.id): \(r.name) label \(r.label)")
        if r.axis == .horizontal {
          #expect(r.start.x == min(a, b) && r.end.x == max(a, b), "\(entry.id): \(r.name) line")
          #expect(r.start.y == r.end.y)
        } else {
          #expect(r.start.y == min(a, b) && r.end.y == max(a, b), "\(entry.id): \(r.name) line")
          #expect(r.start.x == r.end.x)
        }
        checked += 1
      }
    }
    #expect(checked > 1000)
  }

  /// Labels never overlap each other, any anatomy part, or the component's bounds.
  @Test func labelsCoverNeitherEachOtherNorTheComponent() {
    for (entry, rendering, redlines) in Self.catalog {
      let bounds = RedlinePlanner.componentBounds(rendering)
      // What is visible of each part: the canvas clips (a scrolling row's last chips).
      let canvas = Rect(origin: .zero, size: rendering.size)
      let parts = rendering.layout.parts.map(\.frame).filter { $0.width > 0 && $0.height > 0 && $0.intersects(canvas) }
        .map { f in
          Rect(
            x: max(f.minX, 0), y: max(f.minY, 0), width: min(f.maxX, canvas.maxX) - max(f.minX, 0),
            height: min(f.maxY, canvas.maxY) - max(f.minY, 0))
        }
      for (i, r) in redlines.enumerated() {
        #expect(!r.labelFrame.intersects(bounds), "\(entry.id): label of \(r.name) covers the component")
        for p in parts where r.labelFrame.intersects(p) {
          Issue.record("\(entry.id): label of \(r.name) covers a part at \(p.dumped)")
        }
        for other in redlines[(i + 1)...] where r.labelFrame.intersects(other.labelFrame) {
          Issue.record("\(entry.id): labels of \(r.name) and \(other.name) overlap")
        }
      }
    }
  }

  /// The Fiori selected chip's redlines are its spec table's numbers.
  @Test func fioriSelectedChipShowsTheSpecNumbers() throws {
    let (_, _, redlines) = try #require(Self.catalog.first { $0.0.id == "fiori/chip/single-selection/selected" })
    let values = Dictionary(redlines.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(values["container.height"] == 32)
    #expect(values["padding.leading"] == 16)
    #expect(values["padding.trailing"] == 16)
    #expect(values["check-mark.width"] == 16)
    // The seed's vertical padding, to its 20pt content box (not to the label's line box).
    #expect(values["padding.top content-box"] == 6)
    #expect(values["content-box.height"] == 20)
    #expect(values["padding.bottom content-box"] == 6)
    #expect(values["check-mark.height"] == nil)
    #expect(values["gap check-mark|label"] == 4)
    #expect(values["container.corner-radius"] == 16)
    #expect(values["touch-target.height"] == 44)
  }

  /// Groups and cells: the gaps and insets their specs give, shown once each.
  @Test func compositesShowGapsAndInsets() throws {
    let (_, _, group) = try #require(Self.catalog.first { $0.0.id == "fiori/chip-group/wrapped/default" })
    #expect(
      group.filter { $0.kind == .gap && $0.value == 8 }.map(\.axis).sorted { $0.rawValue < $1.rawValue } == [
        .horizontal, .vertical,
      ])
    let (_, _, cell) = try #require(Self.catalog.first { $0.0.id == "fiori/chip-form-cell/helper-text/default" })
    #expect(cell.contains { $0.name == "cell.inset.leading" && $0.value == 16 })
    #expect(cell.contains { $0.name == "cell.inset.top" && $0.value == 11 })
  }

  @Test func redlineTextRounding() {
    #expect(113.457.redlineText == "113.46")
    #expect(16.0.redlineText == "16")
    #expect(7.5.redlineText == "7.5")
    #expect(0.05.redlineText == "0.05")
    #expect(12.004.redlineText == "12")
  }
}
