import ComponentKit
import Graphics

/// An `MDCCard` or `MDCCardCollectionCell` with its content (seed "Anatomy": container,
/// thumbnail, header text, secondary text, media, supporting text, buttons, icons, checked icon).
public struct MaterialCard: Hashable, Sendable {
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `MDCCard` (a UIControl): normal and highlighted.
    case card
    /// `MDCCardCollectionCell`: normal, highlighted and selected.
    case cell

    public var states: [ControlState] {
      switch self {
      case .card: [.normal, .highlighted]
      case .cell: [.normal, .highlighted, .selected]
      }
    }
  }

  public enum Look: String, CaseIterable, Hashable, Sendable {
    /// The plain MDCCard / MDCCardCollectionCell (facts §7a, §7b).
    case unthemed
    /// `applyThemeWithScheme:` (facts §7c, standard).
    case themed
    /// `applyOutlinedThemeWithScheme:` (facts §7c, outlined).
    case outlined
  }

  /// Where the selected check sits (facts §7b: right/top by default, with 8pt padding).
  public struct CheckAlignment: Hashable, Sendable {
    public enum Horizontal: String, CaseIterable, Sendable { case left, center, right }
    public enum Vertical: String, CaseIterable, Sendable { case top, center, bottom }
    public var horizontal: Horizontal
    public var vertical: Vertical
    public init(horizontal: Horizontal = .right, vertical: Vertical = .top) {
      self.horizontal = horizontal
      self.vertical = vertical
    }
  }

  /// An icon toggle button in the actions row.
  public struct Toggle: Hashable, Sendable {
    public var icon: MaterialIcon
    public var selectedIcon: MaterialIcon
    public var isSelected: Bool
    public init(icon: MaterialIcon, selectedIcon: MaterialIcon, isSelected: Bool) {
      self.icon = icon
      self.selectedIcon = selectedIcon
      self.isSelected = isSelected
    }
  }

  /// The content a card is composed of, top to bottom.
  public struct Content: Hashable, Sendable {
    public var thumbnail: MaterialIcon?
    public var header: String?
    public var secondary: String?
    /// A generated image area (full width, 16:9) with this icon in its middle.
    public var media: MaterialIcon?
    public var supporting: String?
    /// Titles of text-themed action buttons, leading.
    public var actions: [String]
    /// Icon toggle buttons at the trailing end of the actions row.
    public var toggles: [Toggle]

    public init(
      thumbnail: MaterialIcon? = nil, header: String? = nil, secondary: String? = nil,
      media: MaterialIcon? = nil, supporting: String? = nil, actions: [String] = [], toggles: [Toggle] = []
    ) {
      self.thumbnail = thumbnail
      self.header = header
      self.secondary = secondary
      self.media = media
      self.supporting = supporting
      self.actions = actions
      self.toggles = toggles
    }

    public var isEmpty: Bool {
      thumbnail == nil && header == nil && secondary == nil && media == nil && supporting == nil
        && actions.isEmpty && toggles.isEmpty
    }
  }

  public var kind: Kind
  public var look: Look
  public var state: ControlState
  /// The card's width; its height comes from the content (or `minimumHeight`, whichever is more).
  public var width: Double
  public var minimumHeight: Double
  public var content: Content
  public var appearance: MaterialCardAppearance
  /// Cells only: whether the selected state shows the check and the selected overlay.
  public var isSelectable: Bool
  public var checkAlignment: CheckAlignment
  /// Right to left: the layout mirrors (leading and trailing swap); text and glyphs keep their shapes.
  public var isRightToLeft = false

  public init(
    kind: Kind, look: Look, state: ControlState, width: Double, minimumHeight: Double = 0,
    content: Content, appearance: MaterialCardAppearance, isSelectable: Bool = false,
    checkAlignment: CheckAlignment = CheckAlignment()
  ) {
    self.kind = kind
    self.look = look
    self.state = state
    self.width = width
    self.minimumHeight = minimumHeight
    self.content = content
    self.appearance = appearance
    self.isSelectable = isSelectable
    self.checkAlignment = checkAlignment
  }

  /// facts §7b: the check shows only in the selected state of a selectable cell.
  public var showsCheck: Bool { kind == .cell && isSelectable && state.isSelected }

  /// facts §7a/§7b: the ink at rest covers the card while highlighted and while a selectable
  /// cell is selected.
  public var isInked: Bool { state.isHighlighted || showsCheck }

  /// The actions row's buttons: real text-themed MDCButtons (seed "Buttons").
  public var actionButtons: [MaterialButton] {
    content.actions.map {
      MaterialButton(kind: .text, title: $0, appearance: .themed(.text, scheme: appearance.scheme))
    }
  }

  /// The actions row's icon toggle buttons (seed "Icons"; "Toggle button > Icon").
  public var toggleButtons: [MaterialButton] {
    content.toggles.map {
      MaterialButton(
        kind: .iconToggle, title: "", icon: $0.icon, selectedIcon: $0.selectedIcon,
        state: $0.isSelected ? .selected : .normal, appearance: .themed(.iconToggle, scheme: appearance.scheme))
    }
  }
}

/// What a card draws with, per state where MDC keys it by state.
public struct MaterialCardAppearance: Hashable, Sendable {
  public var background: Color
  public var corners: CornerRadii
  public var borderWidth: StateTable<Double>
  public var borderColor: StateTable<Color>
  public var elevation: StateTable<Double>
  public var inkColor: Color
  public var shadowColor: Color
  public var checkTint: Color
  /// Colours and fonts of the content, from the container scheme.
  public var scheme: MaterialContainerScheme

  /// Header text: onSurface at high emphasis (87%) over the surface.
  public var headerColor: Color {
    scheme.colors.surface.blending(scheme.colors.onSurface, alpha: MaterialCardSpec.highEmphasis)
  }
  /// Secondary and supporting text (and the placeholders' icons): onSurface at 60%.
  public var secondaryColor: Color {
    scheme.colors.surface.blending(scheme.colors.onSurface, alpha: MaterialCardSpec.mediumEmphasis)
  }
  /// The generated thumbnail and media placeholder: onSurface 12% over the surface.
  public var placeholderColor: Color {
    scheme.colors.surface.blending(scheme.colors.onSurface, alpha: MaterialCardSpec.mediaOverlay)
  }

  public static func make(_ kind: MaterialCard.Kind, _ look: MaterialCard.Look, scheme: MaterialContainerScheme)
    -> MaterialCardAppearance
  {
    typealias Spec = MaterialCardSpec
    let c = scheme.colors
    var elevation = StateTable<Double>([.normal: Spec.restingElevation, .highlighted: Spec.pressedElevation])
    if kind == .cell { elevation.set(Spec.pressedElevation, for: .selected) }
    var a = MaterialCardAppearance(
      background: .white, corners: CornerRadii(all: Spec.cornerRadius), borderWidth: StateTable([.normal: 0]),
      borderColor: StateTable(), elevation: elevation, inkColor: Color.black.opacity(Spec.inkOpacity),
      shadowColor: .black, checkTint: Spec.defaultCheckTint, scheme: scheme)
    switch look {
    case .unthemed:
      break
    case .themed:
      a.background = c.surface
      a.corners = CornerRadii(all: scheme.shapes.medium)
      a.elevation = StateTable([.normal: Spec.restingElevation, .highlighted: Spec.restingElevation])
      if kind == .cell {
        a.elevation.set(Spec.restingElevation, for: .selected)
        a.checkTint = c.primary
      }
    case .outlined:
      a.background = c.surface
      a.corners = CornerRadii(all: scheme.shapes.medium)
      a.borderWidth = StateTable([.normal: Spec.outlineWidth])
      a.borderColor = StateTable([.normal: c.onSurface.opacity(Spec.outlineOpacity)])
      // The seed lists elevation 1 for outlined cards; the code sets 0 (facts §7c).
      // docs/spec-decisions.md, "Outlined card elevation".
      a.elevation = StateTable([.normal: Spec.restingElevation])
    }
    return a
  }
}

/// Cards in a grid (seed: "a collection of cards").
public struct MaterialCardCollection: Hashable, Sendable {
  public var cards: [MaterialCard]
  public var columns: Int
  public var width: Double
  /// Right to left: the grid fills from the right and every card mirrors.
  public var isRightToLeft = false

  public init(cards: [MaterialCard], columns: Int, width: Double) {
    self.cards = cards
    self.columns = columns
    self.width = width
  }
}
