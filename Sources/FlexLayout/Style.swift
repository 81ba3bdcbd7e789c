/// A length in a style: automatic, points, or a fraction of the containing block (0.5 is 50%).
/// The sizing keywords apply to width, height and flex-basis (elsewhere they count as auto):
/// Figma's "hug" is `fitContent` (or auto), "fill" on the cross axis is `stretch`.
public enum Dimension: Sendable, Equatable {
  case auto
  case points(Double)
  case percent(Double)
  /// The content's narrowest size (every break taken), its widest (none taken), and the widest
  /// that fits the room (never narrower than the narrowest).
  case minContent, maxContent, fitContent
  /// The containing block's size less the item's margins.
  case stretch
  /// flex-basis only: the content's size, whatever width or height says.
  case content

  /// The length against `basis` (the containing block's size); nil for auto or a percentage of an
  /// unknown size.
  func resolve(_ basis: Double?) -> Double? {
    switch self {
    case .auto: return nil
    case .points(let value): return value
    case .percent(let fraction): return basis.map { $0 * fraction }
    default: return nil
    }
  }

  /// How a sizing keyword sizes a box: an exact size, or the room to measure its content in.
  enum KeywordSize {
    case exact(Double)
    case measure(AvailableSpace)
  }

  /// The keyword's sizing given the stretched size (nil when unknown); nil for other values.
  func keywordSize(stretch: Double?) -> KeywordSize? {
    switch self {
    case .minContent: return .measure(.minContent)
    case .maxContent: return .measure(.maxContent)
    case .fitContent: return stretch.map { .measure(.definite($0)) }
    case .stretch: return stretch.map { .exact($0) }
    default: return nil
    }
  }

  var isAuto: Bool { self == .auto }

  var isSizingKeyword: Bool { [.minContent, .maxContent, .fitContent, .stretch].contains(self) }
}

public enum FlexDirection: Sendable, Equatable { case row, column, rowReverse, columnReverse }
public enum FlexWrap: Sendable, Equatable { case noWrap, wrap, wrapReverse }
public enum LayoutDirection: Sendable, Equatable { case ltr, rtl }
public enum BoxSizing: Sendable, Equatable { case borderBox, contentBox }
public enum Display: Sendable, Equatable { case flex, none }
public enum Position: Sendable, Equatable { case relative, absolute }

/// What happens to content beyond a box: hidden and scroll make the box a scroll container,
/// whose automatic minimum size is 0; scroll also reserves room for a scrollbar.
public enum Overflow: Sendable, Equatable {
  case visible, clip, hidden, scroll

  var isScrollContainer: Bool { self == .hidden || self == .scroll }
}

/// Alignment of one item on the cross axis (align-items, align-self).
public enum ItemAlignment: Sendable, Equatable {
  case start, end, flexStart, flexEnd, center, stretch, selfStart, selfEnd
  /// In a row, items' first baselines line up (a leaf's baseline is its bottom edge).
  case baseline
}

/// Distribution of free space between items or lines (justify-content, align-content).
public enum ContentAlignment: Sendable, Equatable {
  case start, end, flexStart, flexEnd, center, stretch, spaceBetween, spaceAround, spaceEvenly
}

/// Safe alignment falls back to start when the item or content would overflow its container.
public enum AlignmentSafety: Sendable, Equatable { case unsafe, safe }

/// Four values, one per physical side.
public struct Sides<Value: Sendable & Equatable>: Sendable, Equatable {
  public var top: Value
  public var right: Value
  public var bottom: Value
  public var left: Value

  public init(top: Value, right: Value, bottom: Value, left: Value) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  public init(all value: Value) { self.init(top: value, right: value, bottom: value, left: value) }

  func map<T>(_ transform: (Value) -> T) -> Sides<T> {
    Sides<T>(top: transform(top), right: transform(right), bottom: transform(bottom), left: transform(left))
  }
}

/// The CSS properties the engine reads: a flexbox subset close to Figma auto layout.
public struct FlexStyle: Sendable, Equatable {
  public var display: Display = .flex
  public var position: Position = .relative
  public var direction: LayoutDirection = .ltr
  public var flexDirection: FlexDirection = .row
  public var flexWrap: FlexWrap = .noWrap
  /// flex-wrap: balance: wrapped lines of even length instead of greedy breaks.
  public var balancesLines = false
  /// The fewest lines a wrapping container breaks into (flex-line-count); the cross space
  /// items measure in is shared between that many lines.
  public var minimumLineCount = 1
  public var boxSizing: BoxSizing = .borderBox
  public var alignItems: ItemAlignment? = nil
  public var alignSelf: ItemAlignment? = nil
  public var alignContent: ContentAlignment? = nil
  public var justifyContent: ContentAlignment? = nil
  public var alignItemsSafety: AlignmentSafety = .unsafe
  public var alignSelfSafety: AlignmentSafety = .unsafe
  public var alignContentSafety: AlignmentSafety = .unsafe
  public var justifyContentSafety: AlignmentSafety = .unsafe
  public var flexGrow: Double = 0
  public var flexShrink: Double = 1
  public var flexBasis: Dimension = .auto
  public var width: Dimension = .auto
  public var height: Dimension = .auto
  public var minWidth: Dimension = .auto
  public var minHeight: Dimension = .auto
  public var maxWidth: Dimension = .auto
  public var maxHeight: Dimension = .auto
  public var inset = Sides<Dimension>(all: .auto)
  public var margin = Sides<Dimension>(all: .points(0))
  public var padding = Sides<Dimension>(all: .points(0))
  public var border = Sides<Dimension>(all: .points(0))
  /// Space between items of a row (column-gap) and between rows (row-gap).
  public var columnGap: Dimension = .points(0)
  public var rowGap: Dimension = .points(0)
  /// Width divided by height.
  public var aspectRatio: Double? = nil
  public var overflowX: Overflow = .visible
  public var overflowY: Overflow = .visible
  /// The room a scrollbar takes in a box whose overflow is scroll.
  public var scrollbarWidth: Double = 0

  public init() {}

  /// The room scrollbars take: across (width) for a vertical one, down (height) for a horizontal one.
  var scrollbarGutter: FlexSize {
    FlexSize(width: overflowY == .scroll ? scrollbarWidth : 0, height: overflowX == .scroll ? scrollbarWidth : 0)
  }

  var isScrollContainer: Bool { overflowX.isScrollContainer || overflowY.isScrollContainer }
}
