import ComponentKit
import FlexLayout
import Graphics

/// A visible part with its frame on the component (points, the root's top-left at the origin).
struct PlacedPart {
  var part: PartDeclaration
  var frame: Rect
  var children: [PlacedPart]
  /// A one-line text wider than its frame: drawn cut with an ellipsis.
  var truncated = false
}

extension PlacedPart {
  /// Every frame reflected in a box `width` wide from the root's origin.
  func mirrored(inWidth width: Double) -> PlacedPart {
    var part = self
    part.frame = frame.mirrored(inWidth: width)
    part.children = children.map { $0.mirrored(inWidth: width) }
    return part
  }
}

/// The anatomy as a FlexLayout tree (stacks as flex containers, text measured through the
/// renderer's measurer, icons fixed squares), laid out and read back as frames. Hidden parts
/// take no room, as in Figma.
struct DeclaredLayout {
  var values: DeclaredValues
  var measurer: any TextMeasurer
  /// The first error the measurer threw while FlexLayout measured (its measure functions cannot throw).
  let failure = Locked<(any Error)?>(nil)
  /// Each one-line text's whole width, by part, as measured for the layout: a frame narrower
  /// than it is drawn cut.
  let fullWidths = Locked<[String: Double]>([:])

  init(values: DeclaredValues, measurer: any TextMeasurer) {
    self.values = values
    self.measurer = measurer
  }

  func layout(_ root: PartDeclaration) throws -> PlacedPart {
    // Fill has no container at the root: with no parent, `flexNode` makes it hug.
    let box = flexNode(root, parent: nil).layout(rounding: false)
    if let error = failure.withLock({ $0 }) { throw error }
    return try placed(root, box, x: 0, y: 0)
  }

  /// The box tree read back: each visible part's frame, offset to the root's origin. An overlay's
  /// children are laid out here, in its content box.
  private func placed(_ part: PartDeclaration, _ box: LayoutBox, x: Double, y: Double) throws -> PlacedPart {
    let frame = Rect(x: x + box.x, y: y + box.y, width: box.width, height: box.height)
    let visible = part.children.filter(values.isVisible)
    var children: [PlacedPart] = []
    if part.properties.layout == .overlay {
      children = try visible.map { try overlaid($0, in: part, frame: frame) }
    } else {
      for (child, childBox) in zip(visible, box.children) {
        children.append(try placed(child, childBox, x: frame.x, y: frame.y))
      }
    }
    var result = PlacedPart(part: part, frame: frame, children: children)
    if part.kind == .text, (part.properties.maxLines ?? 1) == 1 {
      let measured = fullWidths.withLock { $0[part.name] }
      let full = try measured ?? measurer.measure(text(part), font: values.font(part.properties.textStyle)).width
      result.truncated = full > frame.width + 0.001
    }
    return result
  }

  /// A child of an overlay: laid out alone in the overlay's content box and aligned in it.
  private func overlaid(_ child: PartDeclaration, in overlay: PartDeclaration, frame: Rect) throws -> PlacedPart {
    let padding = overlay.properties.padding ?? Insets(all: 0)
    let content = Rect(
      x: frame.x + padding.start, y: frame.y + padding.top, width: max(0, frame.width - padding.start - padding.end),
      height: max(0, frame.height - padding.top - padding.bottom))
    var node = flexNode(child, parent: nil)
    if case .fill = child.properties.width ?? .hug { node.style.width = .points(content.width) }
    if case .fill = child.properties.height ?? .hug { node.style.height = .points(content.height) }
    let box = node.layout(
      available: AvailableSize(width: .definite(content.width), height: .definite(content.height)), rounding: false)
    if let error = failure.withLock({ $0 }) { throw error }
    func offset(_ free: Double, _ align: String) -> Double {
      align == "center" ? free / 2 : align == "end" ? free : 0
    }
    let dx = offset(content.width - box.width, overlay.properties.primaryAxisAlign?.rawValue ?? "start")
    let dy = offset(content.height - box.height, overlay.properties.counterAxisAlign?.rawValue ?? "start")
    var moved = box
    moved.x = dx
    moved.y = dy
    return try placed(child, moved, x: content.x, y: content.y)
  }

  func text(_ part: PartDeclaration) -> String { values.shownText(part.properties) }

  /// One part's flex node; `parent` is its stack's layout (nil at the root or in an overlay).
  func flexNode(_ part: PartDeclaration, parent: StackLayout?) -> FlexNode {
    let p = part.properties
    var style = FlexStyle()
    style.flexShrink = 0
    let row = parent == .horizontal
    func size(_ sizing: Sizing?, mainAxis: Bool) -> Dimension {
      switch sizing ?? .hug {
      case .hug: return .auto
      case .fixed(let points): return .points(points)
      case .fill:
        guard parent != nil, parent != .overlay else { return .auto }
        if mainAxis {
          style.flexGrow = 1
          style.flexShrink = 1
          style.flexBasis = .points(0)
          return .auto
        }
        style.alignSelf = .stretch
        return .auto
      }
    }
    style.width = size(p.width, mainAxis: row)
    style.height = size(p.height, mainAxis: parent == .vertical)
    style.minWidth = p.minWidth.map(Dimension.points) ?? .auto
    style.maxWidth = p.maxWidth.map(Dimension.points) ?? .auto
    style.minHeight = p.minHeight.map(Dimension.points) ?? .auto
    style.maxHeight = p.maxHeight.map(Dimension.points) ?? .auto
    switch part.kind {
    case .stack: return stack(part, style: style)
    case .text:
      // A label gives way in a stack too narrow for it (cut with an ellipsis, or wrapped), as
      // text in a constrained auto-layout frame does, rather than pushing past the stack.
      style.flexShrink = 1
      if p.minWidth == nil { style.minWidth = .points(0) }
      return FlexNode(part.name, style: style, measure: textMeasure(part))
    case .icon:
      let side = p.size ?? 24
      if style.width == .auto { style.width = .points(side) }
      if style.height == .auto { style.height = .points(side) }
      return FlexNode(part.name, style: style)
    }
  }
}
