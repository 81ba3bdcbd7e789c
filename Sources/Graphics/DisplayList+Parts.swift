/// The part each command draws, as lowering declared it with `beginPart`/`endPart`.
extension DisplayList {
  /// For each command (same indices as `commands`), the dotted path of the parts open around it
  /// (`chip-2.label`), nil outside every part. A marker gets the path of the part it opens or
  /// closes. An `endPart` without a `beginPart` is ignored.
  public var partPaths: [String?] {
    var open: [String] = []
    var paths: [String?] = []
    paths.reserveCapacity(commands.count)
    for command in commands {
      switch command {
      case .beginPart(let name):
        open.append(name)
        paths.append(open.joined(separator: "."))
      case .endPart:
        paths.append(open.isEmpty ? nil : open.joined(separator: "."))
        _ = open.popLast()
      default:
        paths.append(open.isEmpty ? nil : open.joined(separator: "."))
      }
    }
    return paths
  }
}

extension DrawCommand {
  /// Whether it draws nothing and only names a part (`beginPart`, `endPart`).
  public var isPartMarker: Bool {
    switch self {
    case .beginPart, .endPart: true
    default: false
    }
  }
}

extension Array where Element == DrawCommand {
  /// These commands as drawing the part `name` (inside any part already open around them):
  /// bracketed in `beginPart(name)`/`endPart`; empty stays empty.
  public func inPart(_ name: String) -> [DrawCommand] {
    isEmpty ? [] : [.beginPart(name)] + self + [.endPart]
  }
}

extension DrawCommand {
  /// This command as drawing the part `name` (see `Array.inPart`).
  public func inPart(_ name: String) -> [DrawCommand] { [.beginPart(name), self, .endPart] }
}
