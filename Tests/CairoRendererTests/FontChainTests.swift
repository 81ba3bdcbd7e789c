import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// The declared font chain: Arabic and Hebrew in Roboto or Inter come from Noto Sans, with the
/// documented weight mapping and line height (shaping against HarfBuzz: ArabicShapingTests).
@Suite struct FontChainTests {
  let measurer: PangoTextMeasurer

  init() throws { measurer = try PangoTextMeasurer() }

  func runs(_ text: String, _ font: Font) throws -> [(family: String, weight: Int, glyphs: [UInt32])] {
    try measurer.library.withSession { try $0.shapedRuns(text, font: font) }
  }

  @Test func latinAndArabicKeepTheirOwnFaces() throws {
    let shaped = try runs("Share مشاركة", Font(family: "Roboto", weight: 400, size: 14))
    #expect(Set(shaped.map(\.family)) == ["Roboto", "Noto Sans Arabic"])
  }

  @Test func hebrewInInterComesFromNotoSansHebrew() throws {
    let shaped = try runs("שלום", Font(family: "Inter", weight: 700, size: 14))
    #expect(shaped.map(\.family) == ["Noto Sans Hebrew"])
    #expect(shaped.map(\.weight) == [700])
  }

  @Test func arabicKeepsTheRequestedFamilysLineHeight() throws {
    let font = Font(family: "Roboto", weight: 400, size: 14)
    let latin = try measurer.measure("Card", font: font)
    let arabic = try measurer.measure("بطاقة", font: font)
    #expect(abs(arabic.height - latin.height) < 0.01, "\(arabic.height) vs \(latin.height)")
  }

  @Test func punctuationTheChainFaceLacksStaysInTheAskedFont() throws {
    // Noto Sans Arabic has no ASCII quotation mark: around an Arabic word it is Inter's (an
    // a11y callout on the sheet printed such a label and failed with a missing glyph).
    let text = "radiogroup · \"الحالة, required\""
    let shaped = try runs(text, Font(family: "Inter", weight: 400, size: 14))
    #expect(shaped.contains { $0.family == "Noto Sans Arabic" })
    #expect(shaped.allSatisfy { !$0.glyphs.contains { $0 & FontSession.unknownGlyphFlag != 0 } })
    #expect(throws: Never.self) { try measurer.measure(text, font: Font(family: "Inter", weight: 400, size: 14)) }
  }

  @Test func aCharacterOutsideTheChainIsStillAnError() {
    #expect(throws: FontError.self) {
      try measurer.measure("Hi 😀", font: Font(family: "Roboto", weight: 400, size: 14))
    }
    // DejaVu Sans has no chain: it draws Arabic itself.
    #expect(throws: Never.self) {
      try measurer.measure("بطاقة", font: Font(family: "DejaVu Sans", weight: 400, size: 14))
    }
  }

  @Test func weightsMatchAsCSSDoes() {
    let faces = [400, 700]
    #expect(FontChain.matchedWeight(500, among: faces) == 400)
    #expect(FontChain.matchedWeight(600, among: faces) == 700)
    #expect(FontChain.matchedWeight(300, among: faces) == 400)
    #expect(FontChain.matchedWeight(900, among: faces) == 700)
    #expect(FontChain.matchedWeight(450, among: [400, 500, 700]) == 500)
    #expect(
      FontChain.substitutions(for: Font(family: "Inter", weight: 500, size: 14)) == [
        "Inter 500 -> Noto Sans Arabic 400 for Arabic", "Inter 500 -> Noto Sans Hebrew 400 for Hebrew",
      ])
    #expect(FontChain.substitutions(for: Font(family: "Roboto", weight: 700, size: 14)).isEmpty)
  }

  @Test func sharedCharactersJoinTheirScript() {
    let font = Font(family: "Roboto", weight: 400, size: 14)
    // "A بب، بب B": the space and comma between the Arabic words are Arabic; the spaces
    // between Arabic and Latin stay Roboto's.
    let text = "A بب، بب B"
    let segments = FontChain.segments(of: text, font: font)
    #expect(segments.count == 1)
    let bytes = Array(text.utf8)
    let arabic = String(decoding: bytes[segments[0].start..<segments[0].end], as: UTF8.self)
    #expect(arabic == "بب، بب")
  }
}
