import Foundation
import TestSupport
import Testing

/// Issue 36, "recipes proven, not only linted": scripts/ci_recipe_sim.py runs each recipe of
/// docs/ci/ as its runner would (cache restore of an earlier tree, upload-artifact skipping
/// hidden folders, download-artifact's folder per artifact, a smaller shard count, a broken
/// golden, a shard artifact from an earlier run) on a one-variant project. At dc9fc0b the GitHub
/// recipe's shard jobs passed uploading nothing and its merge failed on all-passing runs; the
/// GitLab recipe published JUnit twice and a cached `shard-4/` outlived `parallel: 3`.
@Suite struct CIRecipeTests {
  @Test(arguments: [("github", "docs/ci/github-actions.yml"), ("gitlab", "docs/ci/gitlab-ci.yml")])
  func theRecipeNeverReportsGreenOnAFailure(ci: String, recipe: String) throws {
    let python = packageRoot + "/.build/python/bin/python"
    try #require(
      FileManager.default.isExecutableFile(atPath: python),
      "\(python) is missing: run scripts/install-deps.sh (make deps) to install PyYAML")
    let dir = try temporaryFolder("specsheet-ci-recipe")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try GoldenCommandTests.fixture.write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    let result = try runProcess(
      URL(fileURLWithPath: python),
      [
        "scripts/ci_recipe_sim.py", ci, recipe, "--specsheet", CLI.binary.path, "--fixture", dir + "/chip.yaml",
        "--baseline", "goldens/audit-baseline.yaml",
      ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("ci-recipe: \(ci) recipe passed every scenario"), "\(result.stdout)")
  }
}
