import Graphics

/// Id filters: an image is selected when its name (`system/component/variant/state[~modes]@Nx`)
/// contains any of the substrings. No substrings selects everything. A substring with modes,
/// `chip~theme=dark` or `~direction=rtl,theme=dark`, selects by them (issue 39): the text before
/// `~` is found in the name without its modes, and each `axis=value` is among the image's modes,
/// in any order. It lives with the run that draws the selection, so the run asks it directly
/// instead of calling back into a command.
public struct ImageFilter: Hashable, Sendable {
  public var substrings: [String]

  public init(_ substrings: [String] = []) {
    self.substrings = substrings
  }

  public var isEmpty: Bool { substrings.isEmpty }

  /// Whether the filter selects a catalog image, by its name written `system/component/variant/state@Nx`.
  public func matches(_ name: ImageName) -> Bool {
    substrings.isEmpty || substrings.contains { Self.selects($0, name) }
  }

  /// Whether the filter selects a name that is not a catalog image's (a sheet, a stale golden).
  public func matches(_ text: String) -> Bool {
    substrings.isEmpty || substrings.contains { Self.selects($0, text) }
  }

  /// Substrings that match none of `names` (probably typos).
  public func unmatched(in names: [String]) -> [String] {
    substrings.filter { s in !names.contains { Self.selects(s, $0) } }
  }

  /// `filter` as text before `~` and the modes after it; nil when it names no modes that way
  /// (then it is a plain substring, e.g. `selected~direction=rtl@2x`).
  static func modeFilter(_ filter: String) -> (stem: String, modes: [ImageMode])? {
    guard let tilde = filter.firstIndex(of: "~"),
      case .success(let modes) = ImageMode.parseList(filter[filter.index(after: tilde)...])
    else { return nil }
    return (String(filter[..<tilde]), modes)
  }

  static func selects(_ filter: String, _ name: ImageName) -> Bool {
    guard let (stem, modes) = modeFilter(filter) else { return name.description.contains(filter) }
    var bare = name
    bare.modes = []
    return (stem.isEmpty || bare.description.contains(stem)) && modes.allSatisfy(name.modes.contains)
  }

  static func selects(_ filter: String, _ text: String) -> Bool {
    let name = text.hasSuffix(".png") ? String(text.dropLast(4)) : text
    if modeFilter(filter) != nil, let parsed = try? ImageName(parsing: name) { return selects(filter, parsed) }
    return text.contains(filter)
  }
}
