import Graphics

extension DrawCommand {
  /// The command moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> DrawCommand {
    func move(_ shape: Shape) -> Shape {
      switch shape {
      case .rect(let r): .rect(r.offsetBy(dx: dx, dy: dy))
      case .roundedRect(let r, let radii): .roundedRect(r.offsetBy(dx: dx, dy: dy), radii)
      case .path(let p): .path(p.map { Point(x: $0.x + dx, y: $0.y + dy) })
      }
    }
    switch self {
    case .fill(let shape, let color): return .fill(move(shape), color)
    case .stroke(let shape, let color, let width): return .stroke(move(shape), color, width: width)
    case .text(var run):
      run.frame = run.frame.offsetBy(dx: dx, dy: dy)
      return .text(run)
    case .glyph(var run):
      run.frame = run.frame.offsetBy(dx: dx, dy: dy)
      return .glyph(run)
    case .shadow(var shadow):
      shadow.shape = move(shadow.shape)
      return .shadow(shadow)
    case .pushClip(let shape): return .pushClip(move(shape))
    case .popClip, .pushOpacity, .popOpacity, .beginPart, .endPart: return self
    }
  }
}
