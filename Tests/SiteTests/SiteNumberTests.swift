import Foundation
import Site
import Testing

/// Numbers in the site's SVG: at most two decimals, no trailing zeros, as printf's `%.2f` of the
/// value rounded to hundredths would read with its zeros trimmed.
@Suite struct SiteNumberTests {
  private func printf(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  @Test func readsAsPrintfRoundedToHundredths() {
    #expect(SiteHTML.number(0) == "0")
    #expect(SiteHTML.number(-0.001) == "0")
    #expect(SiteHTML.number(12) == "12")
    #expect(SiteHTML.number(0.5) == "0.5")
    #expect(SiteHTML.number(-0.5) == "-0.5")
    #expect(SiteHTML.number(1.05) == "1.05")
    #expect(SiteHTML.number(18.1533203125) == "18.15")
    #expect(SiteHTML.number(2.999) == "3")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let value = Double.random(in: -5000...5000, using: &generator)
      let quarter = (value * 4).rounded() / 4
      for v in [value, quarter, value / 1000] { #expect(SiteHTML.number(v) == printf(v), "\(v)") }
    }
  }
}
