import ComponentKit
import Testing

/// Issue 39, "Must show": the Dynamic Type table in one place (TextSizeCategory, with Apple's
/// citation), read by name and scaled by Body's sizes or a component's own curve.
@Suite struct TextSizeCategoryTests {
  @Test func bodySizesAreApplesTable() {
    let table = Dictionary(uniqueKeysWithValues: TextSizeCategory.allCases.map { ($0.shortName, $0.bodySize) })
    #expect(
      table == [
        "xs": 14, "s": 15, "m": 16, "l": 17, "xl": 19, "xxl": 21, "xxxl": 23,
        "ax1": 28, "ax2": 33, "ax3": 40, "ax4": 47, "ax5": 53,
      ])
    #expect(TextSizeCategory.standard == .large && TextSizeCategory.large.bodyScale == 1)
  }

  @Test func namedByShortOrFixtureName() {
    #expect(TextSizeCategory(named: "ax2") == .accessibilityLarge)
    #expect(TextSizeCategory(named: "extra-extra-extra-large") == .extraExtraExtraLarge)
    #expect(TextSizeCategory(named: "huge") == nil)
    #expect(
      TextSizeCategory.allCases.filter(\.isAccessibility).map(\.shortName) == ["ax1", "ax2", "ax3", "ax4", "ax5"])
  }

  /// Text without a curve follows Body (AX5 is 53/17 of the default); a curve, its own ratio.
  @Test func scalesByBodyOrByACurve() {
    #expect(TextSizeCategory.accessibilityExtraExtraExtraLarge.scaled(17) == 53)
    #expect(TextSizeCategory.extraSmall.scaled(34) == 28)
    let curve: [Double] = [13, 14, 15, 16, 18, 20, 22, 25, 30, 37, 44, 52]
    #expect(TextSizeCategory.accessibilityExtraExtraExtraLarge.scaled(16, curve: curve) == 52)
    #expect(TextSizeCategory.extraSmall.scaled(32, curve: curve) == 26)
  }

  @Test func sizesNeverShrinkFromOneCategoryToTheNext() {
    #expect(zip(TextSizeCategory.bodySizes, TextSizeCategory.bodySizes.dropFirst()).allSatisfy { $0 < $1 })
  }
}
