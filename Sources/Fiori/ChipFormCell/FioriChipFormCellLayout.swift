import ComponentKit
import Graphics

/// Frames of the chip form cell (seed "Anatomy: Chip Form Cell").
public struct FioriChipFormCellLayout: Hashable, Sendable, FrameMappable {
  public var cell: FioriChipFormCell
  public var frame: Rect
  /// A. Label.
  public var label: Rect
  /// The required asterisk after the label (seed "Top Tips").
  public var requiredAsterisk: Rect?
  /// B. Chips.
  public var chips: FioriChipGroupLayout
  /// C. Helper text, shown when there is no validation message.
  public var helperText: Rect?
  /// The validation message's icon and text (seed "Error State").
  public var errorIcon: Rect?
  public var errorText: Rect?
  /// Where the label wraps (the content width less the required asterisk).
  public var labelWrapWidth: Double
  /// Where the helper or error text wraps, in points (one line is recommended, but long
  /// messages must stay inside the cell).
  public var messageWrapWidth: Double

  public func mapFrames(_ map: FrameMap) -> FioriChipFormCellLayout {
    var m = self
    m.frame = map(frame)
    m.label = map(label)
    m.requiredAsterisk = map(requiredAsterisk)
    m.chips = chips.mapFrames(map)
    m.helperText = map(helperText)
    m.errorIcon = map(errorIcon)
    m.errorText = map(errorText)
    return m
  }

  /// Every frame reflected in the cell's width (x -> width - x; the cell is at the origin, so its
  /// own frame stays): the right-to-left cell.
  public func mirrored() -> FioriChipFormCellLayout { mirrored(inWidth: frame.width) }

  public var node: LayoutNode {
    var children = [LayoutNode("label", frame: label)]
    if let requiredAsterisk { children.append(LayoutNode("required-asterisk", frame: requiredAsterisk)) }
    children.append(chips.node(named: "chips"))
    if let helperText { children.append(LayoutNode("helper-text", frame: helperText)) }
    if let errorIcon { children.append(LayoutNode("error-icon", frame: errorIcon)) }
    if let errorText { children.append(LayoutNode("error-text", frame: errorText)) }
    return LayoutNode("form-cell", frame: frame, children: children)
  }
}

extension FioriChipFormCell {
  /// Lays out label, chips and message top to bottom inside the cell's insets.
  ///
  /// The validation message takes the helper text's place right after the last row of chips, so
  /// everything below moves down by its height (seed "Error State": "Insert message with padding
  /// after last row of chips ... Content under it will be pushed down"; the seed's example shows
  /// helper text only when there is no error).
  public func layout(theme: FioriTheme, measurer: any TextMeasurer) throws -> FioriChipFormCellLayout {
    typealias Spec = FioriChipSpec
    let left = Spec.formCellInsetHorizontal
    let contentWidth = width - 2 * Spec.formCellInsetHorizontal
    // The asterisk keeps its place after the label's first line; the label wraps before it.
    let asteriskText = isRequired ? try measurer.measure(Spec.requiredAsterisk, font: theme.formLabelFont) : nil
    let labelWrapWidth = contentWidth - (asteriskText?.width ?? 0)
    guard labelWrapWidth > 0 else {
      throw LayoutError.tooNarrow(
        component: "chip form cell", width: width, needs: "its insets leave no room for the label")
    }
    let labelText = try measurer.measure(label, font: theme.formLabelFont, wrapWidth: labelWrapWidth)
    let labelFrame = Rect(
      x: left, y: Spec.formCellInsetTop, width: labelText.width, height: labelText.height)
    var asterisk: Rect?
    if let asteriskText {
      asterisk = Rect(
        x: labelFrame.minX + labelText.firstLineWidth, y: labelFrame.y, width: asteriskText.width,
        height: asteriskText.height)
    }
    let chipsTop = labelFrame.maxY + Spec.formLabelToChipsGap
    var leftToRight = group
    leftToRight.isRightToLeft = false  // the cell mirrors its group with everything else
    let chips = try leftToRight.layout(theme: theme, measurer: measurer, width: contentWidth)
      .offsetBy(dx: left, dy: chipsTop)
    if chips.frame.maxX > left + contentWidth {
      throw LayoutError.tooNarrow(
        component: "chip form cell", width: width,
        needs: "a chip is \((chips.frame.width).dumped)pt wide and the content is \(contentWidth.dumped)pt")
    }
    let messageTop = chips.frame.maxY + Spec.formMessageTopPadding
    var bottom = chips.frame.maxY
    var helperFrame: Rect?
    var errorIcon: Rect?
    var errorFrame: Rect?
    var wrapWidth = contentWidth
    if let errorText {
      let textX = left + Spec.iconSize + Spec.errorIconTextGap
      wrapWidth = contentWidth - Spec.iconSize - Spec.errorIconTextGap
      let m = try measurer.measure(errorText, font: theme.errorTextFont, wrapWidth: wrapWidth)
      // Icon and first line share a row, centred on each other.
      let lineHeight = m.height / Double(max(1, m.lineCount))
      let rowHeight = max(Spec.iconSize, lineHeight)
      errorIcon = Rect(
        x: left, y: messageTop + (rowHeight - Spec.iconSize) / 2, width: Spec.iconSize,
        height: Spec.iconSize)
      errorFrame = Rect(
        x: textX, y: messageTop + (rowHeight - lineHeight) / 2, width: m.width, height: m.height)
      bottom = max(errorIcon?.maxY ?? bottom, errorFrame?.maxY ?? bottom)
    } else if let helperText {
      let m = try measurer.measure(helperText, font: theme.helperTextFont, wrapWidth: contentWidth)
      helperFrame = Rect(x: left, y: messageTop, width: m.width, height: m.height)
      bottom = messageTop + m.height
    }
    let result = FioriChipFormCellLayout(
      cell: self,
      // Whole points, so the cell's background fills whole pixels at every scale.
      frame: Rect(x: 0, y: 0, width: width, height: (bottom + Spec.formCellInsetBottom).rounded(.up)),
      label: labelFrame, requiredAsterisk: asterisk, chips: chips, helperText: helperFrame,
      errorIcon: errorIcon, errorText: errorFrame, labelWrapWidth: labelWrapWidth, messageWrapWidth: wrapWidth)
    return isRightToLeft ? result.mirrored() : result
  }
}
