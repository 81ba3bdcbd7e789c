import Foundation
import Graphics
import Testing

@testable import CairoRenderer

/// Text work shares one lock while the process uses at most ten font files, and goes one worker
/// at a time beyond (Cairo 1.16 closes faces past ten while other threads use them).
@Suite struct TextLockTests {
  /// Whether a second thread's `with` runs while this thread is inside its own.
  static func overlaps(_ lock: TextLock) -> Bool {
    let other = DispatchSemaphore(value: 0)
    var overlapped = false
    lock.with {
      Thread.detachNewThread {
        lock.with { _ = other.signal() }
      }
      // Shared: the other thread gets in while we wait. Exclusive: it waits for us to leave.
      overlapped = other.wait(timeout: .now() + .milliseconds(500)) == .success
    }
    if !overlapped { other.wait() }  // it ran once we left
    return overlapped
  }

  @Test func upToTheLimitTextWorkIsSharedAndPastItExclusive() {
    let lock = TextLock(openFaceLimit: 2)
    lock.register(file: "/fonts/a.ttf")
    lock.register(file: "/fonts/b.ttf")
    lock.register(file: "/fonts/a.ttf")  // the same file again is not another
    #expect(lock.fileCount == 2)
    #expect(!lock.exclusive)
    #expect(Self.overlaps(lock))
    lock.register(file: "/fonts/c.ttf")
    #expect(lock.exclusive)
    #expect(!Self.overlaps(lock))
  }

  @Test func workThatNamesFontsInsideItRunsAloneBelowTheLimit() {
    let lock = TextLock(openFaceLimit: 10)
    #expect(!lock.exclusive)
    // The other thread's shared text work waits for the one run alone.
    let other = DispatchSemaphore(value: 0)
    var overlapped = false
    lock.with(alone: true) {
      Thread.detachNewThread { lock.with { _ = other.signal() } }
      overlapped = other.wait(timeout: .now() + .milliseconds(500)) == .success
    }
    if !overlapped { other.wait() }
    #expect(!overlapped)
  }

  @Test func nestedTextWorkTakesTheLockOnce() {
    let lock = TextLock(openFaceLimit: 0)
    lock.register(file: "/fonts/a.ttf")
    #expect(lock.exclusive)
    // Exclusive: a nested `with` on the same thread would wait for itself if it locked again.
    let value = lock.with { lock.with { lock.with { 42 } } }
    #expect(value == 42)
  }

  @Test func checkingAFontNamesItsFileBeforeAnyTextWork() throws {
    let library = try FontLibrary()
    try library.withSession { session in
      try session.check(Font(family: "Roboto", weight: 900, size: 12))
    }
    #expect(TextLock.shared.contains(file: "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf"))
  }

  /// Twenty-three files on eight threads, each layout at a new size (a new scaled font, so Cairo locks
  /// the face and loads glyphs): without the exclusive lock Cairo 1.16 closes faces under other
  /// threads and this crashes or draws boxes (`faceNotDrawable`).
  @Test func textInTwentyThreeFilesOnEightThreadsNeitherCrashesNorFails() throws {
    let library = try FontLibrary()
    let faces =
      [100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap { [("Inter", $0), ("Inter Display", $0)] }
      + [300, 400, 500, 700, 900].map { ("Roboto", $0) }
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for i in 0..<300 {
        let (family, weight) = faces[(i * 7 + worker * 3) % faces.count]
        let size = 6 + Double((i * 37 + worker * 101) % 400) / 16
        let font = Font(family: family, weight: weight, size: size)
        do {
          _ = try PangoTextMeasurer(library: library).measure("Quick brown fox \(i)", font: font, wrapWidth: nil)
        } catch {
          failures.withLock { $0.append("\(family) \(weight) \(size): \(error)") }
        }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty)
    #expect(TextLock.shared.exclusive, "twenty-three files are past Cairo's ten")
  }
}
