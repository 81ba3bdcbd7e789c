import Foundation
import Graphics
import Testing

@testable import CairoRenderer

@Suite struct ConcurrencyTests {
  static var jobs: [(DisplayList, Int)] {
    [
      (Fixtures.chip, 1), (Fixtures.chip, 2), (Fixtures.chip, 3), (Fixtures.card, 1),
      (Fixtures.chip, 2), (Fixtures.chip, 1), (Fixtures.chip, 3), (Fixtures.chip, 2),
    ]
  }

  @Test func fourThreadsGiveTheSameBytesAsOne() throws {
    let jobs = Self.jobs
    let serial = try jobs.map { try BitmapRenderer().render($0.0, scale: $0.1) }

    // A fresh library, so sessions are created concurrently too; jobs taken in reverse order.
    let library = try FontLibrary()
    let renderer = BitmapRenderer(library: library)
    let results = ResultBox(count: jobs.count)
    let next = ResultBox.Counter(limit: jobs.count)
    let threads = 4
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      let thread = Thread {
        while let i = next.take() {
          let job = jobs[jobs.count - 1 - i]
          results.set(jobs.count - 1 - i, Result { try renderer.render(job.0, scale: job.1) })
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    for (i, image) in serial.enumerated() {
      let concurrent = try #require(results.get(i)).get()
      #expect(concurrent.pixels == image.pixels, "job \(i)")
    }
    #expect((1...threads).contains(library.sessionCount))
  }
}

/// Thread-safe result slots and a job counter for the test.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Bitmap, any Error>?]
  init(count: Int) { slots = Array(repeating: nil, count: count) }
  func set(_ i: Int, _ r: Result<Bitmap, any Error>) { lock.withLock { slots[i] = r } }
  func get(_ i: Int) -> Result<Bitmap, any Error>? { lock.withLock { slots[i] } }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func take() -> Int? {
      lock.withLock {
        guard value < limit else { return nil }
        defer { value += 1 }
        return value
      }
    }
  }
}
