import CCairo
import Foundation
import Graphics

/// Lets text work (shaping, measuring, drawing glyphs, embedding fonts) run on every worker at
/// once while the process uses at most ten font files, and one worker at a time beyond that.
///
/// Cairo 1.16 (bookworm) keeps at most ten FreeType faces open. Opening an eleventh closes one
/// whose lock count it read as zero, without that face's lock, while another thread may be taking
/// it, and calls FT_New_Face outside its lock while another FT_Done_Face may run on the same
/// FreeType library: glyph loads then crash or fail (Pango draws boxes). A C harness doing Pango
/// layouts on six threads over more than ten files crashed in FT_Load_Glyph on every run. Up to
/// ten files nothing is ever closed, so the default catalog (exactly ten) keeps its parallel text.
///
/// `FontSession.check` names each file before any text work uses it (`register`); the one that
/// makes eleven turns the lock exclusive for good, and text work already under way finishes first.
final class TextLock: @unchecked Sendable {
  /// The process's lock: Cairo's faces are process-wide.
  static let shared = TextLock(openFaceLimit: 10)

  /// How many font files may be in use before text work goes one worker at a time.
  let openFaceLimit: Int
  private let rwlock: UnsafeMutablePointer<pthread_rwlock_t>
  /// This thread's depth of `with`, so nested text work takes the lock once.
  private var depthKey = pthread_key_t()
  /// The files named so far.
  private let files = Locked<Set<String>>([])

  init(openFaceLimit: Int) {
    self.openFaceLimit = openFaceLimit
    rwlock = .allocate(capacity: 1)
    pthread_rwlock_init(rwlock, nil)
    pthread_key_create(&depthKey, nil)
  }

  deinit {
    pthread_key_delete(depthKey)
    pthread_rwlock_destroy(rwlock)
    rwlock.deallocate()
  }

  /// Notes that text work is about to use `file`; past the limit, all text work is exclusive.
  func register(file: String) {
    files.withLock { _ = $0.insert(file) }
  }

  /// Whether text work runs one worker at a time.
  var exclusive: Bool { fileCount > openFaceLimit }

  /// Whether `file` has been named.
  func contains(file: String) -> Bool { files.withLock { $0.contains(file) } }

  /// How many font files have been named.
  var fileCount: Int { files.withLock { $0.count } }

  /// Runs `body` as text work: shared with other text work until the limit is passed, then alone.
  /// `alone` runs it alone whatever the count: for work that names fonts inside it (a nested
  /// `with` cannot leave a shared lock for the exclusive one).
  func with<T>(alone: Bool = false, _ body: () throws -> T) rethrows -> T {
    let depth = Int(bitPattern: pthread_getspecific(depthKey))
    if depth > 0 { return try body() }
    if alone || exclusive { pthread_rwlock_wrlock(rwlock) } else { pthread_rwlock_rdlock(rwlock) }
    pthread_setspecific(depthKey, UnsafeRawPointer(bitPattern: 1))
    defer {
      pthread_setspecific(depthKey, nil)
      pthread_rwlock_unlock(rwlock)
    }
    return try body()
  }
}
