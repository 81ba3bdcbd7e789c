import ComponentKit
import Graphics

/// Frames of a card and its content (seed "Anatomy"), in points, the card at the origin.
public struct MaterialCardLayout: Hashable, Sendable, FrameMappable {
  public var card: MaterialCard
  /// 1. Container.
  public var container: Rect
  /// 2. Thumbnail.
  public var thumbnail: Rect?
  /// 3. Header text, 4. secondary text: line boxes of wrapped text.
  public var header: Rect?
  public var secondary: Rect?
  /// 5. Media.
  public var media: Rect?
  /// 6. Supporting text.
  public var supporting: Rect?
  /// 7. Buttons and 8. icons (icon toggle buttons), laid out as real buttons.
  public var actions: [MaterialButtonLayout]
  public var toggles: [MaterialButtonLayout]
  /// 9. Checked icon (selectable cells, selected state).
  public var check: Rect?
  /// The width text wraps at inside the card.
  public var headerWrap: Double
  public var bodyWrap: Double

  public func mapFrames(_ map: FrameMap) -> MaterialCardLayout {
    var m = self
    m.container = map(container)
    m.thumbnail = map(thumbnail)
    m.header = map(header)
    m.secondary = map(secondary)
    m.media = map(media)
    m.supporting = map(supporting)
    m.actions = actions.mapFrames(map)
    m.toggles = toggles.mapFrames(map)
    m.check = map(check)
    return m
  }

  /// Every frame reflected in the card's width (x -> width - x; the card is at the origin), the
  /// selected check excepted: its alignment is absolute (facts §7b: Left/Center/Right, not
  /// leading/trailing), so it stays where the alignment puts it (docs/spec-decisions.md, "Right
  /// to left").
  public func mirrored() -> MaterialCardLayout {
    var m = mirrored(inWidth: container.width)
    m.check = check
    return m
  }

  public func node(named name: String) -> LayoutNode {
    var children = [LayoutNode("container", frame: container)]
    let named: [(String, Rect?)] = [
      ("thumbnail", thumbnail), ("header-text", header), ("secondary-text", secondary), ("media", media),
      ("supporting-text", supporting),
    ]
    for (part, frame) in named { if let frame { children.append(LayoutNode(part, frame: frame)) } }
    for (i, button) in actions.enumerated() {
      children.append(
        LayoutNode(
          "button-\(i + 1)", frame: button.container,
          children: button.node(named: "b", overlays: false).children.filter { $0.name != "touch-target" }))
    }
    for (i, toggle) in toggles.enumerated() {
      children.append(LayoutNode("icon-\(i + 1)", frame: toggle.container))
    }
    if let check { children.append(LayoutNode("checked-icon", frame: check)) }
    return LayoutNode(name, frame: container, children: children)
  }
}

extension MaterialCard {
  /// Lays the content out top to bottom at the card's width: a header row (thumbnail beside
  /// header and secondary text), full-bleed 16:9 media, supporting text, then an actions row of
  /// real text buttons with icon toggles at its trailing end. Text wraps at the content width.
  /// The numbers are in `MaterialCardSpec` (docs/spec-decisions.md, "Card content").
  public func layout(measurer: any TextMeasurer) throws -> MaterialCardLayout {
    typealias Spec = MaterialCardSpec
    let pad = Spec.contentPadding
    let hasThumbnail = content.thumbnail != nil
    let textX = hasThumbnail ? pad + Spec.thumbnailSize + pad : pad
    let headerWrap = width - textX - pad
    let bodyWrap = width - 2 * pad
    guard headerWrap > 0, bodyWrap > 0 else {
      throw LayoutError.tooNarrow(
        component: "card", width: width, needs: "its padding and thumbnail leave no room for text")
    }
    let row = try headerRow(measurer: measurer, textX: textX, wrap: headerWrap)
    var y = row.bottom
    var media: Rect?
    if content.media != nil {
      if y > 0 { y += pad }
      media = Rect(x: 0, y: y, width: width, height: width * Spec.mediaAspect)
      y += width * Spec.mediaAspect
    }
    var supporting: Rect?
    if let text = content.supporting {
      y += pad
      let m = try measurer.measure(text, font: appearance.scheme.typography.body2, wrapWidth: bodyWrap)
      supporting = Rect(x: pad, y: y, width: m.width, height: m.height)
      y += m.height
    }
    var actions: [MaterialButtonLayout] = []
    var toggles: [MaterialButtonLayout] = []
    if !content.actions.isEmpty || !content.toggles.isEmpty {
      (actions, toggles, y) = try actionsRow(measurer: measurer, top: y)
    } else if y > 0, media?.maxY != y {
      y += pad  // text ends with padding; full-bleed media ends at the edge
    }
    let height = max(minimumHeight, y)
    let container = Rect(x: 0, y: 0, width: width, height: height)
    let result = MaterialCardLayout(
      card: self, container: container, thumbnail: row.thumbnail, header: row.header, secondary: row.secondary,
      media: media, supporting: supporting, actions: actions, toggles: toggles, check: checkFrame(height: height),
      headerWrap: headerWrap, bodyWrap: bodyWrap)
    return isRightToLeft ? result.mirrored() : result
  }

  /// The header row at the top: the thumbnail beside the header and secondary text, both centred
  /// on the row; `bottom` is where the row ends (0 without one).
  func headerRow(measurer: any TextMeasurer, textX: Double, wrap: Double) throws -> (
    thumbnail: Rect?, header: Rect?, secondary: Rect?, bottom: Double
  ) {
    typealias Spec = MaterialCardSpec
    let hasThumbnail = content.thumbnail != nil
    guard hasThumbnail || content.header != nil || content.secondary != nil else { return (nil, nil, nil, 0) }
    let typography = appearance.scheme.typography
    let pad = Spec.contentPadding
    var thumbnail: Rect?
    var header: Rect?
    var secondary: Rect?
    let top = pad
    let h = try content.header.map { try measurer.measure($0, font: typography.headline6, wrapWidth: wrap) }
    let s = try content.secondary.map { try measurer.measure($0, font: typography.body2, wrapWidth: wrap) }
    let textHeight = (h?.height ?? 0) + (s?.height ?? 0)
    let rowHeight = max(hasThumbnail ? Spec.thumbnailSize : 0, textHeight)
    if hasThumbnail {
      thumbnail = Rect(
        x: pad, y: top + (rowHeight - Spec.thumbnailSize) / 2, width: Spec.thumbnailSize, height: Spec.thumbnailSize)
    }
    var textY = top + (rowHeight - textHeight) / 2
    if let h {
      header = Rect(x: textX, y: textY, width: h.width, height: h.height)
      textY += h.height
    }
    if let s { secondary = Rect(x: textX, y: textY, width: s.width, height: s.height) }
    return (thumbnail, header, secondary, top + rowHeight)
  }

  /// The actions row below `top`: text buttons from the leading edge, icon toggles at the
  /// trailing end, each centred on the row; `bottom` is where the card ends below it.
  func actionsRow(measurer: any TextMeasurer, top: Double) throws -> (
    actions: [MaterialButtonLayout], toggles: [MaterialButtonLayout], bottom: Double
  ) {
    typealias Spec = MaterialCardSpec
    var actions: [MaterialButtonLayout] = []
    var toggles: [MaterialButtonLayout] = []
    let buttons = try actionButtons.map { try $0.layout(measurer: measurer) }
    let icons = try toggleButtons.map { try $0.layout(measurer: measurer) }
    let rowTop = top + Spec.actionsPadding
    let rowHeight = (buttons + icons).map(\.container.height).max() ?? 0
    var x = Spec.actionsPadding
    for b in buttons {
      actions.append(b.offsetBy(dx: x, dy: rowTop + (rowHeight - b.container.height) / 2))
      x += b.container.width + Spec.actionsSpacing
    }
    var trailing = width - Spec.actionsPadding
    for t in icons.reversed() {
      trailing -= t.container.width
      toggles.insert(t.offsetBy(dx: trailing, dy: rowTop + (rowHeight - t.container.height) / 2), at: 0)
      trailing -= Spec.actionsSpacing
    }
    return (actions, toggles, rowTop + rowHeight + Spec.actionsPadding)
  }

  /// The checked icon's frame in a card `height` tall, at its alignment, if the card shows it.
  func checkFrame(height: Double) -> Rect? {
    guard showsCheck else { return nil }
    let size = MaterialCardSpec.checkSize
    let inset = MaterialCardSpec.checkInset
    let x: Double =
      switch checkAlignment.horizontal {
      case .left: inset
      case .center: (width - size) / 2
      case .right: width - inset - size
      }
    let cy: Double =
      switch checkAlignment.vertical {
      case .top: inset
      case .center: (height - size) / 2
      case .bottom: height - inset - size
      }
    return Rect(x: x, y: cy, width: size, height: size)
  }
}
