import ComponentKit
import Graphics

extension MaterialButtonLayout {
  /// MDCButton's layers in order: shadow, shaped background and border, ink (below the image
  /// view and title), icon, title. An unthemed disabled button is drawn at its view alpha.
  public func commands() -> [DrawCommand] {
    let a = button.appearance
    let state = button.state
    let radius = CornerRadii(all: min(a.cornerRadius, container.height / 2, container.width / 2))
    let shape = Shape.roundedRect(container, radius)
    var commands: [DrawCommand] = MaterialElevation.shadows(
      of: shape, elevation: a.elevation[state] ?? 0, color: a.shadowColor
    ).map { .shadow($0) }
    if let background = a.background(state), background.alpha > 0 {
      commands.append(.fill(shape, background))
    }
    if let border = a.border(state) {
      // The border lies inside the bounds (facts §3).
      let inset = border.width / 2
      let inner = Shape.roundedRect(
        container.insetBy(inset),
        CornerRadii(all: max(0, radius.topLeft - inset)))
      commands.append(.stroke(inner, border.color, width: border.width))
    }
    // facts §9c: the bounded ink at rest is a full overlay clipped to the shape.
    if state.isHighlighted, let ink = a.inkColor[state], ink.alpha > 0 {
      commands.append(.fill(shape, ink))
    }
    commands = commands.inPart("container")
    if let icon, let glyph = button.currentIcon {
      commands += DrawCommand.glyph(
        GlyphRun(
          name: glyph.name, codepoint: glyph.codepoint,
          font: MaterialIconFont.font(size: icon.height),
          color: a.tint(state), frame: icon, isMirrored: isMirrored && glyph.impliesDirection)
      ).inPart("icon")
    }
    if let title, let color = a.titleColor[state] {
      commands += DrawCommand.text(
        TextRun(
          text: button.displayedTitle, font: a.titleFont, color: color, frame: title,
          truncation: titleIsTruncated ? .middle : nil)
      ).inPart("text-label")
    }
    if state.isDisabled, a.disabledAlpha < 1 {
      return [.pushOpacity(a.disabledAlpha)] + commands + [.popOpacity]
    }
    return commands
  }
}
