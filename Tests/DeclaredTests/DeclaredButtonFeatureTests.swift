import ComponentKit
import Graphics
import Testing

@testable import Declared

/// Issue 38, the Material button twin: what the format needed to say a Material button, each
/// without a case for it. Titles shown uppercased (`text-transform`), an ink layer over the
/// fill and stroke (`ink`), and one canvas for every state of a variant however high a state
/// raises the root (a pressed button's elevation).
@Suite struct DeclaredButtonFeatureTests {
  let measurer = FixedAdvanceMeasurer()

  func component(_ text: String, state: String? = nil) throws -> DeclaredComponent {
    DeclaredComponent(try ComponentDeclaration.parse(text, file: "tag.component.yaml"), state: state)
  }

  func commands(_ rendering: Rendering, in name: String) -> [DrawCommand] {
    zip(rendering.displayList.commands, rendering.displayList.partPaths)
      .filter { $0.1 == name && !$0.0.isPartMarker }.map(\.0)
  }

  @Test func anUppercaseTextIsMeasuredAndDrawnUppercased() throws {
    let text = SampleDeclaration.with("color: on-muted, max-lines: 1}", "color: on-muted, text-transform: uppercase}")
    let rendering = try component(text).rendering(theme: Theme(), measurer: measurer)
    guard case .text(let run) = commands(rendering, in: "label").first else {
      Issue.record("no label")
      return
    }
    #expect(run.text == "INBOX")
    // The prop keeps its value: only what is shown changes (a plain label reads as written).
    let plain = try component(SampleDeclaration.yaml).rendering(theme: Theme(), measurer: measurer)
    guard case .text(let written) = commands(plain, in: "label").first else { return }
    #expect(written.text == "Inbox")
  }

  @Test func theInkIsFilledAfterTheStrokeOnlyWhereAnOverrideSetsIt() throws {
    let text = SampleDeclaration.with("  fill: muted\n", "  fill: muted\n  stroke: {weight: 1, color: accent}\n")
      .replacingOccurrences(of: "set: {container: {opacity: 0.38}}", with: "set: {container: {ink: \"#00000029\"}}")
    let pressed = commands(
      try component(text, state: "disabled").rendering(theme: Theme(), measurer: measurer), in: "container")
    #expect(pressed.count == 3, "\(pressed)")
    guard case .stroke = pressed.dropFirst().first, case .fill(let shape, let ink) = pressed.last else {
      Issue.record("\(pressed)")
      return
    }
    #expect(ink == Color("#00000029"))
    guard case .fill(let fillShape, _) = pressed.first else { return }
    #expect(shape == fillShape, "the ink covers the part's shape")
    let normal = commands(try component(text).rendering(theme: Theme(), measurer: measurer), in: "container")
    #expect(normal.count == 2, "no ink at rest: \(normal)")
  }

  @Test func everyStateHasTheCanvasOfTheHighestElevation() throws {
    let text = SampleDeclaration.with(
      "  shapes:\n", "  elevations:\n    raised: [{color: \"#00000040\", y: 6, blur: 20}]\n  shapes:\n"
    ).replacingOccurrences(of: "set: {container: {opacity: 0.38}}", with: "set: {container: {elevation: raised}}")
    let raised = try component(text, state: "disabled").rendering(theme: Theme(), measurer: measurer)
    let normal = try component(text).rendering(theme: Theme(), measurer: measurer)
    let flat = try component(SampleDeclaration.yaml).rendering(theme: Theme(), measurer: measurer)
    #expect(raised.displayList.size.height > flat.displayList.size.height, "the shadow's room")
    #expect(normal.displayList.size == raised.displayList.size, "the normal state keeps the raised state's canvas")
    #expect(commands(normal, in: "container").allSatisfy { if case .shadow = $0 { false } else { true } })
  }

  /// The touch target and hit area drawn over the component while a prop asks (the catalog's
  /// `overlay: touch-target`), and the canvas holding the hit area, at whole points, always.
  @Test func overlaysAreDrawnOverEverythingWhileTheirConditionHolds() throws {
    let text = SampleDeclaration.with(
      "touch-target: 44\n",
      "touch-target: 44\nhit-area: 48\noverlays:\n  - {when: {size: large}, show: [touch-target, hit-area]}\n")
    let declaration = try ComponentDeclaration.parse(text, file: "tag.component.yaml")
    let plain = try DeclaredComponent(declaration).rendering(theme: Theme(), measurer: measurer)
    let shown = try DeclaredComponent(declaration, props: ["size": .choice("large")])
      .rendering(theme: Theme(), measurer: measurer)
    // 32 high: 8pt of margin for the 48pt hit area (the touch target alone needed 6).
    #expect(plain.layout.parts.first { $0.path == "container" }?.frame.minY == 8)
    #expect(!plain.layout.parts.contains { $0.path == "hit-area" })
    #expect(!plain.displayList.partPaths.contains("hit-area"))
    let container = try #require(shown.layout.parts.first { $0.path == "container" }?.frame)
    #expect(shown.layout.parts.first { $0.path == "hit-area" }?.frame == container.grown(toAtLeast: 48))
    let target = commands(shown, in: "touch-target")
    #expect(target.first == .fill(.rect(container.grown(toAtLeast: 44)), Annotation.touchTargetFill))
    #expect(
      commands(shown, in: "hit-area")
        == [.stroke(.rect(container.grown(toAtLeast: 48).insetBy(0.5)), Annotation.hitAreaStroke, width: 1)])
    #expect(shown.displayList.partPaths.last(where: { $0 != nil }) == "hit-area", "drawn last, over the component")
  }

  /// An icon prop may be `none` (a button with no icon): the icon part draws nothing, and a
  /// condition on `none` hides it.
  @Test func anIconPropSetToNoneDrawsNoGlyph() throws {
    let text = SampleDeclaration.with(
      "  - when: {size: large}\n",
      "  - when: {icon: none}\n    set: {leading-icon: {visible: false}}\n  - when: {size: large}\n")
    let declaration = try ComponentDeclaration.parse(text, file: "tag.component.yaml")
    let none = try DeclaredComponent(declaration, props: ["icon": .noIcon]).rendering(
      theme: Theme(), measurer: measurer)
    #expect(!none.layout.parts.contains { $0.path == "leading-icon" })
    #expect(commands(none, in: "leading-icon").isEmpty)
    let star = try DeclaredComponent(declaration).rendering(theme: Theme(), measurer: measurer)
    #expect(star.layout.parts.contains { $0.path == "leading-icon" })
  }

  /// A limit may name a number prop (`max-width: "{limit}"`): a fixture's value cuts the label.
  @Test func aMaxWidthTakenFromAPropCutsTheLabel() throws {
    let text = SampleDeclaration.with(
      "  size: {type: enum", "  limit: {type: number, default: 4096, min: 1, max: 4096}\n  size: {type: enum"
    ).replacingOccurrences(of: "  min-width: 64\n", with: "  min-width: 64\n  max-width: \"{limit}\"\n")
    let declaration = try ComponentDeclaration.parse(text, file: "tag.component.yaml")
    let wide = try DeclaredComponent(declaration, props: ["label": .text("A rather long label")])
    let cut = try DeclaredComponent(declaration, props: ["label": .text("A rather long label"), "limit": .number(90)])
    let free = try wide.rendering(theme: Theme(), measurer: measurer).layout.parts
    let held = try cut.rendering(theme: Theme(), measurer: measurer).layout.parts
    #expect(try #require(free.first { $0.path == "container" }).frame.width > 90)
    #expect(try #require(held.first { $0.path == "container" }).frame.width == 90)
    #expect(throws: FixtureError.self) {
      try ComponentDeclaration.parse(text.replacingOccurrences(of: "{limit}", with: "{label}"), file: "t.yaml")
    }
    // An override's limit in points replaces the prop's.
    let fixed = try ComponentDeclaration.parse(
      text.replacingOccurrences(
        of: "set: {container: {opacity: 0.38}}", with: "set: {container: {opacity: 0.38, max-width: 80}}"),
      file: "tag.component.yaml")
    let disabled = DeclaredComponent(
      fixed, props: ["label": .text("A rather long label"), "limit": .number(90)], state: "disabled")
    let parts = try disabled.rendering(theme: Theme(), measurer: measurer).layout.parts
    #expect(try #require(parts.first { $0.path == "container" }).frame.width == 80)
  }
}
