import ComponentKit
import Graphics

/// Frames of one `MDCSelfSizingStereoCell` (seed "List anatomy": leading image, title and detail
/// labels in a text container, trailing image), in the cell's coordinates unless moved.
public struct MaterialListCellLayout: Hashable, Sendable, FrameMappable {
  public var cell: MaterialListCell
  /// The cell's bounds: the given width, the self-sized height.
  public var bounds: Rect
  public var leadingImage: Rect?
  public var trailingImage: Rect?
  /// The text container (MDC's `textContainer` view), when there is any text.
  public var textContainer: Rect?
  /// The title and detail labels: the container's full width, their wrapped text's height.
  public var title: Rect?
  public var detail: Rect?
  /// Measured width of the title's and detail's widest line (the text is drawn at the label's
  /// leading edge: left in LTR, right in RTL).
  public var titleTextWidth: Double
  public var detailTextWidth: Double

  public func mapFrames(_ map: FrameMap) -> MaterialListCellLayout {
    var m = self
    m.bounds = map(bounds)
    m.leadingImage = map(leadingImage)
    m.trailingImage = map(trailingImage)
    m.textContainer = map(textContainer)
    m.title = map(title)
    m.detail = map(detail)
    return m
  }

  public func node(named name: String) -> LayoutNode {
    var children = [LayoutNode("container", frame: bounds)]
    if let leadingImage { children.append(LayoutNode("leading-image", frame: leadingImage)) }
    if let textContainer { children.append(LayoutNode("text-container", frame: textContainer)) }
    if let title { children.append(LayoutNode("title", frame: title)) }
    if let detail { children.append(LayoutNode("detail", frame: detail)) }
    if let trailingImage { children.append(LayoutNode("trailing-image", frame: trailingImage)) }
    return LayoutNode(name, frame: bounds, children: children)
  }
}

extension MaterialListCell {
  /// `MDCSelfSizingStereoCellLayout` (facts §8c) at `width`, top-left at the origin.
  ///
  /// Images keep their intrinsic size, scaled down to fit 56x56; they sit 16pt from their edge
  /// and 16pt (up to 40pt tall) or 8pt (taller) from the top. The text container runs 16pt
  /// inside the images (or the cell's edges) and starts at y = 16; the title is on top, the
  /// detail 6pt below it when both exist; both wrap without a line limit. A title without detail
  /// beside a leading image is centred on the image unless that would move it above y = 16.
  /// Height = ceil of the largest of: each image's bottom plus its margin, the text's bottom
  /// plus 16. RTL mirrors the images and the text container in the cell's width, and the labels
  /// in the container (`MDFRectFlippedHorizontally`), so every frame mirrors exactly.
  public func layout(measurer: any TextMeasurer) throws -> MaterialListCellLayout {
    typealias Spec = MaterialListSpec
    let leadingSize = leadingImage.map { Self.fitted($0.size) }
    let trailingSize = trailingImage.map { Self.fitted($0.size) }
    var leading = leadingSize.map {
      Rect(x: Spec.horizontalMargin, y: Self.verticalMargin($0), width: $0.width, height: $0.height)
    }
    var trailing = trailingSize.map {
      Rect(
        x: width - Spec.horizontalMargin - $0.width, y: Self.verticalMargin($0), width: $0.width,
        height: $0.height)
    }

    let title = self.title.flatMap { $0.isEmpty ? nil : $0 }
    let detail = self.detail.flatMap { $0.isEmpty ? nil : $0 }
    var container: Rect?
    var titleFrame: Rect?
    var detailFrame: Rect?
    var titleWidth = 0.0
    var detailWidth = 0.0
    // Between the images (or the cell's edges), the text container keeps a margin on each side.
    let imagesEnd = leading?.maxX ?? 0
    let imagesStart = trailing?.minX ?? width
    let minX = imagesEnd + Spec.horizontalMargin
    let maxX = imagesStart - Spec.horizontalMargin
    let hasText = title != nil || detail != nil
    // Text needs room between the images, and the images must not overlap each other.
    if hasText ? maxX <= minX : imagesEnd > imagesStart {
      let taken = width - (hasText ? maxX - minX : imagesStart - imagesEnd)
      throw LayoutError.tooNarrow(
        component: "list cell", width: width,
        needs: "its images and margins take \(taken.dumped)pt" + (hasText ? ", leaving no room for text" : ""))
    }
    if hasText {
      let text = try textStack(title: title, detail: detail, x: minX, width: maxX - minX, beside: leading, measurer)
      (container, titleFrame, detailFrame) = (text.container, text.title, text.detail)
      (titleWidth, detailWidth) = (text.titleWidth, text.detailWidth)
    }

    var height = 0.0
    if let leading { height = max(height, leading.maxY + Self.verticalMargin(leading.size)) }
    if let trailing { height = max(height, trailing.maxY + Self.verticalMargin(trailing.size)) }
    if let container { height = max(height, container.maxY + Spec.verticalMarginMax) }
    height = height.rounded(.up)
    if imagePosition == .center {
      leading = leading.map { $0.offsetBy(dx: 0, dy: (height - $0.height) / 2 - $0.minY) }
      trailing = trailing.map { $0.offsetBy(dx: 0, dy: (height - $0.height) / 2 - $0.minY) }
    }

    let result = MaterialListCellLayout(
      cell: self, bounds: Rect(x: 0, y: 0, width: width, height: height), leadingImage: leading,
      trailingImage: trailing, textContainer: container, title: titleFrame, detail: detailFrame,
      titleTextWidth: titleWidth, detailTextWidth: detailWidth)
    // The cell is at the origin, so its bounds reflect onto themselves.
    return isRightToLeft ? result.mirrored(inWidth: width) : result
  }

  /// The text container at `x`, `width` wide, from y = 16: the title at its top, the detail 6pt
  /// below it; a lone title is centred on the leading image unless that lifts it above y = 16.
  func textStack(
    title: String?, detail: String?, x: Double, width textWidth: Double, beside leading: Rect?,
    _ measurer: any TextMeasurer
  ) throws -> (container: Rect, title: Rect?, detail: Rect?, titleWidth: Double, detailWidth: Double) {
    typealias Spec = MaterialListSpec
    var titleFrame: Rect?
    var detailFrame: Rect?
    var titleWidth = 0.0
    var detailWidth = 0.0
    var y = 0.0
    if let title {
      let m = try measurer.measure(title, font: appearance.titleFont, wrapWidth: textWidth)
      titleFrame = Rect(x: 0, y: 0, width: textWidth, height: m.height)
      titleWidth = m.width
      y = m.height
    }
    if let detail {
      if title != nil { y += Spec.titleDetailGap }
      let m = try measurer.measure(detail, font: appearance.detailFont, wrapWidth: textWidth)
      detailFrame = Rect(x: 0, y: y, width: textWidth, height: m.height)
      detailWidth = m.width
      y += m.height
    }
    var box = Rect(x: x, y: Spec.verticalMarginMax, width: textWidth, height: y)
    if title != nil, detail == nil, let leading {
      let centred = box.offsetBy(dx: 0, dy: leading.midY - box.midY)
      if centred.minY >= Spec.verticalMarginMax { box = centred }
    }
    return (
      box, titleFrame?.offsetBy(dx: box.minX, dy: box.minY), detailFrame?.offsetBy(dx: box.minX, dy: box.minY),
      titleWidth, detailWidth
    )
  }

  static func fitted(_ size: Size) -> Size { MaterialListSpec.displayedSize(size) }
  static func verticalMargin(_ size: Size) -> Double { MaterialListSpec.verticalMargin(forImageOfSize: size) }
}

/// The cells of a list stacked without gaps (seed: "continuous"), each at the list's width.
public struct MaterialListLayout: Hashable, Sendable, FrameMappable {
  public var frame: Rect
  public var cells: [MaterialListCellLayout]

  public func mapFrames(_ map: FrameMap) -> MaterialListLayout {
    MaterialListLayout(frame: map(frame), cells: cells.mapFrames(map))
  }

  public func node(named name: String) -> LayoutNode {
    LayoutNode(name, frame: frame, children: cells.enumerated().map { $1.node(named: "cell-\($0 + 1)") })
  }
}

extension MaterialList {
  public func layout(measurer: any TextMeasurer) throws -> MaterialListLayout {
    var y = 0.0
    var placed: [MaterialListCellLayout] = []
    for cell in cells {
      var sized = cell
      sized.width = width
      let cellLayout = try sized.layout(measurer: measurer).offsetBy(dx: 0, dy: y)
      placed.append(cellLayout)
      y = cellLayout.bounds.maxY
    }
    return MaterialListLayout(frame: Rect(x: 0, y: 0, width: width, height: y), cells: placed)
  }
}
