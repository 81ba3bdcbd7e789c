import Foundation
import TestSupport
import Testing

/// Arguments ArgumentParser would misread are usage errors that say what to type instead.
@Suite struct ArgumentParsingTests {
  @Test func aSingleDashFileNameIsAnErrorThatSuggestsDotSlashOrDoubleDash() throws {
    let dir = try temporaryFolder("specsheet-cli")
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

  /// `--scale -2` said "Missing value for '--scale <scale>'": a negative number gets the range
  /// message an out-of-range positive one gets (0, or 2 for --threshold whose 0 is valid).
  @Test(
    arguments: [
      (["render", "--out", "/tmp/never"], "--scale", "-2", "0", "--scale takes whole numbers from 1 to 4"),
      (["render", "--out", "/tmp/never"], "--jobs", "-1", "0", "--jobs must be between 1 and 256"),
      (["sheet", "--out", "/tmp/never"], "--scale", "-2", "0", "--scale takes a whole number from 1 to 4"),
      (["sheet", "--out", "/tmp/never"], "--jobs", "-1", "0", "--jobs must be between 1 and 256"),
      (["check"], "--threshold", "-1", "2", "--threshold is a fraction from 0 to 1"),
      (["diff", "a.png", "b.png"], "--threshold", "-0.5", "1.5", "--threshold is a fraction from 0 to 1"),
      (["check"], "--pixel-budget", "-5", nil, "--pixel-budget must be 0 or more"),
      (["check"], "--shard", "-1/2", "0/2", "--shard takes K/N with 1 <= K <= N"),
      (["bench"], "--passes", "-1", "0", "--passes must be 1...100"),
    ] as [([String], String, String, String?, String)])
  func negativeNumbersGetTheRangeMessage(
    command: [String], option: String, negative: String, invalid: String?, message: String
  ) throws {
    func firstLine(_ value: String) throws -> String {
      let result = try CLI.run(command + [option, value])
      #expect(result.status == 64, "\(option) \(value): \(result.stderr)")
      let line = String(result.stderr.prefix { $0 != "\n" })
      return line.replacingOccurrences(of: "'\(value)'", with: "'V'").replacingOccurrences(
        of: "\"\(value)\"", with: "\"V\"")
    }
    let line = try firstLine(negative)
    #expect(line.contains(message), "\(line)")
    #expect(!line.contains("Missing value"))
    if let invalid { #expect(try firstLine(invalid) == line) }
  }

  /// What ArgumentParser declares, from `specsheet --experimental-dump-help`: per argument its
  /// command (its path of subcommand names, e.g. `bench image`), names as "--long", "-h" or
  /// "-help", kind (option, flag, positional) and parsing.
  /// `review` is the sibling binary `specsheet review` runs: its arguments come from its own dump.
  func declaredArguments() throws -> [(command: [String], names: [String], kind: String, parsing: String)] {
    let result = try CLI.run(["--experimental-dump-help"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let review = try CLI.run(["review", "--experimental-dump-help"])
    #expect(review.status == 0, "\(review.stderr)")
    let reviewJSON = try #require(try JSONSerialization.jsonObject(with: Data(review.stdout.utf8)) as? [String: Any])
    var found: [(command: [String], names: [String], kind: String, parsing: String)] = []
    func walk(_ command: [String: Any], path: [String]) {
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let names = (argument["names"] as? [[String: Any]] ?? []).map { name in
          (name["kind"] as? String == "long" ? "--" : "-") + (name["name"] as? String ?? "?")
        }
        found.append((path, names, argument["kind"] as? String ?? "?", argument["parsingStrategy"] as? String ?? "?"))
      }
      for sub in command["subcommands"] as? [[String: Any]] ?? [] {
        walk(sub, path: path + [sub["commandName"] as? String ?? "?"])
      }
    }
    walk(try #require(json["command"] as? [String: Any]), path: [])
    walk(try #require(reviewJSON["command"] as? [String: Any]), path: ["review"])
    return found
  }

  /// The argument check lets only `-h` and `-help` through: it relies on every declared option
  /// being `--long`. A new short option or single-dash name must be added there, and here.
  @Test func theOnlySingleDashNamesAreHelps() throws {
    let names = Set(try declaredArguments().flatMap(\.names))
    #expect(Set(names.filter { !$0.hasPrefix("--") }) == ["-h", "-help"])
  }

  /// The argument check passes on the value after an unconditional option (`--shard -1/2`) and
  /// refuses one after any other option: both only if its list matches the declarations.
  @Test func theValuesOfUnconditionalOptionsAreNotMistakenForFlags() throws {
    let options = try declaredArguments().filter { $0.kind == "option" }
    let unconditional = Set(options.filter { $0.parsing == "unconditional" }.flatMap(\.names))
    let other = Set(options.filter { $0.parsing != "unconditional" }.flatMap(\.names))
    #expect(
      unconditional == [
        "--scale", "--jobs", "--threshold", "--pixel-budget", "--passes", "--shard", "--reps", "--port",
      ])
    #expect(unconditional.isDisjoint(with: other), "one name, one parsing, in every command")
    for argument in options where argument.parsing == "unconditional" {
      let result = try CLI.run(argument.command + [argument.names[0], "-9h"])
      #expect(!result.stderr.contains("is not an option"), "\(argument): \(result.stderr)")
      #expect(result.status == 64, "\(argument): \(result.stdout)\(result.stderr)")
    }
    for option in other {
      let result = try CLI.run(["check", option, "-9h"])
      #expect(result.stderr.contains("is not an option"), "\(option): \(result.stderr)")
      #expect(result.status == 64)
    }
  }
}
