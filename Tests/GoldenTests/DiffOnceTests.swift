import Foundation
import Graphics
import ImageDiff
import PNG
import Pipeline
import TestSupport
import Testing

@testable import Golden
@testable import Reports

/// Issue 37, "diff once": a failing image is compared once, and that one pass gives both the
/// verdict and the diff picture; the artifacts and the report write that picture instead of
/// diffing again. `DiffPassLog` counts every pixel comparison (ImageDiff's `compare` and each
/// `StreamingDiff`) made inside the test; before, a failure counted two (the verdict, then the
/// picture in `compact`). The pictures are held to the bytes the second pass used to make.
@Suite struct DiffOnceTests {
  typealias Workspace = GoldenRecordProvenanceTests.Workspace

  /// The diff panel as `DiffPicture.png` made it before, in a pass of its own: the reference.
  static func panelAsBefore(actual: Bitmap, golden: Bitmap, frames: [PixelRect] = []) throws -> [UInt8] {
    var rows: [UInt8] = []
    let diff = StreamingDiff(
      actual: PixelSize(width: actual.width, height: actual.height),
      golden: PixelSize(width: golden.width, height: golden.height), frames: frames, indexedPanel: true
    ) { rows += $0 }
    actual.pixels.withUnsafeBytes { diff.addActual($0.baseAddress!, count: actual.height) }
    golden.pixels.withUnsafeBytes { diff.addGolden($0.baseAddress!, count: golden.height) }
    _ = diff.finish()
    let size = diff.pictureSize
    return try PNGEncoder.encodeIndexedRows(width: size.width, height: size.height, palette: DiffPanelPalette.colors) {
      emit in try rows.withUnsafeBytes { try emit($0.baseAddress!, size.height) }
    }
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: path)))
  }

  /// A bitmap of one colour, with one pixel of another at `mark` when given.
  static func bitmap(_ width: Int, _ height: Int, mark: (Int, Int)? = nil) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i...i + 3] = [200, 210, 220, 255] }
    if let (x, y) = mark { pixels[(y * width + x) * 4] = 20 }
    return Bitmap(width: width, height: height, pixels: pixels)!
  }

  @Test func aFailingImageIsDiffedOnceForItsVerdictArtifactsAndReport() throws {
    let w = Workspace()
    defer { w.remove() }
    _ = try w.engine().record(try w.plan(), mode: .all, updateFingerprint: true)
    let artifacts = w.dir + "/artifacts"
    let engine = GoldenEngine(store: w.store, jobs: 1, pipeline: try RenderPipeline(), artifacts: artifacts)
    let log = DiffPassLog()
    let run = try DiffPassLog.$current.withValue(log) {
      let run = try engine.check(try w.plan(GoldenRecordProvenanceTests.recoloured))
      try HTMLReport.write(
        HTMLReport.Input(run: run, store: w.store, command: RecordCommand(), invocation: "check"),
        to: w.dir + "/report")
      return run
    }
    let failure = try #require(run.failures.first)
    #expect(run.failures.count == 1 && failure.status == .changed)
    // The other image passes on its hashes, without a pixel comparison.
    #expect(log.count == 1, "pixel comparisons for one failing image")

    let stem = String(failure.path.dropLast(4))
    let goldenBytes = try Self.bytes(w.store.path(failure.path))
    let actualBytes = try Self.bytes(artifacts + "/" + stem + ".actual.png")
    let diffBytes = try Self.bytes(artifacts + "/" + stem + ".diff.png")
    let before = try Self.panelAsBefore(
      actual: try PNGDecoder.decode(actualBytes), golden: try PNGDecoder.decode(goldenBytes))
    #expect(diffBytes == before, "the artifact is the picture the second pass made")
    let report = w.dir + "/report/images/" + stem
    #expect(try Self.bytes(report + ".golden.png") == goldenBytes)
    #expect(try Self.bytes(report + ".actual.png") == actualBytes)
    #expect(try Self.bytes(report + ".diff.png") == diffBytes)
  }

  @Test func aSizeMismatchIsJudgedAndDrawnInOnePassAsBefore() throws {
    let dir = try temporaryFolder("specsheet-diff-once-size")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let store = GoldenStore(root: dir + "/goldens")
    try FileManager.default.createDirectory(atPath: store.root, withIntermediateDirectories: true)
    let golden = Self.bitmap(5, 3, mark: (1, 1))
    try Data(try PNGEncoder.encode(golden)).write(to: URL(fileURLWithPath: store.path("a.png")))
    let actual = Self.bitmap(7, 4, mark: (2, 2))
    let log = DiffPassLog()
    let result = DiffPassLog.$current.withValue(log) {
      store.compare(name: "a", path: "a.png", bitmap: actual, png: nil, frames: nil, scale: 1)
    }
    #expect(log.count == 1)
    #expect(result.status == .sizeMismatch && result.detail == "actual 7x4, golden 5x3")
    #expect(result.diff == compare(actual: actual, golden: golden))
    #expect(result.diffPNG == (try Self.panelAsBefore(actual: actual, golden: golden)))

    // Dropping the bitmaps (check's last step on the worker) and writing the artifacts diff nothing.
    var compacted = result
    let folder = try OutputFolder(dir + "/artifacts")
    let written = try DiffPassLog.$current.withValue(log) {
      compacted.compact()
      return try GoldenArtifacts.write(compacted, options: .exact, to: folder)
    }
    #expect(log.count == 1, "pixel comparisons, artifacts written")
    #expect(written.map { ($0 as NSString).lastPathComponent } == ["a.actual.png", "a.diff.png"])
    #expect(try Self.bytes(dir + "/artifacts/a.diff.png") == result.diffPNG)
  }

  /// A panel larger than a PNG may be (a wide golden, a tall render) is left out; the verdict
  /// stands and the actual image is still written, as before.
  @Test func aPanelTooLargeForAPNGIsLeftOutAndTheActualStillWritten() throws {
    let dir = try temporaryFolder("specsheet-diff-once-large")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let store = GoldenStore(root: dir + "/goldens")
    try FileManager.default.createDirectory(atPath: store.root, withIntermediateDirectories: true)
    let golden = Self.bitmap(Bitmap.maxSide, 1)
    try Data(try PNGEncoder.encode(golden)).write(to: URL(fileURLWithPath: store.path("wide.png")))
    let actual = Self.bitmap(1, Bitmap.maxSide)
    #expect(throws: PNGError.tooLarge(width: Bitmap.maxSide, height: Bitmap.maxSide)) {
      try PNGEncoder.encodeIndexedRows(
        width: Bitmap.maxSide, height: Bitmap.maxSide, palette: DiffPanelPalette.colors
      ) { _ in }
    }
    let log = DiffPassLog()
    var result = DiffPassLog.$current.withValue(log) {
      store.compare(name: "wide", path: "wide.png", bitmap: actual, png: nil, frames: nil, scale: 1)
    }
    #expect(log.count == 1)
    #expect(result.status == .sizeMismatch && result.diffPNG == nil && result.actualPNG != nil)
    result.compact()
    let written = try GoldenArtifacts.write(result, options: .exact, to: try OutputFolder(dir + "/artifacts"))
    #expect(written.map { ($0 as NSString).lastPathComponent } == ["wide.actual.png"])
  }
}
