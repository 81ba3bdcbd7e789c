import Foundation
import TestSupport
import Testing

/// Issue 37 ("a true graph"): `make lint` runs scripts/check_deps.py, which holds each target's
/// declared dependencies equal to what its files import. It passes on this package and fails on
/// a stale edge (declared, never imported) and on a hidden one (imported, never declared).
@Suite struct DependencyCheckTests {
  let python = programOnPath("python3")

  func check(_ folder: String) throws -> ProcessResult {
    try runProcess(
      try #require(python), [packagePath("scripts/check_deps.py"), folder + "/Package.swift"], in: folder)
  }

  /// A two-target package: `App` declares `dependencies` and its one file imports `imports`.
  func package(dependencies: [String], imports: [String]) throws -> String {
    let folder = try temporaryFolder("deps")
    let deps = dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
    try """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(name: "p", targets: [
      .target(name: "Base"),
      .target(name: "App", dependencies: [\(deps)]),  // "Base" in a comment is not an edge
    ])
    """.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
    for target in ["Base", "App"] {
      try FileManager.default.createDirectory(atPath: folder + "/Sources/" + target, withIntermediateDirectories: true)
    }
    try "public let x = 1\n".write(toFile: folder + "/Sources/Base/X.swift", atomically: true, encoding: .utf8)
    let lines = ["import Foundation"] + imports.map { "@testable import \($0)" } + ["let y = 2"]
    try lines.joined(separator: "\n").write(toFile: folder + "/Sources/App/Y.swift", atomically: true, encoding: .utf8)
    return folder
  }

  @Test func thisPackagesGraphIsTrue() throws {
    let result = try check(packageRoot)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test func aStaleEdgeFails() throws {
    let result = try check(try package(dependencies: ["Base"], imports: []))
    #expect(result.status == 1)
    #expect(result.stdout == "Package.swift: App: declares Base but no file imports it (a stale edge: remove it)\n")
  }

  @Test func aHiddenEdgeFails() throws {
    let result = try check(try package(dependencies: [], imports: ["Base"]))
    #expect(result.status == 1)
    #expect(result.stdout == "Package.swift: App: imports Base without declaring it (a hidden edge: declare it)\n")
  }

  @Test func aTrueEdgePasses() throws {
    let result = try check(try package(dependencies: ["Base"], imports: ["Base"]))
    #expect(result.status == 0, "\(result.stdout)")
  }
}
