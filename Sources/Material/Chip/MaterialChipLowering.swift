import ComponentKit
import Graphics

extension MaterialChipLayout {
  /// Drawing order follows MDCChipView's layers: the shadow layer, the shaped background and
  /// border, then the ink view (the first subview, so below the content; facts §5a, §9c), then
  /// image, selected image, title and accessory; each bracketed in the part it draws.
  public func commands() -> [DrawCommand] {
    let a = chip.appearance
    let state = chip.state
    let pill = Shape.roundedRect(container, CornerRadii(all: cornerRadius))
    var commands: [DrawCommand] = MaterialElevation.shadows(
      of: pill, elevation: a.elevation[state] ?? 0, color: a.shadowColor
    ).map { .shadow($0) }

    // facts §3: with a shape generator the fill is inset by half the border width and the
    // stroke is centred on that path, so the whole border lies inside the bounds.
    let borderWidth = a.borderWidth[state] ?? 0
    let inset = borderWidth / 2
    let shape = Shape.roundedRect(container.insetBy(inset), CornerRadii(all: max(0, cornerRadius - inset)))
    if let background = a.backgroundColor[state], background.alpha > 0 {
      commands.append(.fill(shape, background))
    }
    if borderWidth > 0, let border = a.borderColor[state], border.alpha > 0 {
      commands.append(.stroke(shape, border, width: borderWidth))
    }
    // facts §9c: at rest the bounded ink is a full overlay clipped to the shape.
    if state.isHighlighted, let ink = a.inkColor[state], ink.alpha > 0 {
      commands.append(.fill(pill, ink))
    }
    commands = commands.inPart("container")
    let tint = a.tint(state)
    let iconFont = MaterialIconFont.font(size: MaterialChipSpec.imageSize)
    func glyph(_ icon: MaterialIcon, _ frame: Rect) -> DrawCommand {
      var font = iconFont
      font.size = frame.height
      return .glyph(GlyphRun(name: icon.name, codepoint: icon.codepoint, font: font, color: tint, frame: frame))
    }
    if let image, let icon = chip.image { commands += glyph(icon, image).inPart("thumbnail") }
    if let selectedImage, let icon = chip.selectedImage {
      commands += glyph(icon, selectedImage).inPart("selected-image")
    }
    if let color = a.titleColor[state] {
      // The title label centres its text (MDCChipView: NSTextAlignmentCenter).
      let textFrame = Rect(
        x: title.minX + (title.width - titleTextWidth) / 2, y: title.minY, width: titleTextWidth,
        height: title.height)
      commands += DrawCommand.text(TextRun(text: chip.title, font: a.titleFont, color: color, frame: textFrame))
        .inPart("text")
    }
    if let accessory, let icon = chip.accessory { commands += glyph(icon, accessory).inPart("remove-icon") }
    return commands
  }
}
