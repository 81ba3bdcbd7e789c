import FlexLayout

/// Reads a test file's CSS attributes into a `FlexStyle`, naming each feature the engine lacks.
struct StyleReader {
  /// Features the case uses that the engine does not offer (each named once).
  var unsupported: Set<String> = []

  mutating func style(_ attributes: [String: String]) -> FlexStyle {
    var style = FlexStyle()
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) { apply(name, value, to: &style) }
    return style
  }

  private mutating func apply(_ name: String, _ value: String, to style: inout FlexStyle) {
    switch name {
    case "display":
      switch value {
      case "flex": style.display = .flex
      case "none": style.display = .none
      default: unsupported.insert("display: \(value)")
      }
    case "position":
      style.position = keyword(name, value, ["relative": .relative, "absolute": .absolute]) ?? .relative
      if style.position == .absolute && !Self.absoluteSupported { unsupported.insert("position: absolute") }
    case "direction": style.direction = keyword(name, value, ["ltr": .ltr, "rtl": .rtl]) ?? .ltr
    case "flex-direction":
      style.flexDirection =
        keyword(
          name, value,
          ["row": .row, "column": .column, "row-reverse": .rowReverse, "column-reverse": .columnReverse]) ?? .row
    case "flex-wrap":
      let balanced = ["balance": FlexWrap.wrap, "wrap balance": .wrap, "wrap-reverse balance": .wrapReverse]
      style.balancesLines = balanced[value] != nil
      style.flexWrap =
        balanced[value]
        ?? keyword(name, value, ["nowrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse]) ?? .noWrap
    case "flex-line-count":
      style.minimumLineCount =
        Int(value)
        ?? {
          unsupported.insert(name)
          return 1
        }()
    case "box-sizing":
      style.boxSizing = keyword(name, value, ["border-box": .borderBox, "content-box": .contentBox]) ?? .borderBox
    case "align-items":
      (style.alignItemsSafety, style.alignItems) = aligned(name, value, Self.itemAlignments)
    case "align-self":
      (style.alignSelfSafety, style.alignSelf) = aligned(name, value, Self.itemAlignments)
    case "align-content":
      (style.alignContentSafety, style.alignContent) = aligned(name, value, Self.contentAlignments)
    case "justify-content":
      (style.justifyContentSafety, style.justifyContent) = aligned(name, value, Self.contentAlignments)
    case "flex-grow": style.flexGrow = number(name, value) ?? 0
    case "flex-shrink": style.flexShrink = number(name, value) ?? 1
    case "aspect-ratio": style.aspectRatio = number(name, value)
    case "overflow-x":
      style.overflowX = keyword(name, value, Self.overflows) ?? .visible
    case "overflow-y":
      style.overflowY = keyword(name, value, Self.overflows) ?? .visible
    case "scrollbar-width": style.scrollbarWidth = number(name, value) ?? 0
    default: applyLength(name, value, to: &style)
    }
  }

  private mutating func applyLength(_ name: String, _ value: String, to style: inout FlexStyle) {
    let sides: [String: WritableKeyPath<Sides<Dimension>, Dimension>] = [
      "top": \.top, "right": \.right, "bottom": \.bottom, "left": \.left,
    ]
    let direct: [String: WritableKeyPath<FlexStyle, Dimension>] = [
      "width": \.width, "height": \.height, "min-width": \.minWidth, "min-height": \.minHeight,
      "max-width": \.maxWidth, "max-height": \.maxHeight, "flex-basis": \.flexBasis, "row-gap": \.rowGap,
      "column-gap": \.columnGap,
    ]
    if let path = direct[name] {
      style[keyPath: path] = length(name, value, autoAllowed: !name.hasSuffix("gap")) ?? .auto
    } else if name == "gap", let gap = length(name, value, autoAllowed: false) {
      style.rowGap = gap
      style.columnGap = gap
    } else if let side = sides[name] {
      style.inset[keyPath: side] = length(name, value, autoAllowed: true) ?? .auto
    } else if let dash = name.firstIndex(of: "-"), let side = sides[String(name[name.index(after: dash)...])] {
      let group = String(name[..<dash])
      let dimension = length(name, value, autoAllowed: group == "margin") ?? .points(0)
      switch group {
      case "margin": style.margin[keyPath: side] = dimension
      case "padding": style.padding[keyPath: side] = dimension
      case "border": style.border[keyPath: side] = dimension
      default: unsupported.insert(name)
      }
    } else {
      unsupported.insert(name)
    }
  }

  private mutating func keyword<T>(_ name: String, _ value: String, _ table: [String: T]) -> T? {
    if let found = table[value] { return found }
    unsupported.insert("\(name): \(value)")
    return nil
  }

  /// An alignment keyword, optionally preceded by `safe` or `unsafe`.
  private mutating func aligned<T>(_ name: String, _ value: String, _ table: [String: T]) -> (AlignmentSafety, T?) {
    let words = value.split(separator: " ").map(String.init)
    if words.count == 2, let safety = ["safe": AlignmentSafety.safe, "unsafe": .unsafe][words[0]] {
      return (safety, keyword(name, words[1], table))
    }
    return (.unsafe, keyword(name, value, table))
  }

  private mutating func number(_ name: String, _ value: String) -> Double? {
    if let number = Double(value) { return number }
    unsupported.insert("\(name): \(value)")
    return nil
  }

  /// `10px`, `50%` or `auto`; a sizing keyword (min-content, stretch, ...) is a missing feature.
  private mutating func length(_ name: String, _ value: String, autoAllowed: Bool) -> Dimension? {
    if value == "auto" && autoAllowed { return .auto }
    let keywords: [String: Dimension] = [
      "min-content": .minContent, "max-content": .maxContent, "fit-content": .fitContent, "stretch": .stretch,
    ]
    let keywordProperties: Set = ["width", "height", "flex-basis"]
    if keywordProperties.contains(name), let keyword = keywords[value] { return keyword }
    if name == "flex-basis" && value == "content" { return .content }
    if value.hasSuffix("px"), let number = Double(value.dropLast(2)) { return .points(number) }
    if value.hasSuffix("%"), let number = Double(value.dropLast()) { return .percent(number / 100) }
    if value == "0", let number = Double(value) { return .points(number) }
    unsupported.insert(value.first?.isLetter == true ? "sizing keyword \(value)" : "\(name): \(value)")
    return nil
  }

  static let absoluteSupported = true

  static let overflows: [String: Overflow] = [
    "visible": .visible, "clip": .clip, "hidden": .hidden, "scroll": .scroll,
  ]

  static let itemAlignments: [String: ItemAlignment] = [
    "start": .start, "end": .end, "flex-start": .flexStart, "flex-end": .flexEnd, "center": .center,
    "stretch": .stretch, "self-start": .selfStart, "self-end": .selfEnd, "baseline": .baseline,
  ]

  static let contentAlignments: [String: ContentAlignment] = [
    "start": .start, "end": .end, "flex-start": .flexStart, "flex-end": .flexEnd, "center": .center,
    "stretch": .stretch, "space-between": .spaceBetween, "space-around": .spaceAround,
    "space-evenly": .spaceEvenly,
  ]
}
