import ComponentKit
import Graphics

extension MaterialCardLayout {
  /// MDCCard's layers: the shadow, the shaped background and border, the content (clipped to the
  /// shape), the selected check, then the ink above everything (facts §7a: zPosition FLT_MAX;
  /// the check sits just below it, §7b). Highlighted cards and selected selectable cells show
  /// the ink as a full overlay (§7b: "persistent full-surface ink overlay").
  public func commands() -> [DrawCommand] {
    typealias Spec = MaterialCardSpec
    let a = card.appearance
    let state = card.state
    let radii = a.corners
    let shape = Shape.roundedRect(container, radii)
    var commands: [DrawCommand] = MaterialElevation.shadows(
      of: shape, elevation: a.elevation[state] ?? 0, color: a.shadowColor
    ).map { .shadow($0) }
    let borderWidth = a.borderWidth[state] ?? 0
    let inset = borderWidth / 2
    let inner = Shape.roundedRect(
      container.insetBy(inset),
      CornerRadii(
        topLeft: max(0, radii.topLeft - inset), topRight: max(0, radii.topRight - inset),
        bottomRight: max(0, radii.bottomRight - inset), bottomLeft: max(0, radii.bottomLeft - inset)))
    commands.append(.fill(borderWidth > 0 ? inner : shape, a.background))
    commands = commands.inPart("container")

    commands.append(.pushClip(shape))
    let placeholder = a.placeholderColor
    let medium = a.secondaryColor
    let high = a.headerColor
    func glyph(_ icon: MaterialIcon, _ frame: Rect, _ color: Color) -> DrawCommand {
      .glyph(
        GlyphRun(
          name: icon.name, codepoint: icon.codepoint,
          font: MaterialIconFont.font(size: frame.height), color: color, frame: frame))
    }
    if let thumbnail, let icon = card.content.thumbnail {
      let mark = glyph(icon, thumbnail.insetBy(Spec.thumbnailIconInset), medium)
      commands += [.fill(.capsule(thumbnail), placeholder), mark].inPart("thumbnail")
    }
    let t = a.scheme.typography
    if let header, let text = card.content.header {
      let run = TextRun(text: text, font: t.headline6, color: high, frame: header, wrapWidth: headerWrap)
      commands += DrawCommand.text(run).inPart("header-text")
    }
    if let secondary, let text = card.content.secondary {
      let run = TextRun(text: text, font: t.body2, color: medium, frame: secondary, wrapWidth: headerWrap)
      commands += DrawCommand.text(run).inPart("secondary-text")
    }
    if let media, let icon = card.content.media {
      let side = Spec.mediaIconSize
      let iconFrame = Rect(x: media.midX - side / 2, y: media.midY - side / 2, width: side, height: side)
      commands += [.fill(.rect(media), placeholder), glyph(icon, iconFrame, medium)].inPart("media")
    }
    if let supporting, let text = card.content.supporting {
      let run = TextRun(text: text, font: t.body2, color: medium, frame: supporting, wrapWidth: bodyWrap)
      commands += DrawCommand.text(run).inPart("supporting-text")
    }
    commands += actions.enumerated().flatMap { $1.commands().inPart("button-\($0 + 1)") }
    // An icon toggle is one part (`icon-N`, no anatomy below it).
    commands += toggles.enumerated().flatMap { $1.commands().filter { !$0.isPartMarker }.inPart("icon-\($0 + 1)") }
    commands.append(.popClip)

    if borderWidth > 0, let border = a.borderColor[state], border.alpha > 0 {
      commands += DrawCommand.stroke(inner, border, width: borderWidth).inPart("container")
    }
    if let check {
      commands += glyph(.checkCircle, check, a.checkTint).inPart("checked-icon")
    }
    if card.isInked, a.inkColor.alpha > 0 {
      commands += DrawCommand.fill(shape, a.inkColor).inPart("container")
    }
    return commands
  }
}
