import ComponentKit
import Graphics

/// One rendered image as the audit reads it: what was asked for (component, theme, state), what
/// layout placed (frames in points) and what was drawn (the display list and the pixels).
public struct AuditImage: Sendable {
  /// `system/component/variant/state@Nx`: the image's name, typed.
  public var imageName: ImageName
  /// `system/component/variant/state`.
  public var id: String { imageName.id }
  public var variant: String { imageName.variant }
  public var state: String { imageName.state }
  public var scale: Int { imageName.scale }
  public var component: Component
  public var theme: Theme
  public var rendering: Rendering {
    didSet {
      (parts, partNames) = Self.parts(of: rendering)
      commandParts = rendering.displayList.partPaths
    }
  }
  public var bitmap: Bitmap
  /// Every anatomy part with its dotted path, in tree order (kept with `rendering`: the rules
  /// read them many times per image).
  public private(set) var parts: [(path: String, frame: Rect)]
  /// Each part's path split into names, for `parts(named:)`.
  private var partNames: [[Substring]]
  /// The part each display-list command draws, as lowering declared it (`DisplayList.partPaths`).
  private var commandParts: [String?]

  public init(name: ImageName, component: Component, theme: Theme, rendering: Rendering, bitmap: Bitmap) {
    self.imageName = name
    self.component = component
    self.theme = theme
    self.rendering = rendering
    self.bitmap = bitmap
    (parts, partNames) = Self.parts(of: rendering)
    commandParts = rendering.displayList.partPaths
  }

  /// The part the display list's command at `index` draws, or `canvas` outside every part.
  func part(ofCommand index: Int) -> String {
    index < commandParts.count ? commandParts[index] ?? "canvas" : "canvas"
  }

  private static func parts(of rendering: Rendering) -> ([(path: String, frame: Rect)], [[Substring]]) {
    let parts = rendering.layout.parts
    return (parts, parts.map { PartPattern.names(of: $0.path) })
  }

  /// `id@Nx`, the name findings carry.
  public var name: String { imageName.description }

  /// The parts a rule's `part` names (`SpecRule.part(_:matches:)`): `container` is every
  /// `container` and `chip-1.container`; `/name` only the top-level `name`.
  func parts(named pattern: String) -> [(path: String, frame: Rect)] {
    let pattern = PartPattern(pattern)
    return zip(parts, partNames).filter { pattern.matches($0.1) }.map(\.0)
  }

  /// The part at `path`'s sibling named `name` (`chip-1.label` → `chip-1.container`).
  func sibling(of path: String, named name: String) -> (path: String, frame: Rect)? {
    let prefix = path.split(separator: ".").dropLast().joined(separator: ".")
    let wanted = prefix.isEmpty ? name : "\(prefix).\(name)"
    return parts.first { $0.path == wanted }
  }

  /// Whether the component reads right to left (its leading edge is on the right).
  var isRightToLeft: Bool { component.model.isRightToLeft }

  /// Whether the part at `path` is placed right to left: the image is, and the part is not one
  /// the spec places absolutely (`partsKeepingTheirSide`).
  func readsRightToLeft(_ path: String) -> Bool {
    guard isRightToLeft, let last = path.split(separator: ".").last else { return false }
    return !component.model.partsKeepingTheirSide.contains(String(last))
  }
}
