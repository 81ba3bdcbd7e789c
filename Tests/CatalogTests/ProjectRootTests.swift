import Foundation
import Testing

@testable import Graphics

/// Where project paths are relative to: specsheet.yaml's folder, else the repository root.
@Suite struct ProjectRootTests {
  @Test func theConfigsFolderElseTheRepositorysElseHere() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("specsheet-root-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let fm = FileManager.default
    try fm.createDirectory(atPath: base + "/repo/.git", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: base + "/repo/app/ui/deep", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: base + "/loose/sub", withIntermediateDirectories: true)
    #expect(ProjectRoot.find(from: base + "/repo/app/ui/deep") == base + "/repo")
    try "goldens: g\n".write(toFile: base + "/repo/app/specsheet.yaml", atomically: true, encoding: .utf8)
    #expect(ProjectRoot.find(from: base + "/repo/app/ui/deep") == base + "/repo/app")
    #expect(ProjectRoot.find(from: base + "/repo/app/ui/../ui/deep/") == base + "/repo/app")
    #expect(ProjectRoot.find(from: base + "/loose/sub") == base + "/loose/sub")
  }
}
