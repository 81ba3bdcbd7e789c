import SpecsheetKit

public enum TagState: String, CaseIterable, Sendable {
  case normal, selected, disabled
}

/// One tag in one state: a pure value, what the fixture reader makes and the renderer draws.
public struct Tag: ComponentModel {
  public var label: String
  public var state: TagState

  public init(label: String, state: TagState) {
    self.label = label
    self.state = state
  }

  /// Layout (frames in points, text measured through the measurer) and lowering to a display
  /// list: the pill edge to edge on its canvas, the label centred in it.
  public func rendering(theme: Theme, measurer: any TextMeasurer) throws -> Rendering {
    let text = try measurer.measure(label, font: TagSpec.labelFont)
    let width = max(TagSpec.minWidth, text.width + 2 * TagSpec.horizontalPadding)
    // Whole points, so every scale gives whole pixels.
    let size = Size(width: width.rounded(.up), height: TagSpec.height)
    let container = Rect(x: 0, y: 0, width: width, height: TagSpec.height)
    let label = Rect(
      x: (width - text.width) / 2, y: (TagSpec.height - text.height) / 2, width: text.width, height: text.height)
    let colors = TagSpec.colors(for: state, theme: theme.acme)
    return Rendering(
      layout: LayoutNode(
        "canvas", frame: Rect(x: 0, y: 0, width: size.width, height: size.height),
        children: [LayoutNode("container", frame: container), LayoutNode("label", frame: label)]),
      displayList: DisplayList(
        size: size,
        // Each command bracketed in the part it draws: sheets and the audit read it from here.
        commands: DrawCommand.fill(.roundedRect(container, CornerRadii(all: TagSpec.cornerRadius)), colors.fill)
          .inPart("container")
          + DrawCommand.text(TextRun(text: self.label, font: TagSpec.labelFont, color: colors.label, frame: label))
          .inPart("label")))
  }

  /// The pill is the tag's shape: its sheet's redlines measure size, padding and corners from it.
  public var partRoles: [PartRole: String] { [.container: "container"] }

  public func specRules(theme: Theme) -> (ruleSet: String, rules: [SpecRule]) {
    ("acme-tag", TagSpec.rules(for: self, theme: theme.acme))
  }
}
