/// justify-content and align-content: the keyword used when there is no room to distribute.
func fallbackAlignment(
  _ mode: ContentAlignment, freeSpace: Double, count: Int, safety: AlignmentSafety = .unsafe
) -> ContentAlignment {
  if safety == .safe && freeSpace <= 0 { return .start }
  guard count <= 1 || freeSpace <= 0 else { return mode }
  switch mode {
  case .stretch, .spaceBetween: return freeSpace <= 0 ? .start : .flexStart
  case .spaceAround, .spaceEvenly: return freeSpace <= 0 ? .start : .center
  default: return mode
  }
}

/// The offset before one item or line: the leading space for the first, the gap plus any
/// distributed space for the others.
func alignmentOffset(
  _ free: Double, count: Int, gap: Double, mode: ContentAlignment, reversed: Bool, first: Bool
) -> Double {
  if first {
    switch mode {
    case .start, .stretch, .spaceBetween: return 0
    case .flexStart: return reversed ? free : 0
    case .end: return free
    case .flexEnd: return reversed ? 0 : free
    case .center: return free / 2
    case .spaceAround: return free >= 0 ? free / Double(count) / 2 : free / 2
    case .spaceEvenly: return free >= 0 ? free / Double(count + 1) : free / 2
    }
  }
  let free = max(free, 0)
  switch mode {
  case .spaceBetween: return gap + free / Double(count - 1)
  case .spaceAround: return gap + free / Double(count)
  case .spaceEvenly: return gap + free / Double(count + 1)
  default: return gap
  }
}
