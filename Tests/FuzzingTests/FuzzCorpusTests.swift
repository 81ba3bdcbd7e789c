import Catalog
import ComponentKit
import Foundation
import Fuzzing
import PNG
import TestSupport
import XCTest

/// Replays every checked-in seed and every past finding through the fuzz targets' bodies, so a
/// crash libFuzzer once found stays fixed and the corpora stay valid inputs. `make fuzz` explores
/// from the same seeds with libFuzzer and the address sanitizer.
final class FuzzCorpusTests: XCTestCase {
  static let root = packagePath("Fuzz")

  func inputs(_ target: String) -> [String] {
    [
      (Self.root as NSString).appendingPathComponent("Corpus/\(target)"),
      (Self.root as NSString).appendingPathComponent("Findings/\(target)"),
    ]
  }

  func testFixtureCorpus() {
    // The catalog fixtures are seeds too (`make fuzz` starts from them); not copied into the corpus.
    let catalog = (Self.root as NSString).deletingLastPathComponent + "/Fixtures/catalog"
    XCTAssertGreaterThanOrEqual(FuzzReplay.run(inputs("fixture") + [catalog], FuzzTargets.fixture), 20)
  }

  func testPNGCorpus() {
    XCTAssertGreaterThanOrEqual(FuzzReplay.run(inputs("png"), FuzzTargets.png), 5)
  }

  /// The token loader's seeds, with `Fixtures/tokens` (as `make fuzz` starts from them).
  func testTokensCorpus() {
    let tokens = (Self.root as NSString).deletingLastPathComponent + "/Fixtures/tokens"
    XCTAssertGreaterThanOrEqual(FuzzReplay.run(inputs("tokens") + [tokens], FuzzTargets.tokens), 10)
  }

  func testDeflateCorpus() {
    XCTAssertGreaterThanOrEqual(FuzzReplay.run(inputs("deflate"), FuzzTargets.deflate), 6)
  }

  func testDiffCorpus() {
    XCTAssertGreaterThanOrEqual(FuzzReplay.run(inputs("diff"), FuzzTargets.diff), 3)
  }

  /// Seeds are only useful when they get past the first check: every fixture seed parses and
  /// every PNG seed decodes (the libFuzzer mutations then start from deep inside).
  func testSeedsAreValidInputs() throws {
    let fixtures = FuzzReplay.files(under: [(Self.root as NSString).appendingPathComponent("Corpus/fixture")])
    XCTAssertGreaterThanOrEqual(fixtures.count, 4)
    for file in fixtures {
      XCTAssertNoThrow(try Fixture.load(path: file), file)
    }
    let pngs = FuzzReplay.files(under: [(Self.root as NSString).appendingPathComponent("Corpus/png")])
    XCTAssertGreaterThanOrEqual(pngs.count, 8)
    // libpng's crashers (seeded so the fuzzer starts from them) must be refused; the rest decode.
    for file in pngs {
      let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
      if (file as NSString).lastPathComponent.hasPrefix("crasher-") {
        XCTAssertThrowsError(try PNGDecoder.decode(bytes), file)
      } else {
        XCTAssertNoThrow(try PNGDecoder.decode(bytes), file)
      }
    }
  }

  /// The targets' own checks can fail: a target handed an input that breaks an invariant stops
  /// the process, so here we only prove the replay reaches the code (a decoded image is checked).
  func testReplayFindsFilesInFolders() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-replay-\(getpid())")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([1]).write(to: folder.appendingPathComponent("a"))
    try Data([2]).write(to: folder.appendingPathComponent("sub/b"))
    var seen: [[UInt8]] = []
    XCTAssertEqual(FuzzReplay.run([folder.path]) { seen.append(Array($0)) }, 2)
    XCTAssertEqual(seen, [[1], [2]])
  }
}
