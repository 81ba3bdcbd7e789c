import Graphics
import Testing

@testable import ImageDiff

/// CIEDE2000 against the test data Sharma, Wu & Dalal published with their implementation notes
/// (2005, Table 1): 34 pairs chosen to catch the hue-seam, mean-hue and rotation-term mistakes a
/// plausible implementation makes. Each expected value is the paper's, to four decimals.
@Suite struct CIEDE2000Tests {
  static let sharma: [(LabColor, LabColor, Double)] = [
    (lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485), 2.0425),
    (lab(50, 3.1571, -77.2803), lab(50, 0, -82.7485), 2.8615),
    (lab(50, 2.8361, -74.0200), lab(50, 0, -82.7485), 3.4412),
    (lab(50, -1.3802, -84.2814), lab(50, 0, -82.7485), 1.0000),
    (lab(50, -1.1848, -84.8006), lab(50, 0, -82.7485), 1.0000),
    (lab(50, -0.9009, -85.5211), lab(50, 0, -82.7485), 1.0000),
    (lab(50, 0, 0), lab(50, -1, 2), 2.3669),
    (lab(50, -1, 2), lab(50, 0, 0), 2.3669),
    (lab(50, 2.4900, -0.0010), lab(50, -2.4900, 0.0009), 7.1792),
    (lab(50, 2.4900, -0.0010), lab(50, -2.4900, 0.0010), 7.1792),
    (lab(50, 2.4900, -0.0010), lab(50, -2.4900, 0.0011), 7.2195),
    (lab(50, 2.4900, -0.0010), lab(50, -2.4900, 0.0012), 7.2195),
    (lab(50, -0.0010, 2.4900), lab(50, 0.0009, -2.4900), 4.8045),
    (lab(50, -0.0010, 2.4900), lab(50, 0.0010, -2.4900), 4.8045),
    (lab(50, -0.0010, 2.4900), lab(50, 0.0011, -2.4900), 4.7461),
    (lab(50, 2.5, 0), lab(50, 0, -2.5), 4.3065),
    (lab(50, 2.5, 0), lab(73, 25, -18), 27.1492),
    (lab(50, 2.5, 0), lab(61, -5, 29), 22.8977),
    (lab(50, 2.5, 0), lab(56, -27, -3), 31.9030),
    (lab(50, 2.5, 0), lab(58, 24, 15), 19.4535),
    (lab(50, 2.5, 0), lab(50, 3.1736, 0.5854), 1.0000),
    (lab(50, 2.5, 0), lab(50, 3.2972, 0), 1.0000),
    (lab(50, 2.5, 0), lab(50, 1.8634, 0.5757), 1.0000),
    (lab(50, 2.5, 0), lab(50, 3.2592, 0.3350), 1.0000),
    (lab(60.2574, -34.0099, 36.2677), lab(60.4626, -34.1751, 39.4387), 1.2644),
    (lab(63.0109, -31.0961, -5.8663), lab(62.8187, -29.7946, -4.0864), 1.2630),
    (lab(61.2901, 3.7196, -5.3901), lab(61.4292, 2.2480, -4.9620), 1.8731),
    (lab(35.0831, -44.1164, 3.7933), lab(35.0232, -40.0716, 1.5901), 1.8645),
    (lab(22.7233, 20.0904, -46.6940), lab(23.0331, 14.9730, -42.5619), 2.0373),
    (lab(36.4612, 47.8580, 18.3852), lab(36.2715, 50.5065, 21.2231), 1.4146),
    (lab(90.8027, -2.0831, 1.4410), lab(91.1528, -1.6435, 0.0447), 1.4441),
    (lab(90.9257, -0.5406, -0.9208), lab(88.6381, -0.8985, -0.7239), 1.5381),
    (lab(6.7747, -0.2908, -2.4247), lab(5.8714, -0.0985, -2.2286), 0.6377),
    (lab(2.0776, 0.0795, -1.1350), lab(0.9033, -0.0636, -0.5514), 0.9082),
  ]

  static func lab(_ l: Double, _ a: Double, _ b: Double) -> LabColor { LabColor(l: l, a: a, b: b) }

  @Test("every pair of Sharma, Wu & Dalal's Table 1 to four decimals, in both orders")
  func sharmaPairs() {
    #expect(Self.sharma.count == 34)
    for (number, (first, second, expected)) in Self.sharma.enumerated() {
      let forward = CIEDE2000.difference(first, second)
      let backward = CIEDE2000.difference(second, first)
      #expect(abs(forward - expected) < 0.00005, "pair \(number + 1): \(forward), paper \(expected)")
      #expect(abs(backward - expected) < 0.00005, "pair \(number + 1) reversed: \(backward), paper \(expected)")
    }
  }

  @Test("sRGB to L*a*b* (D65): white, black, and the primaries' published coordinates")
  func srgbToLab() {
    func near(_ c: LabColor, _ l: Double, _ a: Double, _ b: Double) -> Bool {
      abs(c.l - l) < 0.01 && abs(c.a - a) < 0.01 && abs(c.b - b) < 0.01
    }
    #expect(near(LabColor(.white), 100, 0, 0))
    #expect(near(LabColor(.black), 0, 0, 0))
    #expect(
      near(LabColor(Color(red: 255, green: 0, blue: 0)), 53.24, 80.09, 67.20),
      "\(LabColor(Color(red: 255, green: 0, blue: 0)))")
    #expect(
      near(LabColor(Color(red: 0, green: 0, blue: 255)), 32.30, 79.19, -107.86),
      "\(LabColor(Color(red: 0, green: 0, blue: 255)))")
    // A translucent colour is what it shows on white.
    #expect(LabColor(Color(red: 0, green: 0, blue: 0, alpha: 0)) == LabColor(.white))
    #expect(CIEDE2000.difference(Color.white, Color.white) == 0)
  }
}
