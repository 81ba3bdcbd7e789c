import Foundation
import Testing

/// Arguments ArgumentParser would misread are usage errors that say what to type instead.
@Suite struct ArgumentParsingTests {
  @Test func aSingleDashFileNameIsAnErrorThatSuggestsDotSlashOrDoubleDash() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try GoldenCommandTests.fixture.write(toFile: dir + "/-dash.yaml", atomically: true, encoding: .utf8)

    // ArgumentParser read -d -a -s -h: the help, exit 0, nothing rendered.
    let result = try CLI.run(["render", "-dash.yaml", "--scale", "1", "--out", "o"], in: dir)
    #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty, "no help text")
    #expect(result.stderr.contains("write ./-dash.yaml, or put it after --"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/o"))

    // Both suggestions work, the second exactly as printed.
    let suggested = try #require(result.stderr.components(separatedBy: ": specsheet ").last)
    #expect(suggested == "render --scale 1 --out o -- -dash.yaml\n")
    let afterDashes = try CLI.run(suggested.dropLast().components(separatedBy: " "), in: dir)
    #expect(afterDashes.status == 0, "\(afterDashes.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/o/fiori/chip/single-selection/selected@1x.png"))
    let dotSlash = try CLI.run(["render", "./-dash.yaml", "--scale", "1", "--out", "p"], in: dir)
    #expect(dotSlash.status == 0, "\(dotSlash.stderr)")

    for arguments in [
      ["sheet", "-dash.yaml", "--out", "s"], ["check", "--scale", "1", "-dash.yaml"], ["diff", "-ab", "x.png"],
      ["render", "-hv"], ["-dash.yaml"], ["render", "--out", "-dash"],
    ] {
      let other = try CLI.run(arguments, in: dir)
      #expect(other.status == 64, "\(arguments): \(other.stdout)\(other.stderr)")
      #expect(other.stderr.contains("is not an option"), "\(arguments): \(other.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/s"))
    #expect(try CLI.run(["render", "-h"]).status == 0)
    #expect(try CLI.run(["check", "-help"]).stdout.contains("USAGE: specsheet check"))
  }

  /// The argument check lets only `-h` and `-help` through: it relies on every declared option
  /// being `--long`. A new short option or single-dash name must be added there, and here.
  @Test func theOnlySingleDashNamesAreHelps() throws {
    let result = try CLI.run(["--experimental-dump-help"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    var names: Set<String> = []
    func walk(_ command: [String: Any]) {
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String != "long" {
          names.insert("\(name["kind"] ?? "?") \(name["name"] ?? "?")")
        }
      }
      for sub in command["subcommands"] as? [[String: Any]] ?? [] { walk(sub) }
    }
    walk(try #require(json["command"] as? [String: Any]))
    #expect(names == ["short h", "longWithSingleDash help"])
  }
}
