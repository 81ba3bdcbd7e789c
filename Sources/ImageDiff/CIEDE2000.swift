import Foundation
import Graphics

/// A colour in CIE L*a*b* (D65 white), the space CIEDE2000 measures in.
public struct LabColor: Hashable, Sendable {
  public var l: Double
  public var a: Double
  public var b: Double

  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// An opaque sRGB colour (IEC 61966-2-1) through linear RGB and XYZ, D65 white on both sides,
  /// so no chromatic adaptation. A translucent colour is measured composited over white: what
  /// it shows on a white page.
  public init(_ color: Color) {
    let c = color.alpha == 255 ? color : color.over(.white)
    func linear(_ v: UInt8) -> Double {
      let s = Double(v) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    let r = linear(c.red)
    let g = linear(c.green)
    let b = linear(c.blue)
    let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    func f(_ t: Double) -> Double {
      let delta = 6.0 / 29.0
      return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
    }
    let fx = f(x / 0.95047)
    let fy = f(y / 1.0)
    let fz = f(z / 1.08883)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }
}

/// The CIEDE2000 colour difference (CIE 142-2001), with the parametric factors kL = kC = kH = 1,
/// written from the formula as Sharma, Wu & Dalal set it out ("The CIEDE2000 Color-Difference
/// Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations", 2005):
/// hue angles in degrees in 0..<360, the mean hue taken across the 0/360 seam, and a zero-chroma
/// colour's hue counted as 0. About 1 is the smallest difference a viewer notices side by side.
public enum CIEDE2000 {
  public static func difference(_ first: LabColor, _ second: LabColor) -> Double {
    let pow25to7 = 6_103_515_625.0  // 25^7
    let c1 = hypot(first.a, first.b)
    let c2 = hypot(second.a, second.b)
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * first.a
    let a2 = (1 + g) * second.a
    let c1p = hypot(a1, first.b)
    let c2p = hypot(a2, second.b)
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = atan2(b, a) * 180 / .pi
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(first.b, a1)
    let h2 = hue(second.b, a2)
    let chromaProduct = c1p * c2p

    let deltaL = second.l - first.l
    let deltaC = c2p - c1p
    var deltaHue = 0.0
    if chromaProduct != 0 {
      deltaHue = h2 - h1
      if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
    }
    let deltaH = 2 * chromaProduct.squareRoot() * sin(radians(deltaHue / 2))

    let meanL = (first.l + second.l) / 2
    let meanCp = (c1p + c2p) / 2
    var meanH = h1 + h2
    if chromaProduct != 0 {
      if abs(h1 - h2) <= 180 {
        meanH = (h1 + h2) / 2
      } else {
        meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH)) + 0.32 * cos(radians(3 * meanH + 6))
      - 0.20 * cos(radians(4 * meanH - 63))
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let meanCp7 = pow(meanCp, 7)
    let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
    let l50 = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(radians(2 * deltaTheta)) * rc
    let l = deltaL / sl
    let c = deltaC / sc
    let h = deltaH / sh
    return (l * l + c * c + h * h + rt * c * h).squareRoot()
  }

  /// ΔE00 of two sRGB colours (see `LabColor.init(_:)`).
  public static func difference(_ first: Color, _ second: Color) -> Double {
    difference(LabColor(first), LabColor(second))
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
