/// One in-flow child during the flex algorithm: its resolved style and the sizes the steps find.
struct FlexItem {
  var index: Int
  var node: LayoutNode
  var size: OptSize
  var minSize: OptSize
  var maxSize: OptSize
  var aspectRatio: Double?
  var inset: Sides<Double?>
  var margin: Sides<Double>
  var marginIsAuto: Sides<Bool>
  var padding: Sides<Double>
  var border: Sides<Double>
  var alignSelf: ItemAlignment
  var flexGrow: Double
  var flexShrink: Double

  var flexBasisIsDefinite = false
  var flexBasis = 0.0
  var innerFlexBasis = 0.0
  var violation = 0.0
  var frozen = false
  var resolvedMinMain = 0.0
  var hypotheticalInner = FlexSize.zero
  var hypotheticalOuter = FlexSize.zero
  var target = FlexSize.zero
  var outerTarget = FlexSize.zero
  var contentFlexFraction = 0.0
  /// The first baseline: from the item's margin edge while aligning, from the container's
  /// border edge once placed.
  var baseline = 0.0
  var offsetMain = 0.0
  var offsetCross = 0.0
  var frame: LayoutBox? = nil

  var paddingBorder: Sides<Double> { padding + border }
}

/// A run of items laid out together on the main axis.
struct FlexLine {
  var items: Range<Int>
  var crossSize = 0.0
  var offsetCross = 0.0
}

/// What the steps share about the container.
struct FlexConstants {
  var row: Bool
  var reverse: Bool
  var wrap: Bool
  var wrapReverse: Bool
  var balance: Bool
  var lineCount: Int?
  var rtl: Bool
  var minSize: OptSize
  var maxSize: OptSize
  var margin: Sides<Double>
  var border: Sides<Double>
  var contentInset: Sides<Double>
  var scrollbarGutter: FlexSize
  var gap: FlexSize
  var alignItems: ItemAlignment
  var alignContent: ContentAlignment
  var justifyContent: ContentAlignment?
  var nodeOuter: OptSize
  var nodeInner: OptSize
  var mainSizeIsDefinite: Bool
  var hasDefiniteMain: Bool
  var hasDefiniteCross: Bool
  var crossAvailableIsDefinite: Bool
  var containerSize = FlexSize.zero
  var innerContainerSize = FlexSize.zero
}
