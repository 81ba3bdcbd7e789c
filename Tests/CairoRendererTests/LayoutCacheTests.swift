import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// A session keeps its recent layouts: a kept one measures and draws as a new one, the cache
/// stays bounded, and what differs in any input is laid out anew.
@Suite struct LayoutCacheTests {
  let library: FontLibrary
  init() throws { library = try FontLibrary.shared() }

  @Test func aKeptLayoutMeasuresAsANewOneAndTheCacheStaysBounded() throws {
    let font = Font(family: "Roboto", weight: 500, size: 14)
    try library.withSession { session in
      let first = try session.measure("Filter chip", font: font, wrapWidth: nil)
      let again = try session.measure("Filter chip", font: font, wrapWidth: nil)
      #expect(again == first)
      // Other inputs are other layouts: a wider font, a wrap width, a truncation.
      let bigger = try session.measure(
        "Filter chip", font: Font(family: "Roboto", weight: 500, size: 20), wrapWidth: nil)
      #expect(bigger.width > first.width)
      let wrapped = try session.measure("Filter chip", font: font, wrapWidth: 40)
      #expect(wrapped.lineCount >= 2)
      let cut = try session.measure("Filter chip", font: font, maxWidth: 40, truncation: .tail)
      #expect(cut.width <= 40)
      for i in 0..<(LayoutCache.limit + 20) { _ = try session.measure("label \(i)", font: font, wrapWidth: nil) }
      #expect(session.layouts.count == LayoutCache.limit)
      // Pushed out and made again: still the same measurements.
      #expect(try session.measure("Filter chip", font: font, wrapWidth: nil) == first)
    }
  }

  @Test func aDrawingWithKeptLayoutsHasTheSamePixelsAsAFreshSession() throws {
    let run = TextRun(
      text: "Jane Doe", font: Font(family: "Roboto", weight: 400, size: 14), color: Color("#1d1b20"),
      frame: Rect(x: 4, y: 4, width: 80, height: 20))
    let list = DisplayList(size: Size(width: 96, height: 28), commands: [.text(run)])
    let renderer = BitmapRenderer(library: library)
    let first = try renderer.render(list, scale: 2)
    let second = try renderer.render(list, scale: 2)  // its layout comes from the cache
    let fresh = try BitmapRenderer(library: FontLibrary()).render(list, scale: 2)
    #expect(second.pixels == first.pixels)
    #expect(fresh.pixels == first.pixels)
  }
}
