/// Layout problems caused by the input: a size too small for the content a fixture asks for.
/// Thrown rather than drawn, so no part is silently clipped or placed outside its component.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `component` cannot be `width` points wide; `needs` says what does not fit.
  case tooNarrow(component: String, width: Double, needs: String)

  public var description: String {
    switch self {
    case .tooNarrow(let component, let width, let needs):
      "\(component) cannot be \(width.dumped)pt wide: \(needs)"
    }
  }
}
