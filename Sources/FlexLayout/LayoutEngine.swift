/// What a parent asks of a child: the sides it already fixed, the sizes percentages resolve
/// against, the room available, whether the child's own style sizes apply (inherent sizing) or
/// only its content (content sizing), and whether to place its children or only measure it.
struct LayoutInput: Hashable {
  var known: OptSize
  var parentSize: OptSize
  var available: AvailableSize
  var inherentSize: Bool
  var perform: Bool
  /// False on a side the parent fixed but that percentages must not resolve against (CSS: an
  /// indefinite size that was only computed).
  var knownDefinite = Definiteness(width: true, height: true)
}

struct Definiteness: Hashable {
  var width: Bool
  var height: Bool
}

/// A node's border-box size and, after a performed layout, its children's boxes.
struct LayoutOutput {
  var size: FlexSize
  var children: [LayoutBox] = []
  /// The first baseline from the top of the border box, when a performed layout found one.
  var baseline: Double? = nil
}

/// The layout algorithms: leaf (measured content) and flex container, after CSS Flexbox §9.
enum LayoutEngine {
  static func root(_ node: FlexNode, available: AvailableSize) -> LayoutBox {
    let input = LayoutInput(
      known: .none, parentSize: OptSize(width: available.width.value, height: available.height.value),
      available: available, inherentSize: true, perform: true)
    let output = compute(LayoutNode(node), input)
    var x = 0.0
    if node.style.direction == .rtl, let width = available.width.value { x = width - output.size.width }
    return LayoutBox(x: x, y: 0, width: output.size.width, height: output.size.height, children: output.children)
  }

  static func compute(_ node: LayoutNode, _ input: LayoutInput) -> LayoutOutput {
    node.answer(input) { node, input in
      if node.style.display == .none { return LayoutOutput(size: .zero, children: node.children.map(\.hidden)) }
      if node.children.isEmpty { return leaf(node, input) }
      return flexContainer(node, input)
    }
  }

  /// The style's width and height against the parent, as border-box sizes.
  static func styleSizes(_ style: FlexStyle, parent: OptSize, boxAdjustment: FlexSize)
    -> (size: OptSize, min: OptSize, max: OptSize)
  {
    let ratio = style.aspectRatio
    let size = OptSize(width: style.width.resolve(parent.width), height: style.height.resolve(parent.height))
    let min = OptSize(width: style.minWidth.resolve(parent.width), height: style.minHeight.resolve(parent.height))
    let max = OptSize(width: style.maxWidth.resolve(parent.width), height: style.maxHeight.resolve(parent.height))
    return (
      size.applyingAspectRatio(ratio).adding(boxAdjustment), min.applyingAspectRatio(ratio).adding(boxAdjustment),
      max.applyingAspectRatio(ratio).adding(boxAdjustment)
    )
  }

  static func boxAdjustment(_ style: FlexStyle, paddingBorder: Sides<Double>) -> FlexSize {
    style.boxSizing == .contentBox ? paddingBorder.sums : .zero
  }

  /// A flex container: its style's size decides what it can; the flex algorithm the rest.
  static func flexContainer(_ node: LayoutNode, _ input: LayoutInput) -> LayoutOutput {
    let style = node.style
    let padding = style.padding.resolveOrZero(input.parentSize.width)
    let border = style.border.resolveOrZero(input.parentSize.width)
    let paddingBorder = (padding + border).sums
    let adjustment = boxAdjustment(style, paddingBorder: padding + border)
    let sizes = styleSizes(style, parent: input.parentSize, boxAdjustment: adjustment)
    var styled = OptSize.none
    if input.inherentSize {
      styled = OptSize(
        width: clamp(sizes.size.width, sizes.min.width, sizes.max.width),
        height: clamp(sizes.size.height, sizes.min.height, sizes.max.height))
    }
    func fixed(_ min: Double?, _ max: Double?) -> Double? {
      if let min, let max, max <= min { return min }
      return nil
    }
    let minMax = OptSize(
      width: fixed(sizes.min.width, sizes.max.width), height: fixed(sizes.min.height, sizes.max.height))
    let preferred = minMax.or(styled)
    let floored = OptSize(
      width: maxOpt(preferred.width, paddingBorder.width), height: maxOpt(preferred.height, paddingBorder.height))
    let known = input.known.or(floored)
    if !input.perform, let width = known.width, let height = known.height {
      return LayoutOutput(size: FlexSize(width: width, height: height))
    }
    var inner = input
    inner.known = known
    inner.knownDefinite = Definiteness(
      width: input.knownDefinite.width || input.known.width == nil,
      height: input.knownDefinite.height || input.known.height == nil)
    var algorithm = FlexAlgorithm(node: node, input: inner)
    return algorithm.run()
  }
}
