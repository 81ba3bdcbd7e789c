import ComponentKit
import Graphics
import Testing

@testable import Declared

/// Issue 38, "Declarative components": the laid-out parts lowered to the display-list commands
/// the existing pipeline draws (fill, stroke, radii, text, icon glyph, opacity), each in its
/// part, with colours from theme roles and overrides by state; and the declared rules as the
/// audit's spec rules for the state and props drawn.
@Suite struct DeclaredLoweringTests {
  let measurer = FixedAdvanceMeasurer()

  func sample(_ text: String = SampleDeclaration.yaml) throws -> ComponentDeclaration {
    try ComponentDeclaration.parse(text, file: "tag.component.yaml")
  }

  /// The commands drawn inside part `name` (between its begin and end markers).
  func commands(_ rendering: Rendering, in name: String) -> [DrawCommand] {
    zip(rendering.displayList.commands, rendering.displayList.partPaths)
      .filter { $0.1 == name && !$0.0.isPartMarker }.map(\.0)
  }

  @Test func thePillIsFilledWithItsRoleAndTheLabelDrawnInItsStyle() throws {
    let declaration = try sample()
    let rendering = try DeclaredComponent(declaration).rendering(theme: Theme(), measurer: measurer)
    let container = Rect(x: 6, y: 6, width: 101, height: 32)
    #expect(
      commands(rendering, in: "container") == [
        .fill(.roundedRect(container, CornerRadii(all: 16)), try #require(declaration.theme.color("muted")))
      ])
    let label = commands(rendering, in: "label")
    guard case .text(let run) = label.first else {
      Issue.record("no label text")
      return
    }
    #expect(run.text == "Inbox")
    #expect(run.font == Font(family: "Inter", weight: 500, size: 14))
    #expect(run.color == declaration.theme.color("on-muted"))
    guard case .glyph(let glyph) = commands(rendering, in: "leading-icon").first else {
      Issue.record("no icon glyph")
      return
    }
    #expect(glyph.name == "star" && glyph.font.family == MaterialIconFont.family && glyph.frame.width == 18)
    guard case .text(let count) = commands(rendering, in: "count").first else {
      Issue.record("no count")
      return
    }
    #expect(count.text == "3")
  }

  @Test func aStatesOverridesRecolourItsParts() throws {
    let declaration = try sample()
    let selected = try DeclaredComponent(declaration, state: "selected").rendering(theme: Theme(), measurer: measurer)
    guard case .fill(_, let fill) = commands(selected, in: "container").first else {
      Issue.record("no fill")
      return
    }
    #expect(fill == declaration.theme.color("accent"))
    guard case .fill(_, let badge) = commands(selected, in: "badge").first else {
      Issue.record("no badge")
      return
    }
    #expect(badge == .white)
  }

  @Test func opacityWrapsThePartAndEverythingInIt() throws {
    let disabled = try DeclaredComponent(try sample(), state: "disabled").rendering(theme: Theme(), measurer: measurer)
    let list = disabled.displayList.commands
    #expect(list.first == .pushOpacity(0.38))
    #expect(list.last == .popOpacity)
    #expect(list.filter { $0 == .pushOpacity(0.38) }.count == 1)
  }

  @Test func aStrokeLiesInsideTheEdgeWithItsCornersFollowing() throws {
    let text = SampleDeclaration.with("  fill: muted\n", "  fill: muted\n  stroke: {weight: 2, color: accent}\n")
    let rendering = try DeclaredComponent(try sample(text)).rendering(theme: Theme(), measurer: measurer)
    let container = Rect(x: 6, y: 6, width: 101, height: 32)
    #expect(
      commands(rendering, in: "container").last
        == .stroke(.roundedRect(container.insetBy(1), CornerRadii(all: 15)), Color(hex: "#3730A3")!, width: 2))
  }

  @Test func perCornerRadiiMapLogicalCornersInLeftToRight() throws {
    let text = SampleDeclaration.with(
      "  corner-radius: pill\n", "  corner-radius: {top-start: 4, top-end: full, bottom-end: 2, bottom-start: pill}\n")
    let rendering = try DeclaredComponent(try sample(text)).rendering(theme: Theme(), measurer: measurer)
    guard case .fill(.roundedRect(_, let radii), _) = commands(rendering, in: "container").first else {
      Issue.record("no rounded fill")
      return
    }
    #expect(radii == CornerRadii(topLeft: 4, topRight: 16, bottomRight: 2, bottomLeft: 16))
  }

  @Test func aThemeColourSetForTheSystemReplacesTheDeclaredDefault() throws {
    var theme = Theme()
    theme[DeclaredTheme.self].colors["acme.muted"] = Color(hex: "#00FF00")!
    let rendering = try DeclaredComponent(try sample()).rendering(theme: theme, measurer: measurer)
    guard case .fill(_, let fill) = commands(rendering, in: "container").first else {
      Issue.record("no fill")
      return
    }
    #expect(fill == Color(hex: "#00FF00"))
  }

  @Test func rulesApplyWhileTheirConditionHolds() throws {
    let declaration = try sample()
    let normal = DeclaredComponent(declaration).specRules(theme: Theme())
    #expect(normal.ruleSet == "acme-count-tag")
    #expect(normal.rules.map(\.id) == ["tag.height", "tag.leading", "tag.fill"])
    #expect(normal.rules[2].check == .color(.fill, try #require(declaration.theme.color("muted"))))
    let large = DeclaredComponent(declaration, props: ["size": .choice("large")], state: "selected")
    #expect(large.specRules(theme: Theme()).rules.map(\.id) == ["tag.leading"])
  }

  @Test func theFirstAccessibilityElementWhoseConditionHoldsIsRead() throws {
    let text =
      SampleDeclaration.yaml + "\n" + """
        accessibility:
          - when: {size: large}
            role: link
            label: "{label}"
          - part: label
            role: button
            label: "{label}"
            value: "{count} new"
            states: [{name: selected, when: {state: selected}}, {name: disabled, when: {state: disabled}}]
            sources: {role: "Acme tag spec, a11y", selected: "Acme tag spec, states"}

        """
    let declaration = try sample(text)
    let component = DeclaredComponent(declaration, state: "selected")
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    let element = try #require(component.accessibility(in: rendering)?.elements.first)
    #expect(element.role == "button" && element.label == "Inbox" && element.value == "3 new")
    #expect(element.states == ["selected"])
    #expect(element.part == "label" && element.frame == rendering.layout.part("label"))
    #expect(element.sources == ["role button: Acme tag spec, a11y", "selected: Acme tag spec, states"])
    let large = DeclaredComponent(declaration, props: ["size": .choice("large")])
    let link = try #require(large.accessibility(in: try large.rendering(theme: Theme(), measurer: measurer)))
    #expect(link.elements.map(\.role) == ["link"])
  }

  @Test func aStrokeAlignsCentredOrOutsideTheEdge() throws {
    let container = Rect(x: 6, y: 6, width: 101, height: 32)
    for (align, inset, radius) in [("center", 0.0, 16.0), ("outside", -1.0, 17.0)] {
      let text = SampleDeclaration.with(
        "  fill: muted\n", "  fill: muted\n  stroke: {weight: 2, color: accent, align: \(align)}\n")
      let rendering = try DeclaredComponent(try sample(text)).rendering(theme: Theme(), measurer: measurer)
      #expect(
        commands(rendering, in: "container").last
          == .stroke(
            .roundedRect(container.insetBy(inset), CornerRadii(all: radius)), Color(hex: "#3730A3")!, width: 2),
        "\(align)")
    }
  }

  @Test func aLabelCutInTheMiddleSaysSo() throws {
    let text = SampleDeclaration.with("  min-width: 64\n", "  min-width: 64\n  max-width: 90\n")
      .replacingOccurrences(of: "max-lines: 1}", with: "max-lines: 1, truncation: middle}")
    let component = DeclaredComponent(try sample(text), props: ["label": .text("A very long inbox name")])
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    guard case .text(let run) = commands(rendering, in: "label").first else {
      Issue.record("no label")
      return
    }
    #expect(run.truncation == .middle)
  }

  @Test func anElevationDrawsItsShadowsUnderThePartAndTheCanvasHoldsThem() throws {
    let text = SampleDeclaration.with(
      "  shapes:\n", "  elevations:\n    raised: [{color: \"#00000040\", y: 2, blur: 8}]\n  shapes:\n"
    )
    .replacingOccurrences(of: "  fill: muted\n", with: "  fill: muted\n  elevation: raised\n")
    let rendering = try DeclaredComponent(try sample(text)).rendering(theme: Theme(), measurer: measurer)
    // Blur 8 is sigma 4: 3 sigma + 2 below the tag is 14, more than the touch target's 6.
    #expect(rendering.size == Size(width: 101 + 28, height: 32 + 28))
    let container = Rect(x: 14, y: 14, width: 101, height: 32)
    let drawn = commands(rendering, in: "container")
    #expect(
      drawn.first
        == .shadow(
          Shadow(
            shape: .roundedRect(container, CornerRadii(all: 16)), color: Color(hex: "#00000040")!,
            offset: Point(x: 0, y: 2), sigma: 4, outsideOnly: true)))
    guard case .fill = drawn.dropFirst().first else {
      Issue.record("the fill comes after the shadow")
      return
    }
  }

  @Test func wrappedTextIsCutToItsMaxLines() throws {
    let text = SampleDeclaration.with("  min-width: 64\n", "  min-width: 64\n  width: 120\n")
      .replacingOccurrences(of: "color: on-muted, max-lines: 1}", with: "color: on-muted, max-lines: 2}")
      .replacingOccurrences(of: "  height: 32\n", with: "")
    let component = DeclaredComponent(try sample(text), props: ["label": .text("one two three four five six seven")])
    let rendering = try component.rendering(theme: Theme(), measurer: measurer)
    let label = commands(rendering, in: "label")
    // 14pt: 17.5pt lines; two of them, however many the words would wrap to.
    guard case .pushClip(.rect(let clip)) = label.first, case .text(let run) = label.dropFirst().first else {
      Issue.record("\(label)")
      return
    }
    #expect(clip.height == 35 && run.frame == clip && run.wrapWidth == clip.width)
    #expect(label.last == .popClip)
  }
}
