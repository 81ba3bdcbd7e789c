import ComponentKit
import Graphics

// A single MDCCard is a container whose nested elements are read one by one, top to bottom;
// a card in a collection (every MDCCardCollectionCell, and each card of a grid) is one element
// whose label aggregates its text, so the card reads as a single sentence.

extension MaterialAccessibility {
  static let cards = "seed material-cards.md"
  static let singleCard =
    "\(cards) \"Accessibility for Single Cards\": Nested elements in MDCCards are available to assistive technologies"
  static let cardInCollection =
    "\(cards) \"Accessibility for Cards in a Collection\": set an appropriate accessibilityLabel "
    + "for the card ... set the card's isAccessibilityElement to true"
  static let cardImage =
    "\(cards) \"Accessibility for Single Cards: Images\": images with context beyond the card's "
    + "text benefit from an accessibilityLabel"
  static let readingOrder =
    "\(cards) \"Reordering elements\": content or actions lower on the screen are read last"

  /// The card's nested elements in reading order (none for an empty card, which VoiceOver
  /// passes over), which is the layout's top to bottom: header
  /// and secondary text, media, supporting text, then the actions row leading to trailing (text
  /// buttons, then icon toggles).
  static func nested(_ card: MaterialCard, prefix: String, rendering: Rendering) -> [AccessibilityElement] {
    let textSource = "role text: \(singleCard); order: \(readingOrder)"
    var elements: [AccessibilityElement] = []
    func text(_ part: String, _ text: String?) {
      guard let text, let frame = rendering.layout.part(prefix + part) else { return }
      elements.append(
        AccessibilityElement(part: prefix + part, frame: frame, role: "text", label: text, sources: [textSource]))
    }
    text("header-text", card.content.header)
    text("secondary-text", card.content.secondary)
    if card.content.media != nil, let frame = rendering.layout.part(prefix + "media") {
      elements.append(
        AccessibilityElement(
          part: prefix + "media", frame: frame, role: "image", label: nil,
          sources: ["role image, no label: \(cardImage)"]))
    }
    text("supporting-text", card.content.supporting)
    let buttons =
      card.actionButtons.enumerated().map { ("button-\($0 + 1)", $1) }
      + card.toggleButtons.enumerated().map { ("icon-\($0 + 1)", $1) }
    for (part, button) in buttons {
      guard let frame = rendering.layout.part(prefix + part) else { continue }
      elements.append(MaterialAccessibility.button(button, part: prefix + part, frame: frame))
    }
    return elements
  }

  /// A card as one element: its text joined into one label, selected when a selected cell.
  static func whole(_ card: MaterialCard, part: String, frame: Rect) -> AccessibilityElement {
    let text = [card.content.header, card.content.secondary, card.content.supporting].compactMap { $0 }
    let role = card.kind == .cell ? "cell" : "card"
    let states = states(card.state)
    var sources = ["role \(role), one element, label from its text: \(cardInCollection)"]
    if !states.isEmpty { sources.append("\(states.joined(separator: ", ")): \(controlStates)") }
    return AccessibilityElement(
      part: part, frame: frame, role: role, label: text.isEmpty ? nil : text.joined(separator: ", "), states: states,
      sources: sources)
  }
}

extension MaterialCard {
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    switch kind {
    case .card:
      AccessibilityAnnotation(elements: MaterialAccessibility.nested(self, prefix: "", rendering: rendering))
    case .cell:
      AccessibilityAnnotation(elements: [
        MaterialAccessibility.whole(self, part: "container", frame: rendering.frame(of: "container"))
      ])
    }
  }
}

extension MaterialCardCollection {
  /// Each card of the grid as one element, row by row.
  public func accessibility(in rendering: Rendering) -> AccessibilityAnnotation? {
    AccessibilityAnnotation(
      elements: cards.enumerated().map { i, card in
        MaterialAccessibility.whole(card, part: "card-\(i + 1)", frame: rendering.frame(of: "card-\(i + 1)"))
      })
  }
}
