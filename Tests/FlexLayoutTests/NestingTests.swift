import FlexLayout
import Foundation
import Testing

/// Issue 38, "A layout engine worth trusting": nested stacks cost time in proportion to the
/// tree, not exponential in its depth. The flex algorithm asks each item for its size several
/// times; a layout remembers each node's answer to each question, so the leaf at the bottom of
/// a 12-deep chain of alternating rows and columns is measured only a handful of times.
@Suite struct NestingTests {
  /// Counts the calls of a measure function (called from one thread, locked all the same).
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func increment() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
  }

  @Test func theDeepestLeafIsMeasuredAFewTimes() {
    let counter = Counter()
    var node = FlexNode(measure: { known, _ in
      counter.increment()
      return FlexSize(width: known.width ?? 50, height: known.height ?? 10)
    })
    for level in 0..<12 {
      var style = FlexStyle()
      style.flexDirection = level.isMultiple(of: 2) ? .row : .column
      style.padding = Sides(all: .points(2))
      node = FlexNode(style: style, children: [node])
    }
    let box = node.layout()
    #expect(box.width == 50 + 12 * 4)
    #expect(box.height == 10 + 12 * 4)
    #expect(counter.count < 20, "the leaf was measured \(counter.count) times")
  }
}
