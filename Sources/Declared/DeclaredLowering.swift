import ComponentKit
import Graphics

/// Frames to drawing: each visible part's fill, stroke, text or icon, bracketed in its part,
/// children after their stack, a part's opacity over it and its children. The canvas leaves room
/// on every side for the touch target, centred on the root part.
struct DeclaredLowering {
  var values: DeclaredValues
  /// Start corners are the right ones, and the component sits at the canvas's right margin.
  var rightToLeft = false

  /// `elevations`: the root's elevation in every state, so that every state of a variant has the
  /// canvas of its highest (a pressed button rises; its image must not grow).
  func rendering(
    _ root: PlacedPart, touchTarget: Double?, hitArea: Double? = nil, overlays: Set<OverlayDeclaration.Kind> = [],
    elevations: [String] = []
  ) -> Rendering {
    let rootSize = root.frame.size
    let target = touchTarget ?? 0
    // Room for the touch target and for the root's shadows, the same on every side.
    let reach =
      ([root.part.properties.elevation] + elevations).flatMap(shadows).map { shadow in
        let extent = Shadow(
          shape: .rect(root.frame), color: shadow.color, offset: Point(x: shadow.x, y: shadow.y),
          sigma: shadow.blur / 2, outsideOnly: true
        ).extent
        return max(extent.top, extent.bottom, extent.leading, extent.trailing)
      }.max() ?? 0
    let short = min(rootSize.width, rootSize.height)
    let hit = ((hitArea ?? 0) - short) / 2
    let margin = max(0, (target - short) / 2, hit.rounded(.up), reach.rounded(.up))
    let size = canvas(for: rootSize, margin: EdgeInsets(all: margin))
    let x = leadingX(rootSize.width, margin: margin, canvas: size, rightToLeft: rightToLeft)
    let placed = moved(root, dx: x, dy: margin)
    var parts = nodes(placed)
    if touchTarget != nil { parts.append(LayoutNode("touch-target", frame: placed.frame.grown(toAtLeast: target))) }
    if overlays.contains(.hitArea), let hitArea {
      parts.append(LayoutNode("hit-area", frame: placed.frame.grown(toAtLeast: hitArea)))
    }
    let drawn =
      commands(placed)
      + overlayCommands(overlays, root: placed.frame, touchTarget: touchTarget, hitArea: hitArea)
    return Rendering(
      layout: LayoutNode("canvas", frame: Rect(origin: .zero, size: size), children: parts),
      displayList: DisplayList(size: size, commands: drawn))
  }

  private func moved(_ part: PlacedPart, dx: Double, dy: Double) -> PlacedPart {
    var part = part
    part.frame = part.frame.offsetBy(dx: dx, dy: dy)
    part.children = part.children.map { moved($0, dx: dx, dy: dy) }
    return part
  }

  /// Every visible part, flat and in tree order: part names are unique, so rules and redlines
  /// name them as the built-ins' are named (`container`, `label`).
  private func nodes(_ part: PlacedPart) -> [LayoutNode] {
    [LayoutNode(part.part.name, frame: part.frame)] + part.children.flatMap(nodes)
  }

  func commands(_ placed: PlacedPart) -> [DrawCommand] {
    let p = placed.part.properties
    let frame = placed.frame
    var own: [DrawCommand] = []
    for shadow in shadows(p.elevation) {
      own.append(
        .shadow(
          Shadow(
            shape: shape(frame, values.radii(p.cornerRadius, size: frame.size)), color: shadow.color,
            offset: Point(x: rightToLeft ? -shadow.x : shadow.x, y: shadow.y), sigma: shadow.blur / 2,
            outsideOnly: true)))
    }
    var radii = values.radii(p.cornerRadius, size: frame.size)
    if rightToLeft {
      radii = CornerRadii(
        topLeft: radii.topRight, topRight: radii.topLeft, bottomRight: radii.bottomLeft, bottomLeft: radii.bottomRight)
    }
    if let fill = p.fill {
      let color = values.color(fill)
      if color.alpha > 0 { own.append(.fill(shape(frame, radii), color)) }
    }
    if let stroke = p.stroke, let sides = stroke.sides {
      own += sideStrokes(sides, stroke: stroke, frame: frame, shape: shape(frame, radii))
    } else if let stroke = p.stroke, stroke.weight > 0 {
      let color = values.color(stroke.color)
      // Inside the edge by default, as Figma's: the whole line lies within the part's frame.
      let inset =
        switch stroke.align {
        case .inside: stroke.weight / 2
        case .center: 0.0
        case .outside: -stroke.weight / 2
        }
      let inner = CornerRadii(
        topLeft: max(0, radii.topLeft - inset), topRight: max(0, radii.topRight - inset),
        bottomRight: max(0, radii.bottomRight - inset), bottomLeft: max(0, radii.bottomLeft - inset))
      if color.alpha > 0 { own.append(.stroke(shape(frame.insetBy(inset), inner), color, width: stroke.weight)) }
    }
    if let ink = p.ink {
      let color = values.color(ink)
      if color.alpha > 0 { own.append(.fill(shape(frame, radii), color)) }
    }
    switch placed.part.kind {
    case .text:
      let font = values.font(p.textStyle)
      let text = values.shownText(p)
      let lines = p.maxLines ?? 1
      let run = DrawCommand.text(
        TextRun(
          text: text, font: font, color: values.color(p.color ?? .literal(.black)), frame: frame,
          wrapWidth: lines > 1 ? frame.width : nil, truncation: placed.truncated ? p.truncation ?? .tail : nil))
      // Wrapped text is cut to its frame, `max-lines` lines tall: the lines past it are not drawn.
      own += lines > 1 ? [.pushClip(.rect(frame)), run, .popClip] : [run]
    case .icon:
      if let icon = values.icon(p.icon) {
        own.append(
          .glyph(
            GlyphRun(
              name: icon.name, codepoint: icon.codepoint, font: MaterialIconFont.font(size: frame.height),
              color: values.color(p.tint ?? .literal(.black)), frame: frame,
              // An arrow that points the way of reading turns round in right to left.
              isMirrored: rightToLeft && icon.impliesDirection)))
      }
    case .stack: break
    }
    var result = own.isEmpty ? [] : own.inPart(placed.part.name)
    result += placed.children.flatMap(commands)
    let opacity = p.opacity ?? 1
    return opacity < 1 ? [.pushOpacity(opacity)] + result + [.popOpacity] : result
  }

  private func shadows(_ elevation: String?) -> [DropShadow] { values.shadows(elevation) }

  private func shape(_ frame: Rect, _ radii: CornerRadii) -> Shape {
    [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].allSatisfy { $0 == 0 }
      ? .rect(frame) : .roundedRect(frame, radii)
  }
}

extension DeclaredLowering {
  /// Figma's individual strokes: a band along each side as wide as its weight (inside the edge,
  /// centred on it or outside it), an inside stroke clipped to the part's shape so that its
  /// corners follow the radii. Start and end are the right and left in right to left.
  func sideStrokes(_ sides: Insets, stroke: Stroke, frame f: Rect, shape: Shape) -> [DrawCommand] {
    let color = values.color(stroke.color)
    guard color.alpha > 0 else { return [] }
    let left = rightToLeft ? sides.end : sides.start
    let right = rightToLeft ? sides.start : sides.end
    // How far each band starts inside the edge, as a share of its weight.
    let inward =
      switch stroke.align {
      case .inside: 1.0
      case .center: 0.5
      case .outside: 0.0
      }
    var bands: [Rect] = []
    if sides.top > 0 {
      bands.append(Rect(x: f.minX, y: f.minY - sides.top * (1 - inward), width: f.width, height: sides.top))
    }
    if sides.bottom > 0 {
      bands.append(Rect(x: f.minX, y: f.maxY - sides.bottom * inward, width: f.width, height: sides.bottom))
    }
    if left > 0 { bands.append(Rect(x: f.minX - left * (1 - inward), y: f.minY, width: left, height: f.height)) }
    if right > 0 { bands.append(Rect(x: f.maxX - right * inward, y: f.minY, width: right, height: f.height)) }
    let fills = bands.map { DrawCommand.fill(.rect($0), color) }
    guard !fills.isEmpty else { return [] }
    return stroke.align == .inside ? [.pushClip(shape)] + fills + [.popClip] : fills
  }
}
