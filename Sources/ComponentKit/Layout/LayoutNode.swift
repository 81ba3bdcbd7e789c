import Graphics

/// The layout pass's output: a tree of named anatomy parts with frames in points, in the
/// coordinate space of the image (top-left origin).
public struct LayoutNode: Hashable, Sendable {
  /// The anatomy name from the spec ("container", "label", "check-mark", "chip-2", ...).
  public var name: String
  public var frame: Rect
  public var children: [LayoutNode]

  public init(_ name: String, frame: Rect, children: [LayoutNode] = []) {
    self.name = name
    self.frame = frame
    self.children = children
  }

  /// The tree moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> LayoutNode {
    LayoutNode(
      name, frame: frame.offsetBy(dx: dx, dy: dy),
      children: children.map { $0.offsetBy(dx: dx, dy: dy) })
  }

  /// The first node (this one, then descendants depth first) with a negative or non-finite
  /// frame: this node's name for itself, else its dotted path below it, as in `parts`. Paths are
  /// built only for the answer, so checking every rendering stays cheap.
  public func firstImpossibleFrame() -> (path: String, frame: Rect)? {
    if !frame.isPossible { return (name, frame) }
    for child in children { if let bad = child.impossiblePath() { return bad } }
    return nil
  }

  /// Like `firstImpossibleFrame`, with this node's name leading the path.
  private func impossiblePath() -> (path: String, frame: Rect)? {
    if !frame.isPossible { return (name, frame) }
    for child in children { if let bad = child.impossiblePath() { return ("\(name).\(bad.path)", bad.frame) } }
    return nil
  }

  /// Every descendant as a dotted path below this node ("chip-1.label") with its frame,
  /// depth first in tree order. The root itself is not included.
  public var parts: [(path: String, frame: Rect)] {
    children.flatMap { child in
      [(child.name, child.frame)] + child.parts.map { ("\(child.name).\($0.path)", $0.frame) }
    }
  }

  /// The first descendant at a dotted path, if any.
  public func part(_ path: String) -> Rect? {
    parts.first { $0.path == path }?.frame
  }

  /// An indented tree, one node per line: `name x,y wxh`. Stable; used in text goldens.
  public func dump() -> String {
    var lines: [String] = []
    func visit(_ node: LayoutNode, _ depth: Int) {
      lines.append(String(repeating: "  ", count: depth) + "\(node.name) \(node.frame.dumped)")
      for child in node.children { visit(child, depth + 1) }
    }
    visit(self, 0)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Rect {
  /// Finite, with no negative side.
  fileprivate var isPossible: Bool {
    [x, y, width, height].allSatisfy(\.isFinite) && width >= 0 && height >= 0
  }
}
