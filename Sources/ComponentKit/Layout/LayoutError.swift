import Graphics

/// Layout problems caused by the input: a size too small for the content a fixture asks for.
/// Thrown rather than drawn, so no part is silently clipped or placed outside its component.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `component` cannot be `width` points wide; `needs` says what does not fit.
  case tooNarrow(component: String, width: Double, needs: String)
  /// A part came out with a negative or non-finite size (negative paddings larger than the
  /// content, for instance).
  case impossibleFrame(part: String, frame: Rect)

  public var description: String {
    switch self {
    case .tooNarrow(let component, let width, let needs):
      "\(component) cannot be \(width.dumped)pt wide: \(needs)"
    case .impossibleFrame(let part, let frame):
      "\(part) would be \(frame.width.dumped)x\(frame.height.dumped)pt: the fixture's paddings, insets or sizes leave "
        + "it no room"
    }
  }
}
