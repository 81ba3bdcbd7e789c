import Audit
import Catalog
import ComponentKit
import Graphics
import Testing

/// Issue 40: `theme: {shapes: {small: 8}}` was accepted and listed as 8pt, but themed buttons were
/// still drawn and audited at R4 (only cards read the shape scheme). MDC's button shape themer
/// gives buttons the scheme's small shape (mdc-facts §3, §6b); chips keep their 50% corners, so
/// a shape a component does not read is refused in its fixture, naming the key and why.
@Suite struct ButtonShapeThemeTests {
  func fixture(small: Double?, override: Double? = nil) -> String {
    """
    system: material
    component: button
    theme:
    \(small.map { "  shapes: {small: \($0)}" } ?? "  scheme: baseline")
    variants:
      - name: contained
        type: contained
        look: themed
        title: Save
    \(override.map { "    corner-radius: \($0)" } ?? "")
        states: [normal]
    """
  }

  func drawnRadius(_ yaml: String) throws -> Double? {
    let entry = try #require(try entries(yaml).first)
    let list = try pipeline.resolve(entry).rendering.displayList
    return list.commands.lazy.compactMap { command -> Double? in
      if case .fill(.roundedRect(_, let radii), _) = command { return radii.topLeft }
      return nil
    }.first
  }

  func radiusFindings(_ yaml: String) throws -> [Finding] {
    try audit(yaml, scales: [2, 3]).filter { $0.rule.hasSuffix(".corner-radius") }
  }

  @Test func aThemesSmallShapeRoundsThemedButtons() throws {
    #expect(try drawnRadius(fixture(small: 8)) == 8)
    #expect(try radiusFindings(fixture(small: 8)).isEmpty)
    #expect(try drawnRadius(fixture(small: nil)) == 4)
    #expect(try radiusFindings(fixture(small: nil)).isEmpty)
  }

  /// A fixture's own corner radius against a themed scheme is held to the scheme's shape.
  @Test func anOverrideIsHeldToTheThemesShape() throws {
    let findings = try radiusFindings(fixture(small: 8, override: 2))
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.expected.hasPrefix("8 ") && $0.source.contains("small shape 8") }, "\(findings)")
  }

  /// The shape keys each kind does not read are refused at their line and key; those it reads pass.
  @Test func aShapeTheComponentDoesNotReadIsRefused() throws {
    func theme(_ component: String, _ shapes: String, variant: String) -> String {
      "system: material\ncomponent: \(component)\ntheme:\n  shapes: {\(shapes)}\nvariants:\n  - {name: a, \(variant)}\n"
    }
    let chip = "type: choice, look: themed, title: A"
    let button = "type: contained, look: themed, title: A"
    let card = "look: themed, width: 150, height: 150"
    for (component, shapes, variant, key) in [
      ("chip", "small: 8", chip, "theme.shapes.small"), ("chip", "medium: 8", chip, "theme.shapes.medium"),
      ("button", "medium: 8", button, "theme.shapes.medium"), ("button", "large: 2", button, "theme.shapes.large"),
      ("card", "large: 2", card, "theme.shapes.large"),
    ] {
      let error = try #require(throws: FixtureError.self) { try entries(theme(component, shapes, variant: variant)) }
      #expect(error.description.contains("\(key): has no effect on material/\(component)"), "\(error)")
      #expect(error.line == 4)
    }
    #expect(try !entries(theme("button", "small: 8", variant: button)).isEmpty)
    #expect(try !entries(theme("card", "small: 8, medium: 12", variant: card)).isEmpty)
  }
}
