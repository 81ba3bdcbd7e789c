import Foundation

// Helpers every test target shares (it is no product: only test targets depend on it). Kept to
// Foundation so a target that links no catalog, renderer or goldens can use it.

/// The package root, found from this file's path (Sources/TestSupport/…), so tests run from anywhere.
public let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// `relative` under the package root (`"goldens/manifest.json"`).
public func packagePath(_ relative: String) -> String { packageRoot + "/" + relative }

/// A new empty folder under the system's temporary folder, named `prefix-<random>`.
public func temporaryFolder(_ prefix: String = "specsheet-test") throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Every file under `folder`, relative path -> bytes.
public func files(under folder: String) -> [String: Data] {
  var result: [String: Data] = [:]
  for case let relative as String in FileManager.default.enumerator(atPath: folder) ?? FileManager.DirectoryEnumerator()
  {
    var isDirectory: ObjCBool = false
    let full = folder + "/" + relative
    if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
      result[relative] = FileManager.default.contents(atPath: full)
    }
  }
  return result
}
