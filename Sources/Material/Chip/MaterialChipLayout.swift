import ComponentKit
import Graphics

/// Frames of one Material chip (seed "Anatomy": container, thumbnail, text, remove icon).
public struct MaterialChipLayout: Hashable, Sendable, FrameMappable {
  public var chip: MaterialChip
  /// 1. Container: the chip's bounds (the pill).
  public var container: Rect
  /// 2. Thumbnail (`imageView`), when the chip has an image.
  public var image: Rect?
  /// The selected image, shown only when selected; it sits where the image sits.
  public var selectedImage: Rect?
  /// 3. Text: the title label's frame (the text is centred in it).
  public var title: Rect
  /// The measured width of the title text.
  public var titleTextWidth: Double
  /// 4. Remove icon (accessory).
  public var accessory: Rect?

  /// The 44pt minimum touch target centred on the container (seed "Making chips accessible").
  public var touchTarget: Rect { container.grown(toAtLeast: MaterialChipSpec.minTouchTarget) }

  /// Corner radius: half the shorter side (facts §3: chips use a 50% corner; §5a: fully rounded).
  public var cornerRadius: Double { MaterialChipSpec.cornerShare * min(container.width, container.height) }

  /// Every frame: moved as the chip is placed, reflected as it is laid out right to left (alone
  /// or in a field that is).
  public func mapFrames(_ map: FrameMap) -> MaterialChipLayout {
    var m = self
    m.container = map(container)
    m.image = map(image)
    m.selectedImage = map(selectedImage)
    m.title = map(title)
    m.accessory = map(accessory)
    return m
  }

  public func node(named name: String, includeTouchTarget: Bool = true) -> LayoutNode {
    var children = [LayoutNode("container", frame: container)]
    if let image { children.append(LayoutNode("thumbnail", frame: image)) }
    if let selectedImage { children.append(LayoutNode("selected-image", frame: selectedImage)) }
    children.append(LayoutNode("text", frame: title))
    if let accessory { children.append(LayoutNode("remove-icon", frame: accessory)) }
    if includeTouchTarget { children.append(LayoutNode("touch-target", frame: touchTarget)) }
    return LayoutNode(name, frame: container, children: children)
  }
}

extension MaterialChip {
  /// Lays the chip out at its intrinsic size, as `MDCChipView sizeThatFits:` and
  /// `layoutSubviews` do (facts §5a "Layout"), with its top-left corner at the origin.
  ///
  /// Size: the padded widths of image, title and accessory side by side plus the content
  /// padding; height: the tallest padded element plus the content padding, at least the minimum
  /// size. Each element is centred vertically in the content box within its own padding. MDC
  /// rounds frames to device pixels; we keep exact points so layout does not depend on the scale
  /// (docs/spec-decisions.md, "Pixel rounding"). RTL mirrors every frame.
  public func layout(measurer: any TextMeasurer) throws -> MaterialChipLayout {
    typealias Spec = MaterialChipSpec
    let a = appearance
    let text = try measurer.measure(title, font: a.titleFont)
    let hasImage = image != nil || showsSelectedImage
    let imageBox = hasImage ? Spec.imageSize : 0
    let accessoryBox = accessory == nil ? 0 : Spec.accessorySize

    var width = text.width + a.titlePadding.horizontal
    var height = text.height + a.titlePadding.vertical
    if hasImage {
      width += imageBox + a.imagePadding.horizontal
      height = max(height, imageBox + a.imagePadding.vertical)
    }
    if accessory != nil {
      width += accessoryBox + a.accessoryPadding.horizontal
      height = max(height, accessoryBox + a.accessoryPadding.vertical)
    }
    width += a.contentPadding.horizontal
    height += a.contentPadding.vertical
    if a.minimumSize.width > 0 { width = max(width, a.minimumSize.width) }
    if a.minimumSize.height > 0 { height = max(height, a.minimumSize.height) }

    let bounds = Rect(x: 0, y: 0, width: width, height: height)
    let content = bounds.inset(by: a.contentPadding)

    /// MDCChipBuildFrame: inside `padding`, centred vertically in the content height.
    func place(_ size: Size, x: Double, padding: EdgeInsets) -> Rect {
      Rect(
        x: x + padding.leading,
        y: content.minY + padding.top + (content.height - padding.vertical - size.height) / 2,
        width: size.width, height: size.height)
    }

    let iconSize = Size(width: imageBox, height: imageBox)
    let imageFrame = image == nil ? nil : place(iconSize, x: content.minX, padding: a.imagePadding)
    let selectedFrame =
      showsSelectedImage ? place(iconSize, x: content.minX, padding: a.imagePadding) : nil
    let imageUnion: Rect? = [imageFrame, selectedFrame].compactMap { $0 }.reduce(nil) { $0?.union($1) ?? $1 }

    var accessoryFrame: Rect?
    if accessory != nil {
      let x = content.maxX - accessoryBox - a.accessoryPadding.horizontal
      accessoryFrame = place(Size(width: accessoryBox, height: accessoryBox), x: x, padding: a.accessoryPadding)
    }
    var titleWidth = content.width - (imageUnion?.width ?? 0) - a.titlePadding.horizontal
    if hasImage { titleWidth -= a.imagePadding.horizontal }
    if let accessoryFrame { titleWidth -= accessoryFrame.width + a.accessoryPadding.horizontal }
    let titleX = imageUnion.map { $0.maxX + a.imagePadding.trailing } ?? content.minX
    let titleHeight = min(text.height, content.height - a.titlePadding.vertical)
    let titleFrame = place(Size(width: max(0, titleWidth), height: titleHeight), x: titleX, padding: a.titlePadding)

    var result = MaterialChipLayout(
      chip: self, container: bounds, image: imageFrame, selectedImage: selectedFrame,
      title: titleFrame, titleTextWidth: text.width, accessory: accessoryFrame)
    if isRightToLeft { result = result.mirrored(inWidth: bounds.width) }
    return result
  }
}
