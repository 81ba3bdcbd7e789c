import GoldenTesting
import XCTest

/// The library works from XCTest too.
final class XCTestGoldenTests: XCTestCase {
  func testMultipleSelectionFioriChipMatchesItsGolden() {
    assertGolden("fiori/chip/multiple-selection/selected", scale: 1)
  }
}
