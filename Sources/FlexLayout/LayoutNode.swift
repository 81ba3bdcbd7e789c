/// A node during one layout: the tree's values plus what was already computed for each input,
/// so that a parent asking the same question of a child twice (CSS Flexbox measures an item
/// several times) gets the answer once; without it nested stacks cost exponential time.
final class LayoutNode {
  let style: FlexStyle
  let children: [LayoutNode]
  let measure: MeasureFunction?
  private var answers: [LayoutInput: LayoutOutput] = [:]

  init(_ node: FlexNode) {
    style = node.style
    children = node.children.map(LayoutNode.init)
    measure = node.measure
  }

  func answer(_ input: LayoutInput, compute: (LayoutNode, LayoutInput) -> LayoutOutput) -> LayoutOutput {
    if let known = answers[input] { return known }
    let output = compute(self, input)
    answers[input] = output
    return output
  }

  var hidden: LayoutBox { LayoutBox(x: 0, y: 0, width: 0, height: 0, children: children.map(\.hidden)) }
}
