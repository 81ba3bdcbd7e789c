import ComponentKit
import Graphics

extension MaterialListCellLayout {
  /// Drawing order follows MDCBaseCell's layers (facts §8a): the shadow layer (a rectangle: the
  /// shadow path is the bounds with corner radius 0), the background, the content view (leading
  /// image, title, detail, trailing image), then the ink view, which MDCBaseCell adds on top of
  /// the content view, so the highlighted overlay covers the text too.
  public func commands() -> [DrawCommand] {
    let a = cell.appearance
    var commands = MaterialListCellLowering.container(bounds, appearance: a).inPart("container")
    func glyph(_ image: MaterialListImage, _ frame: Rect) -> DrawCommand {
      // A square em box centred in the image's frame (non-square images are scaled to fit).
      let side = min(frame.width, frame.height)
      let box = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
      let font = MaterialIconFont.font(size: side)
      return .glyph(
        GlyphRun(name: image.icon.name, codepoint: image.icon.codepoint, font: font, color: a.imageTint, frame: box))
    }
    if let frame = leadingImage, let image = cell.leadingImage {
      commands += glyph(image, frame).inPart("leading-image")
    }
    if let frame = title, let text = cell.title {
      let titleRun = run(text, in: frame, textWidth: titleTextWidth, font: a.titleFont, color: a.titleColor)
      commands += DrawCommand.text(titleRun).inPart("title")
    }
    if let frame = detail, let text = cell.detail {
      let detailRun = run(text, in: frame, textWidth: detailTextWidth, font: a.detailFont, color: a.detailColor)
      commands += DrawCommand.text(detailRun).inPart("detail")
    }
    if let frame = trailingImage, let image = cell.trailingImage {
      commands += glyph(image, frame).inPart("trailing-image")
    }
    commands += MaterialListCellLowering.ink(bounds, state: cell.state, appearance: a).inPart("container")
    return commands
  }

  /// A label's text, wrapped at the label's width, starting at its leading edge (UILabel's
  /// natural alignment: left in LTR, right in RTL). Pango resolves each paragraph's direction
  /// from its first strong character, so Hebrew or Arabic lines run right to left and, when
  /// wrapped, align right within the wrap width.
  func run(_ text: String, in label: Rect, textWidth: Double, font: Font, color: Color) -> TextRun {
    let x = cell.isRightToLeft ? label.maxX - textWidth : label.minX
    return TextRun(
      text: text, font: font, color: color,
      frame: Rect(x: x, y: label.minY, width: textWidth, height: label.height), wrapWidth: label.width)
  }
}

/// The container layers MDCBaseCell draws for every cell: shadow, background, ink.
enum MaterialListCellLowering {
  static func container(_ bounds: Rect, appearance a: MaterialListCellAppearance) -> [DrawCommand] {
    var commands: [DrawCommand] = MaterialElevation.shadows(
      of: .rect(bounds), elevation: a.elevation, color: a.shadowColor
    ).map { .shadow($0) }
    if let background = a.backgroundColor, background.alpha > 0 {
      commands.append(.fill(.rect(bounds), background))
    }
    return commands
  }

  /// facts §9: at rest the bounded ink/ripple is a full overlay of the bounds.
  static func ink(_ bounds: Rect, state: ControlState, appearance a: MaterialListCellAppearance) -> [DrawCommand] {
    guard state.isHighlighted, a.inkColor.alpha > 0 else { return [] }
    return [.fill(.rect(bounds), a.inkColor)]
  }
}

extension MaterialBaseCell {
  public func commands(in bounds: Rect) -> [DrawCommand] {
    (MaterialListCellLowering.container(bounds, appearance: appearance)
      + MaterialListCellLowering.ink(bounds, state: state, appearance: appearance)).inPart("container")
  }
}
