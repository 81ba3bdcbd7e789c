import ComponentKit
import Graphics

// A list cell is one accessibility element (seed: so VoiceOver does not traverse its subviews),
// read as its title and detail; a list reads its cells top to bottom.

extension MaterialAccessibility {
  static let listCell =
    "seed material-lists.md \"Making lists accessible\": "
    + "We recommend setting UICollectionViewCells ... as accessibilityElements"

  static func cell(title: String?, detail: String?, state: ControlState, part: String, frame: Rect)
    -> AccessibilityElement
  {
    let text = [title, detail].compactMap { $0?.isEmpty == false ? $0 : nil }
    let states = states(state)
    var sources = ["role cell, one element, label from its title and detail: \(listCell)"]
    if !states.isEmpty { sources.append("\(states.joined(separator: ", ")): \(controlStates)") }
    return AccessibilityElement(
      part: part, frame: frame, role: "cell", label: text.isEmpty ? nil : text.joined(separator: ", "), states: states,
      sources: sources)
  }
}

extension MaterialListCell {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(elements: [
      MaterialAccessibility.cell(
        title: title, detail: detail, state: state, part: "container", frame: rendering.frame(of: "container"))
    ])
  }
}

extension MaterialBaseCell {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(elements: [
      MaterialAccessibility.cell(
        title: nil, detail: nil, state: state, part: "container", frame: rendering.frame(of: "container"))
    ])
  }
}

extension MaterialList {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(
      elements: cells.enumerated().map { i, c in
        MaterialAccessibility.cell(
          title: c.title, detail: c.detail, state: c.state, part: "cell-\(i + 1)",
          frame: rendering.frame(of: "cell-\(i + 1)"))
      })
  }
}
