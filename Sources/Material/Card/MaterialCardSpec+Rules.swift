import ComponentKit
import Graphics

/// The Material card's spec as executable rules, for the spec audit: `MaterialCardSpec`'s numbers
/// (MDCCard and MDCCardCollectionCell, facts §7; the seed's container tables; the content
/// composition of docs/spec-decisions.md "Card content") and the appearance's colours, with the
/// ink at rest over everything while highlighted or selected (facts §7a/§7b).
extension MaterialCardSpec {
  static let containerTable = "seed material-cards.md \"Container attributes\""
  static let content = "docs/spec-decisions.md \"Card content\""

  /// Rules for one card or cell in its state. `stretched`: the card is sized by its row in a
  /// collection, so its content does not end its height.
  public static func rules(for card: MaterialCard, stretched: Bool = false) -> [SpecRule] {
    containerRules(for: card) + checkRules(for: card) + contentRules(for: card) + textColourRules(for: card)
      + actionRules(for: card, stretched: stretched)
  }

  /// The ink at rest over everything while highlighted or selected, if it shows (facts §7a/§7b).
  static func restInk(_ card: MaterialCard) -> Color? {
    let a = card.appearance
    return card.isInked && a.inkColor.alpha > 0 ? a.inkColor : nil
  }

  /// A colour as it shows under the ink at rest.
  static func inked(_ color: Color, _ card: MaterialCard) -> Color {
    restInk(card).map { color.under($0) } ?? color
  }

  /// Where a colour rule's state (and ink) comes from.
  static func colourSource(_ card: MaterialCard) -> String {
    "\(card.state.name)" + (restInk(card) != nil ? ", under the ink at rest (mdc-facts §7a/§7b)" : "")
  }

  /// Container: shape, stroke, fill. The card's own container is anchored: its buttons have
  /// containers too.
  static func containerRules(for card: MaterialCard) -> [SpecRule] {
    let a = card.appearance
    let colorSource = colourSource(card)
    let radius = card.look == .unthemed ? cornerRadius : a.scheme.shapes.medium
    var rules = [
      SpecRule(
        "corner-radius", part: "/container", .cornerRadius(radius),
        source: card.look == .unthemed
          ? "mdc-facts §7a/§7b: corner radius 4"
          : "mdc-facts §7c: the scheme's medium shape (4, §3; \(containerTable): Shape)"),
      SpecRule(
        "background", part: "/container", .color(.fill, inked(a.background, card)),
        source: "\(containerTable): Color (surface); \(colorSource)"),
    ]
    if card.look == .outlined, let border = a.borderColor[card.state], border.alpha > 0 {
      rules += [
        SpecRule(
          "border-colour", part: "/container", .color(.border, inked(border, card)),
          source: "\(containerTable): Stroke color, on surface 37%; \(colorSource)"),
        SpecRule(
          "border-width", part: "/container", .borderWidth(outlineWidth),
          source: "\(containerTable): Stroke width 1"),
      ]
    }
    return rules
  }

  /// The checked icon (facts §7b): 24pt, 8pt from the edges it is aligned to, tinted.
  static func checkRules(for card: MaterialCard) -> [SpecRule] {
    guard card.showsCheck else { return [] }
    let facts = "mdc-facts §7b: ic_check_circle 24x24, 8pt padding"
    let icon = "checked-icon"
    var rules = [SpecRule("check-size", part: icon, .side(checkSize), source: facts)]
    switch card.checkAlignment.horizontal {
    case .left:
      rules.append(SpecRule("check-inset", part: icon, .leadingInset(from: "container", checkInset), source: facts))
    case .right:
      rules.append(SpecRule("check-inset", part: icon, .trailingInset(from: "container", checkInset), source: facts))
    case .center: break
    }
    switch card.checkAlignment.vertical {
    case .top:
      rules.append(SpecRule("check-inset-top", part: icon, .topInset(from: "container", checkInset), source: facts))
    case .bottom:
      rules.append(
        SpecRule("check-inset-bottom", part: icon, .bottomInset(from: "container", checkInset), source: facts))
    case .center:
      rules.append(SpecRule("check-centred", part: icon, .centredVertically(in: "container"), source: facts))
    }
    rules.append(
      SpecRule(
        "check-colour", part: icon, .color(.ink, inked(card.appearance.checkTint, card)),
        source: "mdc-facts §7b/§7c: the cell's tint (themed: primary; otherwise UIKit's #007AFF); "
          + colourSource(card)))
    return rules
  }

  /// Content placement (the seed names the parts; the numbers are docs/spec-decisions.md "Card content").
  static func contentRules(for card: MaterialCard) -> [SpecRule] {
    let c = card.content
    let pad = contentPadding
    let padding = "\(content): 16pt padding"
    var rules: [SpecRule] = []
    if c.thumbnail != nil {
      rules += [
        SpecRule("thumbnail-size", part: "thumbnail", .side(thumbnailSize), source: "\(content): 40pt thumbnail"),
        SpecRule("thumbnail-inset", part: "thumbnail", .leadingInset(from: "container", pad), source: padding),
      ]
      if c.header == nil, c.secondary == nil {
        rules.append(
          SpecRule("thumbnail-inset-top", part: "thumbnail", .topInset(from: "container", pad), source: padding))
      }
    }
    for (part, text) in [("header-text", c.header), ("secondary-text", c.secondary)] where text != nil {
      rules.append(
        c.thumbnail != nil
          ? SpecRule(
            "header-gap", part: part, .gap(to: "thumbnail", pad), source: "\(content): 16pt between thumbnail and text")
          : SpecRule("header-inset", part: part, .leadingInset(from: "container", pad), source: padding))
    }
    if c.header != nil, c.thumbnail == nil {
      rules.append(
        SpecRule("header-inset-top", part: "header-text", .topInset(from: "container", pad), source: padding))
    }
    if c.media != nil {
      let bleed = "\(content): full-bleed media"
      rules += [
        SpecRule("media-full-bleed", part: "media", .leadingInset(from: "container", 0), source: bleed),
        SpecRule("media-full-bleed-trailing", part: "media", .trailingInset(from: "container", 0), source: bleed),
      ]
    }
    if c.supporting != nil {
      rules.append(
        SpecRule("supporting-inset", part: "supporting-text", .leadingInset(from: "container", pad), source: padding))
      if c.media != nil {
        rules.append(
          SpecRule(
            "supporting-gap", part: "supporting-text", .verticalGap(to: "media", pad),
            source: "\(content): 16pt below the media"))
      }
    }
    return rules
  }

  /// The text colours, under the ink at rest.
  static func textColourRules(for card: MaterialCard) -> [SpecRule] {
    let a = card.appearance
    let textColors = [
      ("header-text", a.headerColor, "onSurface 87%"), ("secondary-text", a.secondaryColor, "onSurface 60%"),
      ("supporting-text", a.secondaryColor, "onSurface 60%"),
    ]
    return textColors.map { part, color, role in
      SpecRule(
        "\(part)-colour", part: part, .color(.ink, inked(color, card)),
        source: "\(content): \(role); \(colourSource(card))")
    }
  }

  /// The actions row: text buttons from the leading edge, icon toggles at the trailing end,
  /// 8pt around and between them; each a real button with its own rules.
  static func actionRules(for card: MaterialCard, stretched: Bool) -> [SpecRule] {
    let actions = "\(content): the actions row's 8pt padding and spacing"
    let buttons = card.actionButtons
    let toggles = card.toggleButtons
    let ink = restInk(card)
    var rules: [SpecRule] = []
    for (i, button) in buttons.enumerated() {
      let name = "button-\(i + 1)"
      if i == 0 {
        rules.append(
          SpecRule("actions-inset", part: name, .leadingInset(from: "container", actionsPadding), source: actions))
      }
      if i + 1 < buttons.count {
        rules.append(
          SpecRule("actions-spacing", part: name, .gap(to: "button-\(i + 2)", actionsSpacing), source: actions))
      }
      // Under the card's ink the buttons' colours are the card's to judge (their frames stay).
      let own = MaterialButtonSpec.rules(for: button).filter { ink == nil || !$0.check.readsPixels }
      rules += own.map { $0.prefixed(name) }
    }
    for i in toggles.indices {
      let name = "icon-\(i + 1)"
      let side = MaterialButtonSpec.toggleIconSize + MaterialButtonSpec.toggleInsets.horizontal
      rules.append(
        SpecRule(
          "icon-size", part: name, .side(side), source: "docs/spec-decisions.md \"Button icons\": a 48pt icon toggle"))
      if i + 1 == toggles.count {
        rules.append(
          SpecRule(
            "actions-inset-trailing", part: name, .trailingInset(from: "container", actionsPadding), source: actions))
      } else {
        rules.append(
          SpecRule("actions-spacing", part: name, .gap(to: "icon-\(i + 2)", actionsSpacing), source: actions))
      }
    }
    if !stretched, card.minimumHeight == 0, let tallest = tallestAction(card) {
      rules.append(
        SpecRule(
          "actions-inset-bottom", part: tallest, .bottomInset(from: "container", actionsPadding), source: actions))
    }
    return rules
  }

  /// The part that ends the actions row: an icon toggle (48pt) if any, else the first button.
  static func tallestAction(_ card: MaterialCard) -> String? {
    if !card.content.toggles.isEmpty { return "icon-1" }
    return card.content.actions.isEmpty ? nil : "button-1"
  }

  /// A collection of cards: each card's rules under `card-N`, and the grid's spacing.
  public static func collectionRules(_ collection: MaterialCardCollection) -> [SpecRule] {
    let source = "docs/spec-decisions.md \"Collections\": 8pt between cards and rows"
    var rules = [
      SpecRule("grid-spacing", part: "/card-*.container", .columnGap(gridSpacing), source: source),
      SpecRule("grid-line-spacing", part: "/card-*.container", .rowGap(gridSpacing), source: source),
    ]
    for (i, card) in collection.cards.enumerated() {
      rules += self.rules(for: card, stretched: true).map { $0.prefixed("card-\(i + 1)") }
    }
    return rules
  }
}
