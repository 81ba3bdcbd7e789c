import Foundation
import Graphics
import PNG
import TestSupport

/// Debian's `chromium`, headless, for testing the HTML report as a browser shows it.
/// Never skipped: when it is missing the test fails and says how to install it.
enum Chromium {
  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "chromium is not installed; run `make deps` (scripts/install-deps.sh installs Debian's chromium) to test the "
        + "HTML report"
    }
  }

  static func binary() throws -> String {
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return path
    }
    throw Missing()
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
    let profile = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try binary())
    process.arguments =
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(profile)", "--virtual-time-budget=2000",
      ] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The DOM after the page's scripts ran.
  static func dumpDOM(_ file: String) throws -> String {
    let result = try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString])
    guard result.status == 0 else {
      throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium exited \(result.status)"])
    }
    return result.stdout
  }

  /// A screenshot of the page in which `shows` holds, else the last of `attempts` taken. Headless
  /// Chromium may paint before a picture is decoded on a loaded machine (a CI run's screenshot of
  /// the report once had no diff picture in it; the same page's next screenshot had it).
  static func screenshot(
    _ file: String, size: (Int, Int), attempts: Int = 3, until shows: (Bitmap) -> Bool
  ) throws -> Bitmap {
    var shot = try screenshot(file, size: size)
    for _ in 1..<max(1, attempts) where !shows(shot) { shot = try screenshot(file, size: size) }
    return shot
  }

  /// A screenshot of the page, decoded.
  static func screenshot(_ file: String, size: (Int, Int)) throws -> Bitmap {
    let folder = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png = folder + "/shot.png"
    _ = try run(["--window-size=\(size.0),\(size.1)", "--screenshot=\(png)", URL(fileURLWithPath: file).absoluteString])
    guard let data = FileManager.default.contents(atPath: png) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "chromium wrote no screenshot"])
    }
    return try PNGDecoder.decode([UInt8](data))
  }
}
