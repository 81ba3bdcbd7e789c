import Graphics

/// Id filters: an image is selected when its name (`system/component/variant/state@Nx`)
/// contains any of the substrings. No substrings selects everything. It lives with the run
/// that draws the selection, so the run asks it directly instead of calling back into a command.
public struct ImageFilter: Hashable, Sendable {
  public var substrings: [String]

  public init(_ substrings: [String] = []) {
    self.substrings = substrings
  }

  public var isEmpty: Bool { substrings.isEmpty }

  /// Whether the filter selects a catalog image, by its name written `system/component/variant/state@Nx`.
  public func matches(_ name: ImageName) -> Bool {
    substrings.isEmpty || matches(name.description)
  }

  /// Whether the filter selects a name that is not a catalog image's (a sheet, a stale golden).
  public func matches(_ text: String) -> Bool {
    substrings.isEmpty || substrings.contains { text.contains($0) }
  }

  /// Substrings that match none of `names` (probably typos).
  public func unmatched(in names: [String]) -> [String] {
    substrings.filter { s in !names.contains { $0.contains(s) } }
  }
}
