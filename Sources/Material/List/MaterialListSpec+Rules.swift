import ComponentKit
import Graphics

/// The Material list's spec as executable rules, for the spec audit: `MaterialListSpec`'s numbers
/// (`MDCSelfSizingStereoCellLayout`, facts §8c: margins, image sizes and their margins, the
/// title–detail gap, heights per image and text) and the appearance's colours (facts §8b
/// unthemed, §8d themed; the seed's ripple colour).
extension MaterialListSpec {
  static let layout = "mdc-facts §8c (MDCSelfSizingStereoCellLayout)"

  /// Rules for one self-sizing stereo cell in its state, on `background` (the list's or the
  /// scheme's background colour, behind a cell that sets none).
  public static func rules(for cell: MaterialListCell, background: Color) -> [SpecRule] {
    let images = imageRules(for: cell)
    var rules = images.rules + textRules(for: cell, imageHeights: images.heights)

    // Colours. Highlighted cells draw the ink at rest above the content (facts §8a): the
    // container shows it over the background; text and images under it are not judged alone.
    let a = cell.appearance
    let look = "mdc-facts §8b (unthemed) / §8d (themed) as the look resolves them"
    let listImages = "docs/spec-decisions.md \"List images\""
    rules += containerColor(a, state: cell.state, background: background)
    if !cell.state.isHighlighted {
      rules += [
        SpecRule("title-colour", part: "title", .color(.ink, a.titleColor), source: "\(look): title"),
        SpecRule("detail-colour", part: "detail", .color(.ink, a.detailColor), source: "\(look): detail"),
        SpecRule("image-tint", part: "leading-image", .color(.ink, a.imageTint), source: listImages),
        SpecRule("image-tint", part: "trailing-image", .color(.ink, a.imageTint), source: listImages),
      ]
    }
    return rules
  }

  /// Images: intrinsic size scaled down to fit 56x56, 16pt from their edge, 16pt (up to 40pt
  /// tall) or 8pt (taller) from the top, and the cell at least that margin below them. Also
  /// returns the height each image asks of the cell.
  static func imageRules(for cell: MaterialListCell) -> (rules: [SpecRule], heights: [Double]) {
    var rules: [SpecRule] = []
    var imageHeights: [Double] = []
    for (part, image) in [("leading-image", cell.leadingImage), ("trailing-image", cell.trailingImage)] {
      guard let image else { continue }
      let size = displayedSize(image.size)
      let margin = verticalMargin(forImageOfSize: size)
      let sizeSource =
        "\(layout): images at their size, scaled down to fit \(imageSideMax.written)x\(imageSideMax.written) "
        + "(\(image.size.width.written)x\(image.size.height.written))"
      let marginSource = "\(layout): horizontal margin 16"
      rules += [
        SpecRule("image-width", part: part, .width(size.width), source: sizeSource),
        SpecRule("image-height", part: part, .height(size.height), source: sizeSource),
        part == "leading-image"
          ? SpecRule(
            "image-margin", part: part, .leadingInset(from: "container", horizontalMargin), source: marginSource)
          : SpecRule(
            "image-margin", part: part, .trailingInset(from: "container", horizontalMargin), source: marginSource),
      ]
      let verticalSource =
        "\(layout): vertical margin \(margin.written) for an image "
        + "\(size.height <= imageSideMedium ? "up to" : "over") 40pt tall"
      switch cell.imagePosition {
      case .top:
        rules.append(
          SpecRule("image-margin-top", part: part, .topInset(from: "container", margin), source: verticalSource))
      case .center:
        rules.append(
          SpecRule(
            "image-centred", part: part, .centredVertically(in: "container"),
            source: "\(layout): Center re-centres images"))
      }
      let height = margin + size.height + margin
      imageHeights.append(height)
      rules.append(
        SpecRule(
          "height-for-image", part: "container", .minHeight(height),
          source: "\(verticalSource): \(margin.written) + \(size.height.written) + \(margin.written) "
            + "(a one-line cell with a 24pt image is 56, with 40 or 56 it is 72)"))
    }
    return (rules, imageHeights)
  }

  /// The text container: 16pt inside the images or the cell's edges, from y = 16 (a lone
  /// title beside a leading image is centred on it unless that lifts it above 16), and the
  /// cell ends 16pt below it, rounded up to a whole point, unless an image ends it lower.
  static func textRules(for cell: MaterialListCell, imageHeights: [Double]) -> [SpecRule] {
    let hasTitle = !(cell.title ?? "").isEmpty
    let hasDetail = !(cell.detail ?? "").isEmpty
    var rules: [SpecRule] = []
    if hasTitle || hasDetail {
      rules += textContainerRules(for: cell, imageHeights: imageHeights)
    }
    if hasTitle {
      rules.append(
        SpecRule(
          "title-top", part: "title", .topInset(from: "text-container", 0),
          source: "\(layout): title at the top of the text container"))
    }
    if hasDetail {
      rules.append(
        hasTitle
          ? SpecRule(
            "title-detail-gap", part: "detail", .verticalGap(to: "title", titleDetailGap),
            source: "\(layout): 6 between title and detail")
          : SpecRule(
            "detail-top", part: "detail", .topInset(from: "text-container", 0),
            source: "\(layout): detail alone at the top"))
    }
    return rules
  }

  /// The text container's margins to the images or edges, its top, and the cell's bottom below it.
  static func textContainerRules(for cell: MaterialListCell, imageHeights: [Double]) -> [SpecRule] {
    let hasTitle = !(cell.title ?? "").isEmpty
    let hasDetail = !(cell.detail ?? "").isEmpty
    let container = "text-container"
    var rules = [
      cell.leadingImage != nil
        ? SpecRule(
          "text-margin", part: container, .gap(to: "leading-image", horizontalMargin),
          source: "\(layout): 16 after the leading image")
        : SpecRule(
          "text-margin", part: container, .leadingInset(from: "container", horizontalMargin),
          source: "\(layout): horizontal margin 16"),
      cell.trailingImage != nil
        ? SpecRule(
          "text-margin-trailing", part: container, .gap(to: "trailing-image", horizontalMargin),
          source: "\(layout): 16 before the trailing image")
        : SpecRule(
          "text-margin-trailing", part: container, .trailingInset(from: "container", horizontalMargin),
          source: "\(layout): horizontal margin 16"),
    ]
    let top = "\(layout): text container at y = 16"
    if hasTitle, !hasDetail, cell.leadingImage != nil {
      // Centred on the leading image where it sat before a Center position moved it.
      if cell.imagePosition == .top {
        rules.append(
          SpecRule(
            "text-top", part: container, .centredVertically(in: "leading-image"),
            or: [.check(.topInset(from: "container", verticalMarginMax))],
            source: "\(top); a lone title is centred on the leading image unless that lifts it above 16"))
      }
    } else {
      rules.append(SpecRule("text-top", part: container, .topInset(from: "container", verticalMarginMax), source: top))
    }
    // Half a point either side of 16.5: 16, then the height rounded up (`ceil`).
    rules.append(
      SpecRule(
        "text-bottom", part: container, .bottomInset(from: "container", verticalMarginMax + 0.5),
        or: imageHeights.map { .on("container", .height($0.rounded(.up))) }, tolerance: 0.5,
        source: "\(layout): height = ceil(text bottom + 16, or an image's bottom + its margin)"))
    return rules
  }

  /// The cell's own background (MDC sets none: the host's shows), under the ripple at rest when
  /// highlighted (seed "Container attributes": rippleColor on surface 12%; facts §8d themed 16%).
  static func containerColor(_ a: MaterialListCellAppearance, state: ControlState, background: Color) -> [SpecRule] {
    let fill = a.backgroundColor.map { background.under($0) } ?? background
    if state.isHighlighted {
      return [
        SpecRule(
          "ripple", part: "container", .color(.fill, fill.under(a.inkColor)),
          source: "seed material-lists.md \"Container attributes\": "
            + "rippleColor (facts §8a/§8d, §9: a full overlay at rest)")
      ]
    }
    return [
      SpecRule(
        "background", part: "container", .color(.fill, fill),
        source: "mdc-facts §8a: no cell background; docs/spec-decisions.md \"Elevation and background\"")
    ]
  }

  /// A plain MDCBaseCell: its background and ripple.
  public static func rules(for cell: MaterialBaseCell, background: Color) -> [SpecRule] {
    containerColor(cell.appearance, state: cell.state, background: background)
  }

  /// A list: each cell's rules under `cell-N`, stacked without gaps (seed: "continuous").
  public static func listRules(_ list: MaterialList) -> [SpecRule] {
    var rules = [
      SpecRule(
        "continuous", part: "/cell-*.container", .rowGap(0),
        source: "seed material-lists.md: \"continuous, vertical indexes\" (docs/spec-decisions.md \"Lists\")")
    ]
    for (i, cell) in list.cells.enumerated() {
      rules += self.rules(for: cell, background: list.background).map { $0.prefixed("cell-\(i + 1)") }
    }
    return rules
  }
}

extension Double {
  /// A number as the sources write it: `16`, `42.5`.
  var written: String { self == rounded() ? String(Int(self)) : String(self) }
}
