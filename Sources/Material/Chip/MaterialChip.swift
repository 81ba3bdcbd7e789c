import ComponentKit
import Graphics

/// An `MDCChipView` (seed "Anatomy": container, thumbnail, text, remove icon).
public struct MaterialChip: Hashable, Sendable {
  /// The seed's four chip types.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Input chips: a thumbnail, the text and a remove icon; they live in a chip field.
    case input
    /// Choice chips: single selection in a set.
    case choice
    /// Filter chips: the selected image (a check) shows only when selected.
    case filter
    /// Action chips: an icon and text; never stay selected (seed "Action chip").
    case action

    /// States the catalog renders. Action chips never keep the selected state (seed), so their
    /// selected combinations are not drawn.
    public var states: [ControlState] {
      switch self {
      case .action: [.normal, .highlighted, .disabled]
      default: ControlState.named.map(\.state)
      }
    }
  }

  /// The seed's theming variants plus the unthemed default look.
  public enum Look: String, CaseIterable, Hashable, Sendable {
    case unthemed
    case themed
    case outlined
  }

  public var kind: Kind
  public var title: String
  /// Thumbnail (`imageView`).
  public var image: MaterialIcon?
  /// `selectedImageView`: shown only when selected.
  public var selectedImage: MaterialIcon?
  /// The remove icon (accessory view).
  public var accessory: MaterialIcon?
  public var state: ControlState
  public var appearance: MaterialChipAppearance
  public var isRightToLeft: Bool

  public init(
    kind: Kind, title: String, image: MaterialIcon? = nil, selectedImage: MaterialIcon? = nil,
    accessory: MaterialIcon? = nil, state: ControlState = .normal,
    appearance: MaterialChipAppearance, isRightToLeft: Bool = false
  ) {
    self.kind = kind
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.accessory = accessory
    self.state = state
    self.appearance = appearance
    self.isRightToLeft = isRightToLeft
  }

  /// MDC `showSelectedImageView`: selected and a selected image exists.
  public var showsSelectedImage: Bool { state.isSelected && selectedImage != nil }
}

extension MaterialChip.Kind {
  /// The seed's icons for each type: input chips carry a thumbnail and a remove icon, filter
  /// chips a check as their selected image, action chips an icon.
  public var defaultIcons: (image: MaterialIcon?, selected: MaterialIcon?, accessory: MaterialIcon?) {
    switch self {
    case .input: (.accountCircle, nil, .cancel)
    case .choice: (nil, nil, nil)
    case .filter: (nil, .check, nil)
    case .action: (.event, nil, nil)
    }
  }
}
