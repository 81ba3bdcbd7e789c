import ComponentKit
import Graphics

/// Frames of an `MDCChipField`: its chips and its text field.
public struct MaterialChipFieldLayout: Hashable, Sendable, FrameMappable {
  public var field: MaterialChipField
  public var frame: Rect
  public var chips: [MaterialChipLayout]
  /// The text field's frame (it is taller than a chip row and centred on it, facts §5c).
  public var textField: Rect
  /// The placeholder or typed text line inside the text field, when visible.
  public var text: Rect?
  public var textFont: Font

  /// Every frame reflected in the field's width: the right-to-left field (facts §5c: the text
  /// insets mirror, the chips flow from the right).
  public func mirrored() -> MaterialChipFieldLayout { mirrored(inWidth: frame.width) }

  public func mapFrames(_ map: FrameMap) -> MaterialChipFieldLayout {
    var m = self
    m.frame = map(frame)
    m.chips = chips.mapFrames(map)
    m.textField = map(textField)
    m.text = map(text)
    return m
  }

  public var node: LayoutNode {
    var children = chips.enumerated().map { $1.node(named: "chip-\($0 + 1)", includeTouchTarget: false) }
    children.append(LayoutNode("text-field", frame: textField))
    if let text { children.append(LayoutNode(field.text == nil ? "placeholder" : "input-text", frame: text)) }
    return LayoutNode("chip-field", frame: frame, children: children)
  }

  public func commands(typedTextColor: Color) -> [DrawCommand] {
    var commands = chips.enumerated().flatMap { $1.commands().inPart("chip-\($0 + 1)") }
    if let text, let string = field.text ?? visiblePlaceholder {
      let color = field.text == nil ? MaterialChipSpec.fieldPlaceholderColor : typedTextColor
      commands += DrawCommand.text(TextRun(text: string, font: textFont, color: color, frame: text))
        .inPart(field.text == nil ? "placeholder" : "input-text")
    }
    return commands
  }

  var visiblePlaceholder: String? {
    (field.chips.isEmpty || field.showsPlaceholderWithChips) ? field.placeholder : nil
  }
}

extension MaterialChipField {
  /// `MDCChipField` layout (facts §5c): chips flow inside the content insets with 8pt gaps and
  /// 32pt rows; the text field follows the last chip (8pt after it) or takes a new row when
  /// its desired width does not fit; the height is the text field's bottom plus the bottom inset,
  /// measured as if a chip stood in the text field's place.
  public func layout(typography: MaterialTypographyScheme, measurer: any TextMeasurer) throws
    -> MaterialChipFieldLayout
  {
    typealias Spec = MaterialChipSpec
    let insets = Spec.fieldInsets
    let maxX = width - insets.trailing
    let maxWidth = width - insets.horizontal
    var placed: [MaterialChipLayout] = []
    var x = insets.leading
    var row = 0
    for chip in chips {
      var sized = try chip.layout(measurer: measurer)
      sized.container.width = min(sized.container.width, maxWidth)
      let available = maxX - x
      if sized.container.width > available, available < maxX - insets.trailing {
        row += 1
        x = insets.leading
      }
      let y = insets.top + Double(row) * (Spec.fieldChipHeight + Spec.fieldSpacing)
      placed.append(sized.offsetBy(dx: x, dy: y))
      x = (placed.last?.container.maxX ?? x) + Spec.fieldSpacing
    }

    let font = Font(family: typography.family, weight: 400, size: Spec.fieldFontSize)
    let placeholder = (chips.isEmpty || showsPlaceholderWithChips) ? self.placeholder : nil
    let shown = text ?? placeholder
    let line = try measurer.measure(shown ?? " ", font: font)
    let fieldHeight = Spec.fieldTextInsets.vertical + line.height
    let lastRowY = placed.last?.container.minY ?? 0
    var originY = lastRowY + (Spec.fieldChipHeight - fieldHeight) / 2
    let textField: Rect
    if let last = placed.last {
      let available = width - last.container.maxX - insets.trailing
      let desired = max(Spec.fieldMinTextWidth, shown.map { _ in line.width + insets.trailing } ?? 0)
      if available < desired {
        originY += Spec.fieldChipHeight + Spec.fieldSpacing
        textField = Rect(x: insets.leading, y: originY, width: maxWidth, height: fieldHeight)
      } else {
        let fieldX = last.container.maxX + Spec.fieldSpacing
        textField = Rect(x: fieldX, y: originY, width: available, height: fieldHeight)
      }
    } else {
      originY += insets.top
      textField = Rect(x: insets.leading, y: originY, width: maxWidth, height: fieldHeight)
    }
    let textFrame = shown.map { _ in
      Rect(
        x: textField.minX + Spec.fieldTextInsets.leading, y: textField.minY + Spec.fieldTextInsets.top,
        width: line.width, height: line.height)
    }
    let height = textField.maxY + insets.bottom + (Spec.fieldChipHeight - fieldHeight) / 2
    let result = MaterialChipFieldLayout(
      field: self, frame: Rect(x: 0, y: 0, width: width, height: height), chips: placed,
      textField: textField, text: textFrame, textFont: font)
    return isRightToLeft ? result.mirrored() : result
  }
}
