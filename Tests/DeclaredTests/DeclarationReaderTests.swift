import ComponentKit
import Foundation
import Graphics
import Testing

@testable import Declared

/// Issue 38, "Declarative components": a `*.component.yaml` read into a pure value (props,
/// theme roles, anatomy, states, overrides, rules), printed as text, and every mistake one
/// bounded `file:line:col: key: message` line.
@Suite struct DeclarationReaderTests {
  func read(_ text: String = SampleDeclaration.yaml) throws -> ComponentDeclaration {
    try ComponentDeclaration.parse(text, file: "tag.component.yaml")
  }

  func failure(_ text: String) -> FixtureError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error as? FixtureError
    }
  }

  @Test func readsEverySectionOfTheSample() throws {
    let declaration = try read()
    #expect(declaration.id == "acme/count-tag")
    #expect(declaration.props.map(\.name) == ["label", "count", "show-count", "icon", "size"])
    #expect(declaration.prop(named: "count")?.defaultValue == .number(3))
    #expect(declaration.prop(named: "size")?.type == .choice(["small", "large"]))
    #expect(declaration.theme.color("accent") == Color(hex: "#3730A3"))
    #expect(declaration.theme.typeStyle("badge") == Font(family: "Inter", weight: 600, size: 12))
    #expect(declaration.theme.shape("pill") == .full)
    #expect(declaration.states == ["normal", "selected", "disabled"])
    #expect(declaration.touchTarget == 44)
    #expect(declaration.anatomy.allParts.map(\.name) == ["container", "leading-icon", "label", "badge", "count"])
    let container = declaration.anatomy.properties
    #expect(container.padding == Insets(top: 6, end: 8, bottom: 6, start: 12))
    #expect(container.cornerRadius == Radius(all: .role("pill")))
    #expect(declaration.anatomy.children[2].properties.visible == .prop("show-count", negated: false))
    #expect(declaration.overrides.count == 3)
    #expect(declaration.overrides[2].when == Condition(props: [Role("size", [.choice("large")])]))
    #expect(
      declaration.rules.map(\.check) == [
        .height(32), .leadingInset(from: "container", 12), .color(.fill, .role("muted")),
      ])
  }

  @Test func overridesApplyInOrderToTheNamedPartsOnly() throws {
    let declaration = try read()
    let selected = declaration.anatomy.applying(declaration.overrides[0].set)
    #expect(selected.properties.fill == .role("accent"))
    #expect(selected.children[1].properties.color == .role("on-accent"))
    // What no override touched stays as declared.
    #expect(selected.properties.padding == declaration.anatomy.properties.padding)
    #expect(selected.children[2].properties.fill == .literal(.white))
    #expect(selected.children[2].properties.cornerRadius == Radius(all: .full))
  }

  @Test func printsAsTextOneFactPerLine() throws {
    let text = try read().description
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "component acme/count-tag")
    #expect(lines.contains("  prop size: enum(small|large) = small"))
    #expect(lines.contains("  color accent #3730A3"))
    #expect(lines.contains { $0.hasPrefix("    text label ") && $0.contains("text=\"{label}\"") })
    #expect(lines.contains("  override when state=disabled"))
    #expect(lines.contains("    container: opacity=0.38"))
    #expect(lines.contains { $0.hasPrefix("  rule tag.height container height 32 when size=small") })
    // The same value prints the same text.
    #expect(try read().description == text)
  }

  @Test func defaultStatesNarrowTheStatesAVariantDrawsByItsProps() throws {
    let text = SampleDeclaration.with(
      "touch-target: 44\n",
      "touch-target: 44\ndefault-states:\n  - {when: {size: large, show-count: [false]}, states: [normal, selected]}\n")
    let declaration = try read(text)
    let all = ["normal", "selected", "disabled"]
    #expect(declaration.defaultStates(for: ["size": .choice("small"), "show-count": .boolean(false)]) == all)
    #expect(
      declaration.defaultStates(for: ["size": .choice("large"), "show-count": .boolean(false)])
        == ["normal", "selected"])
    #expect(declaration.defaultStates(for: ["size": .choice("large"), "show-count": .boolean(true)]) == all)
  }
}
