import Foundation

/// Runs a fuzz target over files and folders outside libFuzzer: for the test suite and for
/// reproducing a crash file with the plain (non-sanitised) build.
public enum FuzzReplay {
  /// Every regular file under `paths` (folders walked recursively, sorted for a stable order).
  public static func files(under paths: [String]) -> [String] {
    var found: [String] = []
    let fm = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if !isFolder.boolValue {
        found.append(path)
        continue
      }
      let children = (fm.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      for child in children.sorted() {
        let full = (path as NSString).appendingPathComponent(child)
        var childIsFolder: ObjCBool = false
        if fm.fileExists(atPath: full, isDirectory: &childIsFolder), !childIsFolder.boolValue {
          found.append(full)
        }
      }
    }
    return found
  }

  /// Feeds each file to `target`; returns how many ran.
  @discardableResult
  public static func run(_ paths: [String], _ target: (UnsafeRawBufferPointer) -> Void) -> Int {
    let all = files(under: paths)
    for file in all {
      let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
      bytes.withUnsafeBytes { target($0) }
    }
    return all.count
  }
}
