import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// Shadows (blur, offset, clip, outside-only cut) give the same bytes on every run and thread.
@Suite struct ShadowDeterminismTests {
  let renderer: BitmapRenderer

  init() throws { renderer = try BitmapRenderer() }

  static var busyList: DisplayList {
    var list = DisplayList(size: Size(width: 160, height: 90))
    list.append(.fill(.rect(Rect(x: 0, y: 0, width: 160, height: 90)), Color("#F2F2F2")))
    let chip = Shape.capsule(Rect(x: 20, y: 20, width: 120, height: 44))
    list.append(ShadowTests.shadow(chip, sigma: 10.671, color: Color.black.opacity(0.08), outsideOnly: true))
    list.append(
      ShadowTests.shadow(
        chip, sigma: 8.001, offset: Point(x: 0, y: 14.735), color: Color.black.opacity(0.26), outsideOnly: true))
    list.append(.fill(chip, Color("#EAECEE80")))
    var blob = Path()
    blob.move(to: Point(x: 5, y: 80))
    blob.curve(to: Point(x: 60, y: 85), control1: Point(x: 20, y: 60), control2: Point(x: 40, y: 100))
    blob.line(to: Point(x: 30, y: 70))
    blob.close()
    list.append(.pushClip(.rect(Rect(x: 0, y: 60, width: 50, height: 30))))
    list.append(ShadowTests.shadow(.path(blob), sigma: 1.3, offset: Point(x: 0.7, y: 1.1), color: Color("#3C4043A0")))
    list.append(.popClip)
    return list
  }

  @Test func sameBytesAcrossRunsAndThreads() throws {
    let jobs = [(Self.busyList, 1), (Self.busyList, 2), (Self.busyList, 3), (Self.busyList, 3)]
    let renderer = self.renderer
    let serial = try jobs.map { try renderer.render($0.0, scale: $0.1) }
    #expect(try renderer.render(Self.busyList, scale: 3) == serial[2])

    let results = Slots(count: jobs.count * 4)
    let group = DispatchGroup()
    for t in 0..<4 {
      group.enter()
      let thread = Thread {
        for j in 0..<jobs.count {
          let i = (j + t) % jobs.count  // every thread renders every job, in a different order
          results.set(t * jobs.count + i, try? renderer.render(jobs[i].0, scale: jobs[i].1))
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    for t in 0..<4 {
      for i in 0..<jobs.count {
        #expect(results.get(t * jobs.count + i) == serial[i], "thread \(t) job \(i)")
      }
    }
  }
}

/// Thread-safe result slots.
final class Slots: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Bitmap?]
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ b: Bitmap?) { lock.withLock { slots[i] = b } }
  func get(_ i: Int) -> Bitmap? { lock.withLock { slots[i] } }
}
