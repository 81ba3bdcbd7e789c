import Components
import Graphics

extension FioriChipLayout {
  /// The chip's drawing commands: container fill, border, icon or check mark, label.
  public func commands(theme: FioriTheme) -> [DrawCommand] {
    let colors = theme.colors(for: chip)
    var commands: [DrawCommand] = []
    if colors.background.alpha > 0 {
      commands.append(.fill(.roundedRect(container, CornerRadii(all: FioriChipSpec.cornerRadius)), colors.background))
    }
    if colors.border.alpha > 0 {
      // Inset by half the width so the whole stroke lies inside the 32pt container.
      let inset = FioriChipSpec.borderWidth / 2
      commands.append(
        .stroke(
          .roundedRect(container.insetBy(inset), CornerRadii(all: FioriChipSpec.cornerRadius - inset)),
          colors.border, width: FioriChipSpec.borderWidth))
    }
    if let checkMark {
      commands.append(.glyph(Self.glyph(.check, in: checkMark, color: colors.icon, theme: theme)))
    }
    if let leadingIcon, let icon = chip.variation.leadingIcon {
      commands.append(.glyph(Self.glyph(icon, in: leadingIcon, color: colors.icon, theme: theme)))
    }
    commands.append(
      .text(TextRun(text: chip.label, font: theme.chipLabelFont, color: colors.label, frame: label)))
    return commands
  }

  static func glyph(_ icon: MaterialIcon, in frame: Rect, color: Color, theme: FioriTheme) -> GlyphRun {
    var font = theme.iconFont
    font.size = frame.height
    return GlyphRun(name: icon.name, codepoint: icon.codepoint, font: font, color: color, frame: frame)
  }
}
