import ComponentKit
import Graphics
import Testing

@testable import Material

/// MDCSelfSizingStereoCellLayout arithmetic (mdc-facts §8c) with a fake measurer: characters
/// advance half the font size and lines are 1.25 em tall, so the themed title (16pt) is 20pt per
/// line and the themed detail (14pt) 17.5pt per line.
@Suite struct MaterialListLayoutTests {
  let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeight: 1.25, ascent: 1)
  let scheme = MaterialContainerScheme()
  static let width = 320.0

  func cell(
    _ title: String? = "Title", detail: String? = nil, leading: Double? = nil, leadingHeight: Double? = nil,
    trailing: Double? = nil, rtl: Bool = false, themed: Bool = true,
    size: TextSizeCategory = .large, position: MaterialListImagePosition = .top,
    width: Double = Self.width
  ) -> MaterialListCell {
    let appearance: MaterialListCellAppearance =
      themed
      ? .themed(scheme, contentSize: size) : .unthemed(typography: scheme.typography, contentSize: size)
    return MaterialListCell(
      title: title, detail: detail,
      leadingImage: leading.map {
        MaterialListImage(icon: .accountCircle, size: Size(width: $0, height: leadingHeight ?? $0))
      },
      trailingImage: trailing.map { MaterialListImage(icon: .info, size: Size(width: $0, height: $0)) },
      imagePosition: position, width: width, appearance: appearance, isRightToLeft: rtl)
  }

  @Test func oneLineWithA24PointImageIs56Tall() throws {
    let l = try cell(leading: 24).layout(measurer: measurer)
    #expect(l.bounds.height == 56)  // 16 + 24 + 16
    #expect(l.leadingImage == Rect(x: 16, y: 16, width: 24, height: 24))
    // The text starts 16pt after the image and ends 16pt before the edge.
    #expect(l.textContainer?.minX == Double(16 + 24 + 16))
    #expect(l.textContainer?.maxX == Double(320 - 16))
    // A title alone beside a leading image is centred on it: 28 - 20/2.
    #expect(l.title == Rect(x: 56, y: 18, width: 248, height: 20))
  }

  @Test(arguments: [40.0, 56.0])
  func oneLineWithA40Or56PointImageIs72Tall(side: Double) throws {
    let l = try cell(leading: side).layout(measurer: measurer)
    #expect(l.bounds.height == 72)  // 16 + 40 + 16, or 8 + 56 + 8
    let margin = side <= 40 ? 16.0 : 8.0
    #expect(l.leadingImage == Rect(x: 16, y: margin, width: side, height: side))
    #expect(l.textContainer?.midY == l.leadingImage?.midY)
  }

  @Test func largerImagesAreScaledDownToFit56KeepingTheirAspect() throws {
    let square = try cell(leading: 96).layout(measurer: measurer)
    #expect(square.leadingImage == Rect(x: 16, y: 8, width: 56, height: 56))
    #expect(square.bounds.height == 72)
    // 112x84 -> 56x42: taller than 40, so 8pt margins: 8 + 42 + 8.
    let wide = try cell(leading: 112, leadingHeight: 84).layout(measurer: measurer)
    #expect(wide.leadingImage == Rect(x: 16, y: 8, width: 56, height: 42))
    #expect(wide.bounds.height == 58)
  }

  @Test func aCellTooNarrowForItsImagesIsAnErrorNotTextOutsideTheCell() throws {
    // 16 + 56 + 16 | text | 16 + 56 + 16 needs more than 176pt.
    #expect(
      throws: LayoutError.tooNarrow(
        component: "list cell", width: 176, needs: "its images and margins take 176pt, leaving no room for text")
    ) {
      try cell(leading: 56, trailing: 56, width: 176).layout(measurer: measurer)
    }
    let tight = try cell(leading: 56, trailing: 56, width: 177).layout(measurer: measurer)
    #expect(tight.textContainer?.minX == 88 && tight.textContainer?.maxX == 89)
    // Without text, the images only must not overlap.
    #expect(throws: LayoutError.self) {
      try cell(nil, leading: 56, trailing: 56, width: 100).layout(measurer: measurer)
    }
    #expect(try cell(nil, leading: 56, trailing: 56, width: 144).layout(measurer: measurer).bounds.width == 144)
  }

  @Test func titleAndDetailAre6PointsApartInside16PointMargins() throws {
    let l = try cell("Title", detail: "Detail").layout(measurer: measurer)
    #expect(l.title == Rect(x: 16, y: 16, width: 288, height: 20))
    #expect(l.detail == Rect(x: 16, y: 16 + 20 + 6, width: 288, height: 17.5))
    #expect(l.bounds.height == (16 + 20 + 6 + 17.5 + 16).rounded(.up))  // 75.5 -> 76
    // No gap without a title.
    let detailOnly = try cell(nil, detail: "Detail").layout(measurer: measurer)
    #expect(detailOnly.detail?.minY == 16)
    #expect(detailOnly.title == nil)
  }

  @Test func twoLineTextBesideAnAvatarStaysAtTheTopMargin() throws {
    let l = try cell("Title", detail: "Detail", leading: 40).layout(measurer: measurer)
    #expect(l.title?.minY == 16)  // not centred: there is a detail
    #expect(l.bounds.height == 76)  // the text (75.5) beats the image (72)
  }

  @Test func trailingImageSits16PointsFromTheEdgeAndNarrowsTheText() throws {
    let l = try cell(leading: 40, trailing: 24).layout(measurer: measurer)
    #expect(l.trailingImage == Rect(x: 320 - 16 - 24, y: 16, width: 24, height: 24))
    #expect(l.textContainer?.maxX == Double(320 - 16 - 24 - 16))
  }

  @Test func titleAndDetailWrapWithoutALineLimit() throws {
    let long = Array(repeating: "word", count: 30).joined(separator: " ")
    let l = try cell(long, detail: long).layout(measurer: measurer)
    // 288pt container, 8pt per title character: "word " x 7 per line.
    let titleLines = (l.title?.height ?? 0) / 20
    #expect(titleLines > 3)
    let title = try #require(l.title)
    let detail = try #require(l.detail)
    let expected: Double = (16 + title.height + 6 + detail.height + 16).rounded(.up)
    #expect(l.bounds.height == expected)
  }

  @Test func centredImagesMoveToTheMiddleOfTheFinalHeight() throws {
    let l = try cell("Title", detail: "Detail\nsecond line", leading: 24, position: .center).layout(measurer: measurer)
    #expect(l.leadingImage?.midY == l.bounds.height / 2)
  }

  @Test(
    arguments: [
      (nil, nil, nil), (24.0, nil, nil), (40.0, 24.0, "Detail"), (56.0, 24.0, "Detail\nmore"),
      (112.0, nil, "Detail"),
    ] as [(Double?, Double?, String?)])
  func rightToLeftFramesMirrorLeftToRightFramesExactly(leading: Double?, trailing: Double?, detail: String?) throws {
    let ltr = try cell("Title", detail: detail, leading: leading, trailing: trailing).layout(measurer: measurer)
    let rtl = try cell("Title", detail: detail, leading: leading, trailing: trailing, rtl: true).layout(
      measurer: measurer)
    let w = Self.width
    #expect(rtl.bounds == ltr.bounds)
    #expect(rtl.leadingImage == ltr.leadingImage?.mirrored(inWidth: w))
    #expect(rtl.trailingImage == ltr.trailingImage?.mirrored(inWidth: w))
    #expect(rtl.textContainer == ltr.textContainer?.mirrored(inWidth: w))
    #expect(rtl.title == ltr.title?.mirrored(inWidth: w))
    #expect(rtl.detail == ltr.detail?.mirrored(inWidth: w))
    if leading != nil { #expect(rtl.leadingImage?.maxX == w - 16) }
  }

  @Test func dynamicTypeScalesTheFontsByMDCsTables() {
    let xs = MaterialListCellAppearance.unthemed(typography: scheme.typography, contentSize: .extraSmall)
    #expect(xs.titleFont.size == 17)
    #expect(xs.detailFont.size == 11)
    let l = MaterialListCellAppearance.unthemed(typography: scheme.typography)
    #expect(l.titleFont == Font(family: "Roboto", weight: 500, size: 20))
    #expect(l.detailFont == Font(family: "Roboto", weight: 400, size: 12))
    // The legacy tables stop at XXXL; accessibility sizes use the XXXL entry.
    let ax = MaterialListCellAppearance.unthemed(
      typography: scheme.typography, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(ax.titleFont.size == 26)
    #expect(ax.detailFont.size == 18)
    let themedAX = MaterialListCellAppearance.themed(scheme, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(themedAX.titleFont.size == 52)
    #expect(themedAX.detailFont.size == 42)
    let themedXS = MaterialListCellAppearance.themed(scheme, contentSize: .extraSmall)
    #expect(themedXS.titleFont.size == 13)
    #expect(themedXS.detailFont.size == 11)
  }

  @Test func cellsGrowWithTheContentSizeCategory() throws {
    var last = 0.0
    for size in TextSizeCategory.allCases {
      let h = try cell("Title", detail: "Detail", leading: 40, size: size).layout(measurer: measurer).bounds.height
      #expect(h >= last, "\(size)")
      last = h
    }
    let xs = try cell("Title", detail: "Detail", size: .extraSmall).layout(measurer: measurer).bounds.height
    let ax = try cell("Title", detail: "Detail", size: .accessibilityExtraExtraExtraLarge).layout(measurer: measurer)
    let xsExpected: Double = (16 + 13 * 1.25 + 6 + 11 * 1.25 + 16).rounded(.up)
    let axExpected: Double = (16 + 52 * 1.25 + 6 + 42 * 1.25 + 16).rounded(.up)
    #expect(xs == xsExpected)
    #expect(ax.bounds.height == axExpected)
  }

  @Test func listStacksCellsWithoutGaps() throws {
    let cells = [cell(leading: 24), cell("Title", detail: "Detail"), cell(leading: 56)]
    let list = try MaterialList(cells: cells, width: 320, background: .white).layout(measurer: measurer)
    #expect(list.cells.map(\.bounds.minY) == [0, 56, 56 + 76])
    #expect(list.frame.height == 56 + 76 + 72)
  }
}
