import Testing

@testable import Graphics

@Suite struct ColorTests {
  @Test func parsesSixAndEightDigitHex() {
    #expect(Color(hex: "#1D2D3E") == Color(red: 0x1D, green: 0x2D, blue: 0x3E))
    #expect(Color(hex: "f69000") == Color(red: 0xF6, green: 0x90, blue: 0x00))
    #expect(Color(hex: "#0057D280") == Color(red: 0x00, green: 0x57, blue: 0xD2, alpha: 0x80))
  }

  @Test(arguments: ["", "#12345", "#GG0000", "#1234567", "red", "#1D2D3E ", "#+1D2D3"])
  func rejectsMalformedHex(_ text: String) {
    #expect(Color(hex: text) == nil)
  }

  @Test func opacityRoundsToNearestStep() {
    // Fiori disabled text: #7E8E9D @ 50% -> alpha 127.5 rounds to 128.
    #expect(Color("#7E8E9D").opacity(0.5).alpha == 128)
    #expect(Color("#7E8E9D").opacity(0.12).alpha == 31)
  }

  @Test func compositesOverOpaqueBackground() {
    // MDC: onSurface (black) at 12% over white surface is #E0E0E0.
    #expect(Color.black.opacity(0.12).over(.white).hexString == "#E0E0E0")
  }

  @Test(arguments: [
    // mdc-facts §5b, 201804 light: the themed chip colours.
    ("#FFFFFF", 0.12, "#E0E0E0"),  // bg normal: onSurface 12% on surface
    ("#E0E0E0", 0.12, "#C5C5C5"),  // bg selected: onSurface 12% on bg normal
    ("#E0E0E0", 0.87, "#1D1D1D"),  // title normal: onSurface 87% on bg normal
    ("#C5C5C5", 0.87, "#1A1A1A"),  // title selected: onSurface 87% on bg selected
    ("#FFFFFF", 0.87, "#212121"),  // outlined title
  ])
  func blendingBlackReproducesMaterialHexValues(background: String, alpha: Double, expected: String) {
    #expect(Color(hex: background)!.blending(.black, alpha: alpha).hexString == expected)
  }

  @Test func blendingOverTranslucentBackgroundFollowsSourceOver() {
    // White at 50% over black at alpha 128 (0.502): alpha 0.5 + 0.502 * 0.5 = 0.751 -> 191.5
    // rounds to 192; colour 255 * 0.5 / 0.751 = 169.8 -> 170.
    let result = Color(red: 0, green: 0, blue: 0, alpha: 128).blending(.white, alpha: 0.5)
    #expect(result.alpha == 192)
    #expect(result.red == 170)
  }

  @Test func hexStringRoundTrips() {
    #expect(Color("#0057d2").hexString == "#0057D2")
    #expect(Color("#0057D280").hexString == "#0057D280")
  }
}

@Suite struct DumpTests {
  @Test func numbersAreShortAndStable() {
    #expect(12.0.dumped == "12")
    #expect(12.5.dumped == "12.5")
    #expect((1.0 / 3).dumped == "0.333")
    #expect((-0.25).dumped == "-0.25")
    #expect(Rect(x: 6, y: 6, width: 64.25, height: 32).dumped == "6,6 64.25x32")
    #expect(Double.nan.dumped == "nan")
    #expect(Double.infinity.dumped == "inf")
    #expect(1e20.dumped == "1e+20")
  }

  @Test func displayListDumpIndentsClips() {
    var list = DisplayList(size: Size(width: 10, height: 10))
    list.append(.pushClip(.rect(Rect(x: 0, y: 0, width: 5, height: 5))))
    list.append(.fill(.capsule(Rect(x: 0, y: 0, width: 8, height: 4)), .white))
    list.append(.popClip)
    #expect(
      list.dump() == """
        canvas 10x10
        clip rect(0,0 5x5)
          fill rrect(0,0 8x4 r=2) #FFFFFF
        end-clip

        """)
  }
}

@Suite struct FixedAdvanceMeasurerTests {
  let font = Font(family: "Inter", weight: 500, size: 10)

  @Test func measuresOneLine() throws {
    let m = try FixedAdvanceMeasurer().measure("abcd", font: font)
    #expect(m == TextMetrics(width: 20, height: 12.5, baseline: 10, lineCount: 1))
  }

  @Test func wrapsAtSpaces() throws {
    // 5pt per character; 30pt fits "aa bb" (25pt) but not "aa bb cc" (40pt).
    let m = try FixedAdvanceMeasurer().measure("aa bb cc", font: font, wrapWidth: 30)
    #expect(m.lineCount == 2)
    #expect(m.width == 25)
  }
}
