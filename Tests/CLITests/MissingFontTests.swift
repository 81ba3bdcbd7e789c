import Foundation
import TestSupport
import Testing

/// Whether this machine lets a test make its own user and mount namespace.
private let userNamespaces: Bool = {
  guard let unshare = programOnPath("unshare") else { return false }
  return (try? runProcess(unshare, ["-rm", "true"]))?.status == 0
}()

/// Issue 37: with the Inter fonts absent, `render` printed its error, then "error:
/// ExitCode(rawValue: 65)" as a second line, and exited 73 (an inner failure's exit code was
/// rewrapped as a write failure); `audit` printed the same second line. Each command now says
/// once which package to install and exits 65. The fonts are hidden by mounting an empty folder
/// over Inter's in a user and mount namespace of the test's own (`unshare -rm`).
@Suite(.enabled(if: userNamespaces, "unshare -rm is not permitted here: cannot hide a font folder"))
struct MissingFontTests {
  static let inter = "/usr/share/fonts/opentype/inter"

  func hidingInter(_ arguments: [String]) throws -> ProcessResult {
    let words = ([CLI.binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    return try runProcess(
      try #require(programOnPath("unshare")),
      ["-rm", "sh", "-c", "mount -t tmpfs none \(Self.inter) && exec \(words)"])
  }

  @Test(arguments: [
    ["render", "--out", ".build/missing-font-render", "fiori/chip/single-selection/selected@1x"],
    ["audit", "fiori/chip/single-selection/selected@1x"],
    ["check", "fiori/chip/single-selection/selected@1x"],
    ["render", "--sheets", ".build/missing-font-sheets", "--out", ".build/missing-font-render", "fiori/chip"],
    ["sheet", "Fixtures/catalog/fiori/chip.yaml", "--out", ".build/missing-font-sheet"],
  ])
  func aMissingFontIsOneErrorLineAndExit65(_ arguments: [String]) throws {
    let result = try hidingInter(arguments)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "error: font folder \(Self.inter) is missing; install the Debian package fonts-inter "
        + "(apt-get install fonts-inter)\n")
    #expect(!FileManager.default.fileExists(atPath: packageRoot + "/.build/missing-font-render/fiori"))
  }
}
