import Catalog
import ComponentKit
import Graphics
import SpecSheets
import Testing

/// Issue 40, "Redlines that say what they measure, for every kind of component": composite
/// components are dimensioned (the form cell, chip groups, the card's rows, the list item's
/// title-detail gap), each number read from the layout's frames and citing the spec rule that
/// fixes it. On the plan alone (the font-free measurer): no pixels.
@Suite struct RedlineCompositeTests {
  static func plan(_ id: String) throws -> (Rendering, [Redline]) {
    let (entry, rendering, redlines) = try #require(RedlineTests.catalog.first { $0.0.id == id }, "no entry \(id)")
    let (ruleSet, rules) = entry.content.model.specRules(theme: entry.theme)
    let cited = RedlinePlanner.cite(
      redlines, ruleSet: ruleSet, rules: rules, parts: rendering.layout.parts.map(\.path))
    return (rendering, cited)
  }

  /// The redline from one part's edge to another's, and the distance the layout's frames give.
  static func measured(
    _ redlines: [Redline], _ rendering: Rendering, _ from: Redline.Anchor, _ to: Redline.Anchor
  ) throws -> (Redline, Double) {
    let a = try #require(rendering.layout.part(from.part), "no part \(from.part)")
    let b = try #require(rendering.layout.part(to.part), "no part \(to.part)")
    let r = try #require(
      redlines.first { $0.from == from && $0.to == to }, "nothing measures \(from) → \(to): \(redlines.map(\.dumped))")
    return (r, edge(b, to.edge) - edge(a, from.edge))
  }

  /// The chip form cell: its whole size, label → chips, chips → error message, the error icon's
  /// size, the chips' own width; the helper-text variant's chips → helper text.
  @Test func formCellIsDimensioned() throws {
    let (rendering, redlines) = try Self.plan("fiori/chip-form-cell/required/error")
    // The message starts at its icon's top or its text's, whichever is higher.
    let message = try ["error-icon", "error-text"].min { a, b in
      try #require(rendering.layout.part(a)).minY < #require(rendering.layout.part(b)).minY
    }!
    let spans: [(Redline.Anchor, Redline.Anchor)] = [
      (.init("cell", .minX), .init("cell", .maxX)), (.init("cell", .minY), .init("cell", .maxY)),
      (.init("label", .maxY), .init("chips", .minY)), (.init("chips", .maxY), .init(message, .minY)),
      (.init("error-icon", .minX), .init("error-icon", .maxX)),
      (.init("error-icon", .minY), .init("error-icon", .maxY)),
      (.init("chips", .minX), .init("chips", .maxX)),
    ]
    for (from, to) in spans {
      let (r, value) = try Self.measured(redlines, rendering, from, to)
      #expect(value > 0 && r.value == value && r.label == value.redlineText, "\(r.dumped)")
    }
    let (helperRendering, helper) = try Self.plan("fiori/chip-form-cell/helper-text/default")
    let (r, value) = try Self.measured(helper, helperRendering, .init("chips", .maxY), .init("helper-text", .minY))
    #expect(value > 0 && r.value == value)
  }

  /// A chip group shows the extent of its chips and their spacing across and between rows,
  /// the spacing citing the group's rules.
  @Test func chipGroupsShowTheirSizeAndSpacing() throws {
    for id in ["fiori/chip-group/wrapped/default", "fiori/chip-group/wrapped-rtl/default"] {
      let (rendering, redlines) = try Self.plan(id)
      let chips = rendering.layout.children.map(\.frame)
      let width = try #require(redlines.first { $0.name == "group.width" }, "\(id): no group.width")
      let height = try #require(redlines.first { $0.name == "group.height" }, "\(id): no group.height")
      #expect(width.value == chips.map(\.maxX).max()! - chips.map(\.minX).min()!)
      #expect(height.value == chips.map(\.maxY).max()! - chips.map(\.minY).min()!)
    }
    let (rendering, redlines) = try Self.plan("fiori/chip-group/wrapped/default")
    let (across, gap) = try Self.measured(redlines, rendering, .init("chip-1", .maxX), .init("chip-2", .minX))
    #expect(across.value == gap && across.rule == "spec:fiori-chip-group.horizontal-spacing", "\(across.dumped)")
    // A scrolling row: its viewport is the group's size, and the spacing is shown between the
    // chips in view, not past the viewport's end.
    let (scrolling, row) = try Self.plan("fiori/chip-group/horizontal-scroll/default")
    let viewport = try #require(scrolling.layout.part("viewport"))
    #expect(row.contains { $0.name == "viewport.width" && $0.value == viewport.width })
    #expect(!row.contains { $0.name.hasPrefix("group.") }, "\(row.map(\.dumped))")
    let spacing = row.filter { $0.kind == .gap && $0.axis == .horizontal }
    #expect(spacing.map(\.name) == ["gap chip-1|chip-2"], "\(spacing.map(\.dumped))")
    let rows = redlines.filter { $0.kind == .gap && $0.axis == .vertical }
    #expect(rows.contains { $0.rule == "spec:fiori-chip-group.vertical-spacing" }, "\(rows.map(\.dumped))")
  }
}

extension RedlineCompositeTests {
  /// A card's rows: the header's thumbnail and its gap to the text, the media's height, the
  /// actions row's icons and their spacing; each cites its rule where the card's spec has one.
  @Test func cardRowsAreDimensioned() throws {
    let (rendering, redlines) = try Self.plan("material/card/image-and-buttons-themed/normal")
    let spans: [(Redline.Anchor, Redline.Anchor, String?)] = [
      (.init("thumbnail", .maxX), .init("header-text", .minX), "spec:material-card.header-gap"),
      (.init("thumbnail", .minX), .init("thumbnail", .maxX), "spec:material-card.thumbnail-size"),
      (.init("media", .minY), .init("media", .maxY), nil),
      (.init("icon-1", .minX), .init("icon-1", .maxX), "spec:material-card.icon-size"),
      (.init("icon-1", .maxX), .init("icon-2", .minX), nil),
      (.init("button-1", .maxX), .init("button-2", .minX), nil),
    ]
    for (from, to, rule) in spans {
      let (r, value) = try Self.measured(redlines, rendering, from, to)
      #expect(value > 0 && r.value == value, "\(r.dumped)")
      if let rule { #expect(r.rule == rule, "\(r.dumped)") }
    }
    // The header row's numbers are drawn along the top, nearer it, not across the card.
    let header = redlines.filter { $0.from.part == "thumbnail" && $0.axis == .horizontal }
    #expect(!header.isEmpty && header.allSatisfy { $0.side == .top }, "\(header.map(\.dumped))")
    // The card is one component: its buttons are not a group with an extent of their own.
    #expect(!redlines.contains { $0.name.hasPrefix("group.") })
  }

  /// Every list item with a title and a detail shows the gap between them, citing the seed's
  /// 6pt rule; its value is the frames' (the rule only says which one fixes it).
  @Test func listItemsShowTheTitleDetailGap() throws {
    var checked = 0
    for (entry, rendering, _) in RedlineTests.catalog where entry.component == "list-item" {
      guard rendering.layout.part("title") != nil, rendering.layout.part("detail") != nil else { continue }
      let (_, redlines) = try Self.plan(entry.id)
      let (r, value) = try Self.measured(redlines, rendering, .init("title", .maxY), .init("detail", .minY))
      #expect(r.value == value && r.kind == .gap, "\(entry.id): \(r.dumped)")
      #expect(r.rule == "spec:material-list-item.title-detail-gap", "\(entry.id): \(r.dumped)")
      checked += 1
    }
    #expect(checked >= 10, "only \(checked) list items with a title and a detail")
  }

  /// A redline cites a rule only when the rule fixes its number: a label's width cites none, and
  /// a number off the rule by more than its tolerance cites nothing.
  @Test func citationsNeedTheRulesNumber() throws {
    let (_, chip) = try Self.plan("fiori/chip/single-selection/selected")
    #expect(chip.first { $0.name == "container.height" }?.rule == "spec:fiori-chip.height")
    #expect(chip.first { $0.name == "label.width" }?.rule == nil)
    let height = try #require(chip.first { $0.name == "container.height" })
    let rule = SpecRule("height", part: "container", .height(height.value + 1), source: "test")
    let cited = RedlinePlanner.cite([height], ruleSet: "acme", rules: [rule], parts: ["container"])
    #expect(cited[0].rule == nil)
    let exact = SpecRule("height", part: "container", .height(height.value), source: "test")
    #expect(
      RedlinePlanner.cite([height], ruleSet: "acme", rules: [exact], parts: ["container"])[0].rule == "spec:acme.height"
    )
  }
}
