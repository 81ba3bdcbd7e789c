import ComponentKit
import Graphics

/// One part of the anatomy: a stack of parts, a text or an icon, with its properties. Its name
/// is its anatomy name (`container`, `label`): layout frames, draw commands, redlines and rules
/// use it; names are unique in a component.
public struct PartDeclaration: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable { case stack, text, icon }

  public var name: String
  public var kind: Kind
  public var properties: PartProperties
  public var children: [PartDeclaration]

  public init(name: String, kind: Kind, properties: PartProperties = PartProperties(), children: [PartDeclaration] = [])
  {
    self.name = name
    self.kind = kind
    self.properties = properties
    self.children = children
  }

  /// This part and every part below it, depth first.
  public var allParts: [PartDeclaration] { [self] + children.flatMap(\.allParts) }

  /// The part and its children with each limit a prop sets taken from `props`.
  func withSizes(from props: [String: PropValue]) -> PartDeclaration {
    var part = self
    for (key, name) in properties.sizeProps {
      guard case .number(let value) = props[name] else { continue }
      switch key {
      case "min-width": part.properties.minWidth = value
      case "max-width": part.properties.maxWidth = value
      case "min-height": part.properties.minHeight = value
      default: part.properties.maxHeight = value
      }
    }
    part.children = children.map { $0.withSizes(from: props) }
    return part
  }

  /// The part with each part's patch of `patches` applied, in order.
  public func applying(_ patches: [PartPatch]) -> PartDeclaration {
    var part = self
    for patch in patches where patch.part == name { part.properties.merge(patch.properties) }
    part.children = children.map { $0.applying(patches) }
    return part
  }
}

/// Every property a part may have; nil is "not set" (a default applies, or an override leaves it).
/// Names follow Figma's auto layout: `layout` (layoutMode), `gap` (itemSpacing), `padding`,
/// `primary-axis-align`, `counter-axis-align`, `wrap`, sizing `hug`/`fill`/fixed, `corner-radius`,
/// `fill`, `stroke`, `opacity`.
public struct PartProperties: Hashable, Sendable {
  // Any part.
  public var width: Sizing?
  public var height: Sizing?
  public var minWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var maxHeight: Double?
  /// Limits a number prop sets (`max-width: "{max-width}"`), by key: the prop's value replaces
  /// the limit's for each image.
  public var sizeProps: [String: String] = [:]
  public var cornerRadius: Radius?
  public var fill: ColorRef?
  public var stroke: Stroke?
  public var opacity: Double?
  /// A translucent layer filled over the part's fill and stroke, under its children (Material's
  /// ink or state layer: a pressed button's overlay).
  public var ink: ColorRef?
  /// An elevation role's name: its shadows drawn under the part.
  public var elevation: String?
  public var visible: Visibility?
  // Stacks.
  public var layout: StackLayout?
  public var padding: Insets?
  public var gap: Double?
  public var counterAxisGap: Double?
  public var primaryAxisAlign: PrimaryAlign?
  public var counterAxisAlign: CounterAlign?
  public var wrap: Bool?
  // Text.
  public var text: String?
  public var textStyle: String?
  public var color: ColorRef?
  public var maxLines: Int?
  /// Where a one-line text too long for its frame loses characters (default: the tail).
  public var truncation: Truncation?
  /// The text as shown: as written, or uppercased (Material's button titles).
  public var textTransform: TextTransform?
  // Icons.
  public var icon: String?
  public var size: Double?
  public var tint: ColorRef?

  public init() {}

  /// Each property `other` sets replaces this one's.
  public mutating func merge(_ other: PartProperties) {
    func take<T>(_ key: WritableKeyPath<PartProperties, T?>) {
      if let value = other[keyPath: key] { self[keyPath: key] = value }
    }
    take(\.width)
    take(\.height)
    take(\.minWidth)
    take(\.maxWidth)
    take(\.minHeight)
    take(\.maxHeight)
    // A limit written in points replaces one a prop gave, and the other way round.
    for (key, value) in [
      ("min-width", other.minWidth), ("max-width", other.maxWidth), ("min-height", other.minHeight),
      ("max-height", other.maxHeight),
    ] where value != nil {
      sizeProps[key] = nil
    }
    for (key, prop) in other.sizeProps { sizeProps[key] = prop }
    take(\.cornerRadius)
    take(\.fill)
    take(\.stroke)
    take(\.opacity)
    take(\.ink)
    take(\.elevation)
    take(\.visible)
    take(\.layout)
    take(\.padding)
    take(\.gap)
    take(\.counterAxisGap)
    take(\.primaryAxisAlign)
    take(\.counterAxisAlign)
    take(\.wrap)
    take(\.text)
    take(\.textStyle)
    take(\.color)
    take(\.maxLines)
    take(\.truncation)
    take(\.textTransform)
    take(\.icon)
    take(\.size)
    take(\.tint)
  }
}

/// How a text part shows its text (CSS's text-transform).
public enum TextTransform: String, Hashable, Sendable, CaseIterable {
  case none, uppercase

  func apply(_ text: String) -> String { self == .uppercase ? text.uppercased() : text }
}

/// Figma's resizing per axis: hug contents, fill the container, or a fixed size in points.
public enum Sizing: Hashable, Sendable {
  case hug, fill
  case fixed(Double)
}

public enum StackLayout: String, Hashable, Sendable, CaseIterable {
  case horizontal, vertical, overlay
}

/// Along the stack (Figma's primaryAxisAlignItems).
public enum PrimaryAlign: String, Hashable, Sendable, CaseIterable {
  case start, center, end
  case spaceBetween = "space-between"
}

/// Across the stack (Figma's counterAxisAlignItems).
public enum CounterAlign: String, Hashable, Sendable, CaseIterable {
  case start, center, end, baseline
}

/// Padding by logical side: start and end swap in right to left.
public struct Insets: Hashable, Sendable {
  public var top: Double
  public var end: Double
  public var bottom: Double
  public var start: Double

  public init(top: Double, end: Double, bottom: Double, start: Double) {
    self.top = top
    self.end = end
    self.bottom = bottom
    self.start = start
  }

  public init(all value: Double) { self.init(top: value, end: value, bottom: value, start: value) }
}

/// A colour: written (`"#RRGGBB"`, `"#RRGGBBAA"`) or a theme role's name.
public enum ColorRef: Hashable, Sendable {
  case literal(Color)
  case role(String)
}

/// A corner: points, `full` (half the shorter side: a pill) or a shape role's name.
public enum RadiusValue: Hashable, Sendable {
  case points(Double)
  case full
  case role(String)
}

/// Corner radii by logical corner (start and end swap in right to left).
public struct Radius: Hashable, Sendable {
  public var topStart: RadiusValue
  public var topEnd: RadiusValue
  public var bottomEnd: RadiusValue
  public var bottomStart: RadiusValue

  public init(topStart: RadiusValue, topEnd: RadiusValue, bottomEnd: RadiusValue, bottomStart: RadiusValue) {
    self.topStart = topStart
    self.topEnd = topEnd
    self.bottomEnd = bottomEnd
    self.bottomStart = bottomStart
  }

  public init(all value: RadiusValue) {
    self.init(topStart: value, topEnd: value, bottomEnd: value, bottomStart: value)
  }
}

/// An outline along the part's edge (Figma's stroke): inside it by default, centred on it, or
/// outside it (where it can reach past the canvas unless a margin holds it).
public struct Stroke: Hashable, Sendable {
  public enum Align: String, Hashable, Sendable, CaseIterable { case inside, center, outside }

  public var weight: Double
  public var color: ColorRef
  public var align: Align
  /// A weight per logical side (Figma's individual strokes); `weight` is then the largest.
  public var sides: Insets?

  public init(weight: Double, color: ColorRef, align: Align = .inside, sides: Insets? = nil) {
    self.weight = weight
    self.color = color
    self.align = align
    self.sides = sides
  }
}

/// Whether a part is drawn and laid out: always, never, or as a boolean prop says.
public enum Visibility: Hashable, Sendable {
  case always(Bool)
  case prop(String, negated: Bool)
}
