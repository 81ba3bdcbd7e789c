import Testing

@testable import Graphics

/// Numbers for people are printed one way: dumps, findings, golden messages and semantic diffs
/// all round half away from zero and drop trailing zeros, whatever their number of decimals.
@Suite struct NumberTextTests {
  @Test func trimmedRoundsHalfAwayFromZeroAndDropsTrailingZeros() {
    // 0.125 is exact in binary: printf's "%.2f" gives 0.12 (half to even); findings say 0.13.
    #expect(0.125.trimmed(decimals: 2) == "0.13")
    #expect((-0.125).trimmed(decimals: 2) == "-0.13")
    #expect(0.1.trimmed(decimals: 4) == "0.1")
    #expect(0.00004.trimmed(decimals: 4) == "0")
    #expect(2.5.trimmed(decimals: 0) == "3")
    #expect(Double.infinity.trimmed(decimals: 2) == "inf")
  }

  @Test func dumpedIsThreeDecimals() {
    for value in [0.0, 12, 12.5, 1.0 / 3, -0.0004, -2.0005, 4095.9996, 0.1 + 0.2] {
      #expect(value.dumped == value.trimmed(decimals: 3))
    }
    #expect((-2.0005).dumped == "-2.001")
    #expect(4095.9996.dumped == "4096")
  }
}
