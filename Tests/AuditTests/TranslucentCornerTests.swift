import Graphics
import Testing

@testable import Audit

/// Issue 36 ("radius rules measure composited pixels, not alpha coverage"): a 12%-alpha capsule
/// track 24pt high with an opaque thumb near its corner read as R18.79 against 12 ±1; the same
/// colours composited beforehand gave no finding. The corner is read against the track's own
/// composited colour, whatever the thumb or a label covers further in.
@Suite struct TranslucentCornerTests {
  static let track = Rect(x: 8, y: 8, width: 80, height: 24)

  /// The track's top-left radius as read at `scale`, with `under` painted below it (nil: a
  /// transparent page) and a 20pt opaque thumb inset 2pt at its leading end.
  func radius(fill: String, under: String?, scale: Int) throws -> Double? {
    var list = DisplayList(size: Size(width: 100, height: 40))
    if let under { list.append(.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 40)), Color(hex: under)!)) }
    list.append(.fill(.capsule(Self.track), Color(hex: fill)!))
    list.append(.fill(.capsule(Rect(x: 10, y: 10, width: 20, height: 20)), Color(hex: "#6750A4")!))
    let bitmap = try pipeline.renderer.render(list, scale: scale)
    return PixelProbe(bitmap, scale: scale).cornerRadius(of: Self.track, expected: 12)
  }

  @Test(arguments: [2, 3])
  func aTranslucentTrackReadsItsOwnRadius(scale: Int) throws {
    for fill in ["#6750A41F", "#1D1B201F", "#E8DEF8"] {
      for under in [nil, "#FFFFFF", "#FEF7FF"] as [String?] {
        let r = try #require(try radius(fill: fill, under: under, scale: scale), "\(fill) over \(under ?? "nothing")")
        #expect(abs(r - 12) <= 0.5, "\(fill) over \(under ?? "nothing") @\(scale)x read R\(r)")
      }
    }
  }

  /// The same colours composited beforehand read the same radius: the reading depends on what
  /// a viewer sees, not on how it was painted.
  @Test func compositedBeforehandReadsTheSame() throws {
    let composited = Color(hex: "#6750A41F")!.composited(over: Color(hex: "#FFFFFF")!)
    let translucent = try #require(try radius(fill: "#6750A41F", under: "#FFFFFF", scale: 3))
    let opaque = try #require(try radius(fill: "#" + composited.hexString.dropFirst(), under: "#FFFFFF", scale: 3))
    #expect(abs(translucent - opaque) < 0.1)
  }
}
