import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// The shadow mask cache (`ShadowMaskStore`) gives the very pixels an uncached draw does, keeps
/// different shadows apart (a quarter pixel, a thousandth of σ, the cut) and stays within its size.
@Suite struct ShadowMaskCacheTests {
  let renderer: BitmapRenderer

  init() throws { renderer = try BitmapRenderer() }

  /// `list` at `scale`, its shadows drawn through `masks` (nil: no cache).
  func render(_ list: DisplayList, scale: Int, masks: Locked<ShadowMaskStore>?) throws -> Bitmap {
    var renderer = self.renderer
    renderer.shadowMasks = masks
    return try renderer.render(list, scale: scale)
  }

  /// A grey canvas with one card-like shadow of `shape`, clipped to `clip` when given.
  static func list(
    _ shape: Shape, sigma: Double, offset: Point, outsideOnly: Bool, clip: Rect? = nil
  ) -> DisplayList {
    var list = DisplayList(size: Size(width: 120, height: 80))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 80)), Color("#F2F2F2")))
    if let clip { list.append(.pushClip(.rect(clip))) }
    list.append(
      .shadow(
        Shadow(shape: shape, color: Color.black.opacity(0.3), offset: offset, sigma: sigma, outsideOnly: outsideOnly)))
    if clip != nil { list.append(.popClip) }
    return list
  }

  static func card(x: Double, y: Double, width: Double, height: Double) -> Shape {
    .roundedRect(Rect(x: x, y: y, width: width, height: height), CornerRadii(all: 6))
  }

  /// Drawn twice through one cache (made, then found), the picture is the uncached one, at
  /// several sub-pixel phases, sizes and scales, with and without the cut.
  @Test(arguments: [0.0, 0.25, 1.0 / 3, 0.5, 0.7], [1, 2, 3])
  func cachedDrawsAreTheUncachedDraw(phase: Double, scale: Int) throws {
    for (width, outsideOnly) in [(40.0, false), (67.3, true)] {
      let list = Self.list(
        Self.card(x: 20 + phase, y: 15 - phase, width: width, height: 30 + phase), sigma: 3.2,
        offset: Point(x: phase, y: 2 + phase), outsideOnly: outsideOnly,
        clip: outsideOnly ? Rect(x: 0, y: 0, width: 70.5, height: 80) : nil)
      let masks = Locked(ShadowMaskStore(capacity: 1 << 24))
      let uncached = try render(list, scale: scale, masks: nil)
      let made = try render(list, scale: scale, masks: masks)
      let found = try render(list, scale: scale, masks: masks)
      #expect(made == uncached, "phase \(phase) @\(scale)x width \(width)")
      #expect(found == uncached, "phase \(phase) @\(scale)x width \(width)")
      #expect(masks.withLock { ($0.misses, $0.hits, $0.count) } == (1, 1, 1))
    }
  }

  /// Workers drawing the same shadow at once make its mask once: the others wait for it, and
  /// every picture is the uncached one.
  @Test func concurrentDrawsOfOneShadowMakeOneMask() throws {
    let list = Self.list(
      Self.card(x: 20.25, y: 15, width: 67.3, height: 40), sigma: 6, offset: Point(x: 0, y: 3), outsideOnly: false)
    let uncached = try render(list, scale: 3, masks: nil)
    let masks = Locked(ShadowMaskStore(capacity: 1 << 24))
    let pictures = Locked([Bitmap?](repeating: nil, count: 8))
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      let picture = try? render(list, scale: 3, masks: masks)
      pictures.withLock { $0[i] = picture }
    }
    #expect(pictures.withLock { $0 }.allSatisfy { $0 == uncached })
    #expect(masks.withLock { ($0.made, $0.hits + $0.misses, $0.count) } == (1, 8, 1))
  }

  /// Shadows that differ only a little each get their own mask (one cache, every draw checked
  /// against the uncached picture); the same shadow moved by whole pixels shares one.
  @Test func differentShadowsDoNotShareAMask() throws {
    let base = Self.card(x: 20.25, y: 10.5, width: 50, height: 30)
    let lists = [
      Self.list(base, sigma: 4, offset: Point(x: 0, y: 2), outsideOnly: false),
      Self.list(base, sigma: 4, offset: Point(x: 0.25, y: 2), outsideOnly: false),  // a quarter pixel right
      Self.list(base, sigma: 4, offset: Point(x: 0, y: 2.125), outsideOnly: false),  // an eighth down
      Self.list(base, sigma: 4.001, offset: Point(x: 0, y: 2), outsideOnly: false),  // σ
      Self.list(base, sigma: 4, offset: Point(x: 0, y: 2), outsideOnly: true),  // the cut
      Self.list(
        base, sigma: 4, offset: Point(x: 0, y: 2), outsideOnly: false, clip: Rect(x: 0, y: 0, width: 40, height: 80)),
      Self.list(
        Self.card(x: 20.25, y: 10.5, width: 50.25, height: 30), sigma: 4, offset: Point(x: 0, y: 2),
        outsideOnly: false),  // a quarter pixel wider
      Self.list(
        .rect(Rect(x: 20.25, y: 10.5, width: 50, height: 30)), sigma: 4, offset: Point(x: 0, y: 2), outsideOnly: false),
    ]
    let masks = Locked(ShadowMaskStore(capacity: 1 << 24))
    for (i, list) in lists.enumerated() {
      #expect(try render(list, scale: 1, masks: masks) == render(list, scale: 1, masks: nil), "shadow \(i)")
    }
    #expect(masks.withLock { ($0.misses, $0.hits) } == (lists.count, 0))

    // Moved 3 points right and 2 down at 1x: the same coverage at the same phase, found again.
    let moved = Self.list(
      Self.card(x: 23.25, y: 12.5, width: 50, height: 30), sigma: 4, offset: Point(x: 0, y: 2), outsideOnly: false)
    #expect(try render(moved, scale: 1, masks: masks) == render(moved, scale: 1, masks: nil))
    #expect(masks.withLock { $0.hits } == 1)
  }

  /// The store holds at most its capacity, dropping the least recently used mask first, and
  /// keeps nothing bigger than a quarter of it.
  @Test func storeStaysWithinItsCapacity() {
    func key(_ i: Int) -> ShadowMaskKey {
      ShadowMaskKey(
        shape: [0, Double(i), 0], cut: [], outsideOnly: false, bufferWidth: 10, bufferHeight: 10,
        visible: PixelBox(x0: 0, y0: 0, x1: 10, y1: 10), sigma: 1)
    }
    let mask = ShadowMask(width: 100, height: 10)  // 1000 bytes
    let cost = ShadowMaskStore.cost(of: mask, key: key(0))
    var store = ShadowMaskStore(capacity: 4 * cost)
    for i in 0..<4 { store.insert(mask, for: key(i)) }
    #expect(store.count == 4 && store.bytes == 4 * cost)
    #expect(store.mask(for: key(0)) != nil)  // 0 is now the most recently used
    store.insert(mask, for: key(4))  // drops 1, the least recently used
    #expect(store.bytes <= store.capacity && store.count == 4)
    #expect(store.mask(for: key(1)) == nil)
    #expect(store.mask(for: key(0)) != nil && store.mask(for: key(4)) != nil)

    var small = ShadowMaskStore(capacity: 3 * cost)  // a quarter is less than one mask
    small.insert(mask, for: key(0))
    #expect(small.count == 0 && small.bytes == 0)
  }
}
