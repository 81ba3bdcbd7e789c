import Graphics

/// Text at a Dynamic Type category for components without a curve of their own (issue 39): the
/// one place their fonts are scaled, so no component needs to know. Layout measures every font
/// through the measurer, so a measurer that asks for the scaled size gives frames for the larger
/// text; the display list then draws each run in the size it was measured in. Fixed sizes the
/// spec sets (a chip's 32-point height) stay, which is what shows text that no longer fits.
extension Rendering {
  /// Draws each text run in the size layout measured it in (`BodyScaledMeasurer`, `scale` times
  /// larger); icons keep theirs. `Component.render` calls it, the one place.
  mutating func scaleText(by scale: Double) {
    displayList.commands = displayList.commands.map { command in
      guard case .text(var run) = command else { return command }
      run.font = run.font.bodyScaled(scale)
      return .text(run)
    }
  }
}

/// A measurer that measures every font `scale` times larger: what layout sees at a text size.
package struct BodyScaledMeasurer: TextMeasurer {
  package var base: any TextMeasurer
  package var scale: Double

  package func measure(_ text: String, font: Font, wrapWidth: Double?) throws -> TextMetrics {
    try base.measure(text, font: font.bodyScaled(scale), wrapWidth: wrapWidth)
  }

  package func measure(_ text: String, font: Font, maxWidth: Double, truncation: Truncation) throws -> TextMetrics {
    try base.measure(text, font: font.bodyScaled(scale), maxWidth: maxWidth, truncation: truncation)
  }
}

extension Font {
  /// This font `scale` times larger (text, not icon glyphs, which keep the size their frame sets).
  func bodyScaled(_ scale: Double) -> Font {
    var font = self
    font.size *= scale
    return font
  }
}
