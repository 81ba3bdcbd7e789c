/// A glyph of Debian's Material icons font (fonts-material-design-icons-iconfont, 3.0.1),
/// named as in that package's `scss/_variables.scss`.
public struct MaterialIcon: Hashable, Sendable {
  public let name: String
  public let codepoint: UInt32

  /// Looks an icon up by its Material name; nil when the name is not in `MaterialIcon.known`.
  public init?(named name: String) {
    guard let codepoint = Self.known[name] else { return nil }
    self.name = name
    self.codepoint = codepoint
  }

  private init(_ name: String, _ codepoint: UInt32) {
    self.name = name
    self.codepoint = codepoint
  }

  public static let check = MaterialIcon("check", 0xE5CA)
  public static let checkCircle = MaterialIcon("check_circle", 0xE86C)
  public static let warning = MaterialIcon("warning", 0xE002)
  public static let error = MaterialIcon("error", 0xE000)
  public static let errorOutline = MaterialIcon("error_outline", 0xE001)
  public static let info = MaterialIcon("info", 0xE88E)
  public static let filterList = MaterialIcon("filter_list", 0xE152)
  public static let accountCircle = MaterialIcon("account_circle", 0xE853)
  public static let cancel = MaterialIcon("cancel", 0xE5C9)
  public static let event = MaterialIcon("event", 0xE878)
  public static let add = MaterialIcon("add", 0xE145)
  public static let favorite = MaterialIcon("favorite", 0xE87D)
  public static let favoriteBorder = MaterialIcon("favorite_border", 0xE87E)

  /// Whether the icon points along the reading direction, so a right-to-left layout draws it
  /// mirrored (as `imageFlippedForRightToLeftLayoutDirection` does); other icons, check marks
  /// among them, keep their shape.
  public var impliesDirection: Bool { Self.directional.contains(name) }

  package static let directional: Set<String> = [
    "arrow_back", "arrow_forward", "chevron_left", "chevron_right", "navigate_before", "navigate_next", "send",
  ]

  /// The icons fixtures may name. Codepoints from the package's `scss/_variables.scss`.
  public static let known: [String: UInt32] = [
    "account_circle": 0xE853, "add": 0xE145, "cancel": 0xE5C9, "category": 0xE574, "check": 0xE5CA,
    "check_circle": 0xE86C, "close": 0xE5CD, "error": 0xE000, "error_outline": 0xE001,
    "event": 0xE878, "favorite": 0xE87D, "favorite_border": 0xE87E, "filter_list": 0xE152,
    "info": 0xE88E, "info_outline": 0xE88F, "inventory": 0xE179, "local_shipping": 0xE558, "shopping_cart": 0xE8CC,
    "image": 0xE3F4, "share": 0xE80D, "send": 0xE163,
    "place": 0xE55F, "schedule": 0xE8B5, "star": 0xE838, "warning": 0xE002,
    "battery_full": 0xE1A4, "battery_alert": 0xE19C, "lens": 0xE3FA, "directions": 0xE52E,
    "arrow_back": 0xE5C4, "arrow_forward": 0xE5C8, "chevron_left": 0xE5CB, "chevron_right": 0xE5CC,
    "navigate_before": 0xE408, "navigate_next": 0xE409,
  ]
}

extension IconSet {
  /// Debian's Material icons font (`MaterialIcon.known`), which Fiori's chips draw with too.
  public static let materialIcons = IconSet(
    name: "Material icon", section: "Material icons", names: Array(MaterialIcon.known.keys))
}
