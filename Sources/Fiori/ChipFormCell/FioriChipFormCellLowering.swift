import ComponentKit
import Graphics

extension FioriChipFormCellLayout {
  public func commands(theme: FioriTheme) -> [DrawCommand] {
    var commands = DrawCommand.fill(.rect(frame), theme.formBackground).inPart("cell")
    commands += DrawCommand.text(
      TextRun(
        text: cell.label, font: theme.formLabelFont, color: theme.formLabel, frame: label, wrapWidth: labelWrapWidth)
    ).inPart("label")
    if let requiredAsterisk {
      commands += DrawCommand.text(
        TextRun(
          text: FioriChipSpec.requiredAsterisk, font: theme.formLabelFont, color: theme.formLabel,
          frame: requiredAsterisk)
      ).inPart("required-asterisk")
    }
    commands += chips.commands(theme: theme).inPart("chips")
    if let helperText, let text = cell.helperText {
      commands += DrawCommand.text(
        TextRun(
          text: text, font: theme.helperTextFont, color: theme.helperText, frame: helperText,
          wrapWidth: messageWrapWidth)
      ).inPart("helper-text")
    }
    if let errorIcon, let errorText, let text = cell.errorText {
      let icon = FioriChipLayout.glyph(.errorOutline, in: errorIcon, color: theme.errorText, theme: theme)
      commands += DrawCommand.glyph(icon).inPart("error-icon")
      commands += DrawCommand.text(
        TextRun(
          text: text, font: theme.errorTextFont, color: theme.errorText, frame: errorText, wrapWidth: messageWrapWidth)
      ).inPart("error-text")
    }
    return commands
  }
}
