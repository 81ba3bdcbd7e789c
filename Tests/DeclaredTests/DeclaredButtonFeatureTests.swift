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
}
