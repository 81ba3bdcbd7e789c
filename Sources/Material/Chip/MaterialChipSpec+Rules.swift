import ComponentKit
import Graphics

/// The Material chip's spec as executable rules, for the spec audit: `MaterialChipSpec`'s numbers
/// for the chip's look (the unthemed MDCChipView, facts §5a; the themed and outlined theme,
/// facts §5b) and its appearance's colours per state, which resolve the seed's colour roles
/// ("On surface color at 12% opacity") for the state.
extension MaterialChipSpec {
  static let container = "seed material-chips.md \"Container attributes\""
  static let thumbnail = "seed material-chips.md \"Thumbnail attributes\""
  static let text = "seed material-chips.md \"Text attributes\""

  /// The four paddings the chip's look sets (seed: contentPadding, imagePadding, titlePadding,
  /// accessoryPadding), with the table they come from.
  static func paddings(_ look: MaterialChip.Look)
    -> (content: EdgeInsets, image: EdgeInsets, title: EdgeInsets, accessory: EdgeInsets, source: String)
  {
    switch look {
    case .unthemed:
      (contentPadding, imagePadding, titlePadding, accessoryPadding, "mdc-facts §5a (MDCChipView defaults)")
    case .themed, .outlined:
      (
        themedContentPadding, themedImagePadding, themedTitlePadding, themedAccessoryPadding,
        "mdc-facts §5b (MDCChipView+MaterialTheming)"
      )
    }
  }

  /// Rules for one chip in its state, alone or in a collection or field (parts are matched by
  /// name, so `chip-2.container` follows the `container` rules once prefixed).
  public static func rules(for chip: MaterialChip) -> [SpecRule] {
    var rules = shapeRules(for: chip) + placementRules(for: chip) + colourRules(for: chip)
    // The selected image shows only when selected: with an image it sits on top of it (same
    // width); without one the chip grows by the image and its padding (seed "Selected Image View").
    if chip.state.isSelected {
      let p = paddings(chip.appearance.look)
      let growth = chip.showsSelectedImage && chip.image == nil ? imageSize + p.image.horizontal : 0
      rules.append(
        SpecRule(
          "selected-width", part: "container", .widerThan(state: ControlState.normal.name, by: growth),
          source: "seed material-chips.md \"Selected Image View\" and mdc-facts §5a: "
            + (growth > 0 ? "the chip grows by the selected image" : "the selected image changes no size")))
    }
    return rules
  }

  /// The image parts the chip draws: its thumbnail and its selected image.
  static func imageParts(_ chip: MaterialChip) -> [String] {
    (chip.image != nil ? ["thumbnail"] : []) + (chip.showsSelectedImage ? ["selected-image"] : [])
  }

  /// The container's height and corners.
  static func shapeRules(for chip: MaterialChip) -> [SpecRule] {
    let a = chip.appearance
    let state = chip.state
    var rules = [
      SpecRule(
        "min-height", part: "container", .minHeight(minimumSize.height), source: "\(container): Min height {0, 32}")
    ]
    // With a clear outline (selected outlined chips) the visible edge is the fill, inset by half
    // the border width (facts §3), so the frame's corner shows no radius to read.
    if (a.borderWidth[state] ?? 0) == 0 || (a.borderColor[state]?.alpha ?? 0) > 0 {
      rules.append(
        SpecRule(
          "corner-radius", part: "container", .relativeCornerRadius(cornerShare),
          source: "mdc-facts §3 and §5a: 50% corners, radius = half the shorter side"))
    }
    return rules
  }

  /// Horizontally: content padding, then each element inside its own padding (facts §5a
  /// "Layout"); the selected image sits where the image sits.
  static func placementRules(for chip: MaterialChip) -> [SpecRule] {
    let p = paddings(chip.appearance.look)
    let layout = "\(p.source), layout"
    var rules: [SpecRule] = []
    for image in imageParts(chip) {
      rules += [
        SpecRule(
          "image-leading-padding", part: image, .leadingInset(from: "container", p.content.leading + p.image.leading),
          source: "\(layout): contentPadding.left + imagePadding.left (\(thumbnail))"),
        SpecRule("image-size", part: image, .side(imageSize), source: "mdc-facts §10: chip icon ic_mask 24x24"),
        SpecRule(
          "image-centred", part: image, .centredVertically(in: "container", offset: centreOffset(p.content, p.image)),
          source: "\(layout): centred in the content height within its padding"),
        SpecRule(
          "image-title-gap", part: "text", .gap(to: image, p.image.trailing + p.title.leading),
          source: "\(layout): imagePadding.right + titlePadding.left"),
      ]
    }
    if chip.image == nil, !chip.showsSelectedImage {
      rules.append(
        SpecRule(
          "title-leading-padding", part: "text", .leadingInset(from: "container", p.content.leading + p.title.leading),
          source: "\(layout): contentPadding.left + titlePadding.left (\(text): Padding)"))
    }
    rules.append(
      SpecRule(
        "title-centred", part: "text", .centredVertically(in: "container", offset: centreOffset(p.content, p.title)),
        source: "\(layout): centred in the content height within titlePadding (\(text): Padding)"))
    if chip.accessory != nil {
      rules += [
        SpecRule(
          "title-accessory-gap", part: "text", .gap(to: "remove-icon", p.title.trailing + p.accessory.leading),
          source: "\(layout): titlePadding.right + accessoryPadding.left"),
        SpecRule(
          "accessory-trailing-padding", part: "remove-icon",
          .trailingInset(from: "container", p.content.trailing + p.accessory.trailing),
          source: "\(layout): accessoryPadding.right + contentPadding.right (\(thumbnail))"),
        SpecRule(
          "accessory-size", part: "remove-icon", .side(accessorySize),
          source: "mdc-facts §10: remove icon ic_cancel 18x18"),
        SpecRule(
          "accessory-centred", part: "remove-icon",
          .centredVertically(in: "container", offset: centreOffset(p.content, p.accessory)),
          source: "\(layout): centred in the content height within its padding"),
      ]
    } else {
      rules.append(
        SpecRule(
          "title-trailing-padding", part: "text",
          .trailingInset(from: "container", p.content.trailing + p.title.trailing),
          source: "\(layout): titlePadding.right + contentPadding.right (\(text): Padding)"))
    }
    return rules
  }

  /// Colours per state, as the look resolves the seed's roles. Pressed chips show the ink at
  /// rest over the background, below the image and title (facts §9c; docs/spec-decisions.md
  /// "Pressed ink").
  static func colourRules(for chip: MaterialChip) -> [SpecRule] {
    let a = chip.appearance
    let state = chip.state
    let ink = state.isHighlighted ? a.inkColor[state] : nil
    func pressed(_ color: Color) -> Color { ink.map { color.under($0) } ?? color }
    let colorSource =
      "\(paddings(a.look).source), \(state.name)" + (ink != nil ? " (under the pressed ink, §9c)" : "")
    var rules: [SpecRule] = []
    if let background = a.backgroundColor[state] {
      rules.append(
        SpecRule(
          "background", part: "container", .color(.fill, pressed(background)),
          source: "\(container): Color; \(colorSource)"))
    }
    if let title = a.titleColor[state] {
      rules.append(
        SpecRule("title-colour", part: "text", .color(.ink, title), source: "\(text): Color; \(colorSource)"))
    }
    for icon in imageParts(chip) + (chip.accessory != nil ? ["remove-icon"] : []) {
      rules.append(
        SpecRule(
          "image-tint", part: icon, .color(.ink, a.tint(state)),
          source: "docs/spec-decisions.md \"Icons\" (tinted like the title), \(state.name)"))
    }
    if a.look == .outlined, let border = a.borderColor[state], border.alpha > 0 {
      rules += [
        SpecRule(
          "border-width", part: "container", .borderWidth(outlinedBorderWidth),
          source: "\(container): Stroke width; mdc-facts §5b: outlined 1 in every state"),
        SpecRule(
          "border-colour", part: "container", .color(.border, pressed(border)),
          source: "\(container): Stroke color; \(colorSource)"),
      ]
    }
    return rules
  }

  /// How far below the container's centre an element sits when it is centred in the content
  /// height within its own padding: half of each padding's top-minus-bottom.
  static func centreOffset(_ content: EdgeInsets, _ own: EdgeInsets) -> Double {
    (content.top - content.bottom) / 2 + (own.top - own.bottom) / 2
  }

  /// A repeated chip's rules under `chip-N`, without the relations between states (those
  /// compare whole images of one chip).
  static func prefixed(_ chips: [MaterialChip]) -> [SpecRule] {
    chips.enumerated().flatMap { i, chip in
      rules(for: chip).filter { if case .widerThan = $0.check { false } else { true } }.map {
        $0.prefixed("chip-\(i + 1)")
      }
    }
  }

  /// Chips in a flow collection: each chip's rules and the spacing between them.
  public static func collectionRules(_ collection: MaterialChipCollection) -> [SpecRule] {
    let source = "mdc-facts §5d: every MDC example sets 10 (docs/spec-decisions.md \"Collections and the chip field\")"
    return prefixed(collection.chips) + [
      SpecRule("spacing", part: "container", .columnGap(collectionSpacing), source: source),
      SpecRule("line-spacing", part: "container", .rowGap(collectionSpacing), source: source),
    ]
  }

  /// The chip field (facts §5c): its chips, their spacing, and its text field.
  public static func fieldRules(_ field: MaterialChipField, scheme: MaterialContainerScheme) -> [SpecRule] {
    let facts = "mdc-facts §5c (MDCChipField)"
    var rules =
      prefixed(field.chips) + [
        SpecRule("chip-height", part: "container", .height(fieldChipHeight), source: "\(facts): chipHeight 32"),
        SpecRule("spacing", part: "container", .columnGap(fieldSpacing), source: "\(facts): 8 between chips"),
        SpecRule("line-spacing", part: "container", .rowGap(fieldSpacing), source: "\(facts): 8 between rows"),
        SpecRule(
          "text-field-min-width", part: "text-field", .minWidth(fieldMinTextWidth),
          source: "\(facts): minTextFieldWidth 44"),
      ]
    if !field.chips.isEmpty {
      // Centred on the last chip's row, or on the row below it when the text does not fit.
      rules.append(
        SpecRule(
          "text-field-centred", part: "text-field", .centredVertically(in: "chip-\(field.chips.count).container"),
          or: [
            .check(
              .centredVertically(in: "chip-\(field.chips.count).container", offset: fieldChipHeight + fieldSpacing))
          ],
          source: "\(facts): text field y = row y + (chipHeight − its height)/2"))
    }
    for text in ["placeholder", "input-text"] {
      rules += [
        SpecRule(
          "text-inset-top", part: text, .topInset(from: "text-field", fieldTextInsets.top),
          source: "\(facts): text insets {16, 4, 16, 0}"),
        SpecRule(
          "text-inset-leading", part: text, .leadingInset(from: "text-field", fieldTextInsets.leading),
          source: "\(facts): text insets {16, 4, 16, 0}"),
      ]
    }
    rules += [
      SpecRule(
        "placeholder-colour", part: "placeholder", .color(.ink, fieldPlaceholderColor),
        source: "\(facts): UIColor.placeholderTextColor, #3C3C43 at 30%"),
      SpecRule(
        "text-colour", part: "input-text", .color(.ink, MaterialChipField.typedTextColor(scheme)),
        source: "seed material-chips.md \"Text attributes\": On surface color at 87% opacity"),
    ]
    return rules
  }
}
