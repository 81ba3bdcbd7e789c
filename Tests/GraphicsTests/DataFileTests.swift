import Foundation
import Graphics
import XCTest

/// `DataFile.read`: the one way a data file is read (issue 35: paths from data stay inside the
/// project, FIFOs and devices never hang a run, every input has a cap).
final class DataFileTests: XCTestCase {
  var folder = ""

  override func setUpWithError() throws {
    folder = NSTemporaryDirectory() + "datafile-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/project/sub", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
    try "secret".write(toFile: folder + "/outside/secret.json", atomically: true, encoding: .utf8)
    try "{}".write(toFile: folder + "/project/sub/a.json", atomically: true, encoding: .utf8)
  }

  override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

  func testReadsAFileInsideTheBoundary() throws {
    let bytes = try DataFile.read(folder + "/project/sub/a.json", limit: 10, boundary: folder + "/project")
    XCTAssertEqual(bytes, Array("{}".utf8))
  }

  /// Every way out of the project a data file can spell: absolute, `..`, a symbolic link to a file,
  /// a symbolic link to a folder.
  func testRefusesPathsOutsideTheBoundary() throws {
    let project = folder + "/project"
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: project + "/link.json", withDestinationPath: "../outside/secret.json")
    try manager.createSymbolicLink(atPath: project + "/dir", withDestinationPath: folder + "/outside")
    for path in [
      folder + "/outside/secret.json", project + "/sub/../../outside/secret.json", project + "/link.json",
      project + "/dir/secret.json", "/etc/passwd",
    ] {
      XCTAssertThrowsError(try DataFile.read(path, limit: 100, boundary: project), path) { error in
        let text = "\(error)"
        XCTAssertTrue(text.contains("outside the project"), text)
        XCTAssertFalse(text.contains("secret\n") || text.hasSuffix("secret"), text)
      }
    }
  }

  func testTheBoundaryMayBeASymbolicLinkItself() throws {
    try FileManager.default.createSymbolicLink(atPath: folder + "/alias", withDestinationPath: folder + "/project")
    XCTAssertEqual(try DataFile.read(folder + "/alias/sub/a.json", limit: 10, boundary: folder + "/alias").count, 2)
  }

  func testAFolderWithTheRootAsPrefixIsNotInside() {
    XCTAssertFalse(DataFile.isInside("/work/project-evil/x", "/work/project"))
    XCTAssertTrue(DataFile.isInside("/work/project/x", "/work/project"))
    XCTAssertTrue(DataFile.isInside("/anything", "/"))
  }

  /// A FIFO would block `open` and `read` forever; a device never ends; a folder is no file.
  func testRefusesFIFOsDevicesAndFolders() throws {
    let fifo = folder + "/project/pipe.json"
    XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    for (path, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a device"), (folder + "/project/sub", "a folder")] {
      XCTAssertThrowsError(try DataFile.read(path, limit: 100)) { error in
        XCTAssertTrue("\(error)".contains("not a regular file (\(kind))"), "\(error)")
      }
    }
  }

  func testRefusesAFileOverTheCapNamingIt() throws {
    let path = folder + "/project/big.json"
    try String(repeating: "x", count: 2048).write(toFile: path, atomically: true, encoding: .utf8)
    XCTAssertEqual(try DataFile.read(path, limit: 2048).count, 2048)
    XCTAssertThrowsError(try DataFile.read(path, limit: 1024)) { error in
      XCTAssertTrue("\(error)".hasSuffix("the file is over 1 KiB, the cap for this kind of input"), "\(error)")
    }
  }

  func testAMissingFileSaysSoOnOneLine() {
    XCTAssertThrowsError(try DataFile.read(folder + "/project/no\nsuch", limit: 10, boundary: folder)) { error in
      XCTAssertFalse("\(error)".contains("\n"), "\(error)")
    }
  }
}
