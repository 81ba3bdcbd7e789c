import Testing

@testable import SpecsheetCLI

/// `--scale` trims what Foundation's `.whitespaces` trims around each number (`Graphics`'s
/// `trimmingFoundationWhitespace`), no more: a newline stays and is refused.
@Suite struct ScaleParsingTests {
  @Test func scalesAreTrimmedListsOfOneToFour() throws {
    #expect(try parseScales(" 2,\t1 ,2,\u{00A0}3\u{200B}") == [2, 1, 3])
    #expect(throws: (any Error).self) { try parseScales("2\n") }
    #expect(throws: (any Error).self) { try parseScales("5") }
    #expect(throws: (any Error).self) { try parseScales("1,,2") }
  }
}
