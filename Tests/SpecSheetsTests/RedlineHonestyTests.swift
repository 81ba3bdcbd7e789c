import Catalog
import ComponentKit
import Graphics
import Material
import SpecSheets
import Testing

/// Redlines that don't mislead: every corner's radius when they differ, leaders that stay off the
/// component, a card's content insets, and no span labelled twice.
@Suite struct RedlineHonestyTests {
  static func redlines(_ id: String) throws -> (Rendering, [Redline]) {
    let (_, rendering, redlines) = try #require(RedlineTests.catalog.first { $0.0.id == id }, "no entry \(id)")
    return (rendering, redlines)
  }

  /// The Shrine card's corners are 16/2/16/2: each corner gets its own label, its leader starts in
  /// that corner and the label sits beyond it, so no reader takes 16 for all four.
  @Test func differingCornerRadiiAreLabelledPerCorner() throws {
    let (rendering, redlines) = try Self.redlines("material/card/shrine-themed/normal")
    let container = try #require(rendering.layout.part("container"))
    let radii = redlines.filter { $0.kind == .radius }
    let byName = Dictionary(radii.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let expected: [(String, Double, Redline.Edge, Redline.Edge)] = [
      ("container.corner-radius.top-left", 16, .minX, .minY), ("container.corner-radius.top-right", 2, .maxX, .minY),
      ("container.corner-radius.bottom-right", 16, .maxX, .maxY),
      ("container.corner-radius.bottom-left", 2, .minX, .maxY),
    ]
    #expect(radii.count == 4, "\(radii.map(\.dumped))")
    for (name, value, h, v) in expected {
      let r = try #require(byName[name], "no \(name) among \(radii.map(\.name))")
      #expect(r.value == value && r.label == "R\(value.redlineText)")
      #expect(r.from.edge == h && r.to.edge == v, "\(name) names the corner \(r.from.edge)/\(r.to.edge)")
      // The leader starts inside the corner's quarter and the label lies beyond that corner.
      #expect(
        (h == .minX) == (r.start.x < container.midX) && (v == .minY) == (r.start.y < container.midY), "\(name) leader")
      #expect(h == .minX ? r.labelFrame.maxX < container.minX : r.labelFrame.minX > container.maxX, "\(name) label x")
      #expect(v == .minY ? r.labelFrame.maxY < container.minY : r.labelFrame.minY > container.maxY, "\(name) label y")
    }
    // Equal corners keep one label.
    let (_, chip) = try Self.redlines("fiori/chip/single-selection/selected")
    #expect(chip.filter { $0.kind == .radius }.map(\.name) == ["container.corner-radius"])
  }

  /// A radius leader runs from its corner to its label without crossing any other part: in a
  /// right-to-left group the first item is on the right, so its leader goes right, not across the
  /// row.
  @Test func radiusLeadersCrossNoOtherPart() throws {
    var checked = 0
    var rtl = 0
    for (entry, rendering, redlines) in RedlineTests.catalog {
      let frames = Dictionary(rendering.layout.parts.map { ($0.path, $0.frame) }, uniquingKeysWith: { a, _ in a })
      for r in redlines where r.kind == .radius {
        let container = try #require(frames[r.from.part])
        let foreign = rendering.layout.parts.filter { p in
          p.frame.width > 0 && p.frame.height > 0 && !p.frame.contains(container) && !container.contains(p.frame)
        }
        for p in foreign where segment(r.start, r.end, crosses: p.frame.insetBy(0.01)) {
          Issue.record("\(entry.id): the leader of \(r.name) crosses \(p.path)")
        }
        checked += 1
        if entry.variant.hasSuffix("-rtl") && foreign.contains(where: { $0.path.contains("chip-2") }) { rtl += 1 }
      }
    }
    #expect(checked > 100)
    #expect(rtl > 0, "no right-to-left group was checked")
    // The wrapped right-to-left Fiori group: the first chip is the top-right one; its leader goes
    // up and right.
    let (_, group) = try Self.redlines("fiori/chip-group/wrapped-rtl/default")
    let radius = try #require(group.first { $0.kind == .radius })
    #expect(radius.from.edge == .maxX && radius.end.x > radius.start.x, "\(radius.dumped)")
  }

  /// A card shows its content padding to the container: 16 to the header and text rows, 8 to the
  /// actions row, 16 between rows of content, 8 below the actions (MaterialCardSpec) — not the
  /// distance from the top to the media, which is no padding.
  @Test func cardContentInsetsAreDrawn() throws {
    let (_, shrine) = try Self.redlines("material/card/shrine-themed/normal")
    let values = Dictionary(shrine.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(values["padding.leading header-text"] == 16, "\(shrine.map(\.dumped))")
    #expect(values["padding.leading button-1"] == 8)
    #expect(values["padding.top header-text"] == 16)
    #expect(values["gap secondary-text|media"] == 16)
    #expect(values["gap media|button-1"] == 8)
    #expect(values["padding.bottom button-1"] == 8)
    #expect(!shrine.contains { $0.name.hasPrefix("padding") && $0.name.hasSuffix(" media") })
    // Right to left, the header row hugs the right edge: its inset is drawn there, above the
    // card, where its extension lines reach without crossing the media (issue 40).
    let (_, rtl) = try Self.redlines("material/card/image-and-buttons-themed-rtl/normal")
    let trailing = try #require(rtl.first { $0.name == "padding.trailing thumbnail" }, "\(rtl.map(\.dumped))")
    #expect(trailing.value == 16 && trailing.side == .top)
    // The icon toggles end at the left edge, the last one outermost.
    #expect(rtl.contains { $0.name == "padding.leading icon-2" && $0.value == 8 })
    #expect(rtl.contains { $0.name == "padding.trailing button-1" && $0.value == 8 })
    #expect(rtl.contains { $0.kind == .gap && $0.axis == .vertical && $0.name.hasSuffix("|media") && $0.value == 16 })
  }

  /// Each span is labelled once: a part as wide as the container, or a title as wide as its text
  /// box, does not repeat the number on another side.
  @Test func noSpanIsLabelledTwice() throws {
    for (entry, _, redlines) in RedlineTests.catalog {
      var seen: [String: String] = [:]
      for r in redlines where r.kind != .radius {
        let (lo, hi) = r.axis == .horizontal ? (r.start.x, r.end.x) : (r.start.y, r.end.y)
        let key = "\(r.axis) \((lo * 1000).rounded()) \((hi * 1000).rounded())"
        if let other = seen[key] {
          Issue.record("\(entry.id): \(r.name) and \(other) label the same span \(r.label)")
        }
        seen[key] = r.name
      }
    }
    let (_, item) = try Self.redlines("material/list-item/themed-single-line-text-only/normal")
    #expect(item.filter { $0.value == 288 }.count == 1)
    let (_, shrine) = try Self.redlines("material/card/shrine-themed/normal")
    #expect(shrine.filter { $0.value == 300 }.map(\.name) == ["container.width"])
  }
}

/// Whether the segment a→b passes through the rectangle's interior (Liang-Barsky clipping).
func segment(_ a: Point, _ b: Point, crosses r: Rect) -> Bool {
  var t0 = 0.0
  var t1 = 1.0
  let d = (x: b.x - a.x, y: b.y - a.y)
  for (p, q) in [(-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y)] {
    if p == 0 {
      if q < 0 { return false }
      continue
    }
    let t = q / p
    if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
    if t0 > t1 { return false }
  }
  return true
}
