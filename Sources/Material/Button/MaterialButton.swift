import ComponentKit
import Graphics

/// An `MDCButton` (seed "Anatomy": text label, container, icon).
public struct MaterialButton: Hashable, Sendable {
  /// The seed's button types.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case text, outlined, contained
    /// The icon toggle button (seed "Toggle button > Icon"), as used in cards.
    case iconToggle = "icon-toggle"

    /// States the catalog renders: only the icon toggle has a selected state.
    public var states: [ControlState] {
      switch self {
      case .iconToggle: [.normal, .selected, .highlighted, .disabled]
      default: [.normal, .highlighted, .disabled]
      }
    }
  }

  public enum Look: String, CaseIterable, Hashable, Sendable {
    /// The plain `MDCButton` before any theming (facts §6a); the same for every type.
    case unthemed
    /// `applyTextTheme` / `applyOutlinedTheme` / `applyContainedTheme` (facts §6b).
    case themed
  }

  public var kind: Kind
  /// The title as written; buttons show it uppercased (`uppercaseTitle`).
  public var title: String
  /// The leading icon (`setImage:forState:` normal).
  public var icon: MaterialIcon?
  /// The icon shown when selected (icon toggle: the filled variant).
  public var selectedIcon: MaterialIcon?
  public var state: ControlState
  public var appearance: MaterialButtonAppearance
  /// When set, the button is at most this wide and a longer title is cut in the middle.
  public var maxWidth: Double?
  /// Right to left: the layout mirrors (leading and trailing swap); text and glyphs keep their shapes.
  public var isRightToLeft = false

  public init(
    kind: Kind, title: String, icon: MaterialIcon? = nil, selectedIcon: MaterialIcon? = nil,
    state: ControlState = .normal, appearance: MaterialButtonAppearance, maxWidth: Double? = nil
  ) {
    self.kind = kind
    self.title = title
    self.icon = icon
    self.selectedIcon = selectedIcon
    self.state = state
    self.appearance = appearance
    self.maxWidth = maxWidth
  }

  /// The icon for the current state.
  public var currentIcon: MaterialIcon? {
    state.isSelected ? (selectedIcon ?? icon) : icon
  }

  /// What the title label shows.
  public var displayedTitle: String {
    appearance.uppercaseTitle ? title.uppercased() : title
  }
}
