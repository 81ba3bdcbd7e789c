import ComponentKit
import Graphics

extension FioriChipLayout {
  /// The chip's drawing commands, each in its part: container fill, border, icon or check mark, label.
  public func commands(theme: FioriTheme) -> [DrawCommand] {
    let colors = theme.colors(for: chip)
    var shape: [DrawCommand] = []
    if colors.background.alpha > 0 {
      shape.append(.fill(.roundedRect(container, CornerRadii(all: FioriChipSpec.cornerRadius)), colors.background))
    }
    if colors.border.alpha > 0 {
      // Inset by half the width so the whole stroke lies inside the 32pt container.
      let inset = FioriChipSpec.borderWidth / 2
      shape.append(
        .stroke(
          .roundedRect(container.insetBy(inset), CornerRadii(all: FioriChipSpec.cornerRadius - inset)),
          colors.border, width: FioriChipSpec.borderWidth))
    }
    var commands = shape.inPart("container")
    if let checkMark {
      commands += DrawCommand.glyph(Self.glyph(.check, in: checkMark, color: colors.icon, theme: theme))
        .inPart("check-mark")
    }
    if let leadingIcon, let icon = chip.variation.leadingIcon {
      commands += DrawCommand.glyph(Self.glyph(icon, in: leadingIcon, color: colors.icon, theme: theme))
        .inPart("leading-icon")
    }
    let text = TextRun(text: chip.label, font: theme.chipLabelFont, color: colors.label, frame: label)
    commands += DrawCommand.text(text).inPart("label")
    return commands
  }

  static func glyph(_ icon: MaterialIcon, in frame: Rect, color: Color, theme: FioriTheme) -> GlyphRun {
    var font = theme.iconFont
    font.size = frame.height
    return GlyphRun(name: icon.name, codepoint: icon.codepoint, font: font, color: color, frame: frame)
  }
}
