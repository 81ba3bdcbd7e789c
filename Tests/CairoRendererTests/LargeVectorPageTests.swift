import Foundation
import Graphics
import Testing

@testable import CairoRenderer

@Suite struct LargeVectorPageTests {
  let renderer: BitmapRenderer

  init() throws { renderer = try BitmapRenderer() }

  /// Vector pages have no pixel limit: a page wider than any PNG renders, and a shadow too long
  /// for a 4x mask is rasterised at a coarser scale instead of being refused.
  @Test func aPageWiderThanAnyPNGStillRendersAsVector() throws {
    var list = DisplayList(size: Size(width: 20_000, height: 20))
    list.append(
      .shadow(
        Shadow(
          shape: .rect(Rect(x: 10, y: 6, width: 19_000, height: 4)), color: .black, offset: .zero, sigma: 1,
          outsideOnly: false)))
    list.append(.fill(.rect(Rect(x: 10, y: 6, width: 19_000, height: 4)), .black))
    #expect(throws: RenderError.self) { try renderer.render(list, scale: 1) }
    let vector = VectorRenderer(library: renderer.library)
    let pdf = try vector.render(list, format: .pdf)
    #expect(pdf.starts(with: Array("%PDF".utf8)))
    var huge = DisplayList(size: Size(width: 2_000_000, height: 20))
    huge.append(.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), .black))
    #expect(throws: RenderError.pageTooLarge(Size(width: 2_000_000, height: 20))) {
      try vector.render(huge, format: .svg)
    }
  }
}
