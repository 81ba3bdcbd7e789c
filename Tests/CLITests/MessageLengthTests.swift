import Foundation
import TestSupport
import Testing

/// Issue 36, "Logs and outputs that read right": every message line is at most 300 characters.
/// An alias cycle of 60 long token names was one 464-character line: five names of 60
/// characters around "… 56 more …", after a token path of up to 160.
@Suite struct MessageLengthTests {
  /// A token file whose `groups` hold a cycle t0 -> t1 -> ... -> t59 -> t0 of colours, which the
  /// Fiori chip's selected background aliases.
  static func cycleFile(name: (Int) -> String, groups: [String]) -> String {
    let count = 60
    let tokens = (0..<count).map { i in
      let target = (groups + [name((i + 1) % count)]).joined(separator: ".")
      return #""\#(name(i))": {"$type": "color", "$value": "{\#(target)}"}"#
    }
    var json = "{" + tokens.joined(separator: ", ") + "}"
    for group in groups.reversed() { json = #"{"\#(group)": \#(json)}"# }
    let first = (groups + [name(0)]).joined(separator: ".")
    let mapping = #"{"color": {"chip": {"selected": {"background": {"$value": "{\#(first)}"}}}}}"#
    return String(json.dropLast()) + #", "fiori": \#(mapping)}"#
  }

  static let cycles: [(name: String, json: String)] = [
    // 60 names of 70 characters.
    ("long-names", cycleFile(name: { "token-\($0)-" + String(repeating: "x", count: 60) }, groups: ["color"])),
    // Short names 3,000 characters deep (30 groups of 100).
    (
      "deep-groups",
      cycleFile(name: { "t\($0)" }, groups: (0..<30).map { "g\($0)" + String(repeating: "y", count: 97) })
    ),
    // Both, and a long file name.
    (
      "both-" + String(repeating: "f", count: 150),
      cycleFile(
        name: { "token-\($0)-" + String(repeating: "x", count: 60) },
        groups: (0..<3).map { "g\($0)" + String(repeating: "y", count: 97) })
    ),
  ]

  @Test(arguments: cycles.map(\.name))
  func anAliasCycleOfLongNamesIsOneLineOfAtMost300Characters(name: String) throws {
    let cycle = try #require(Self.cycles.first { $0.name == name })
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let file = dir + "/\(name).tokens.json"
    try cycle.json.write(toFile: file, atomically: true, encoding: .utf8)
    try
      ("system: fiori\ncomponent: chip\ntheme: {tokens: \(name).tokens.json}\nvariants: [{name: a, variation: "
      + "single-selection, label: A}]\n").write(toFile: dir + "/chip.yaml", atomically: true, encoding: .utf8)
    let runs = [
      ["render", "fiori/chip/single-selection/selected", "--out", dir + "/out", "--tokens", file],
      ["render", dir + "/chip.yaml", "--out", dir + "/out"],
      ["tokens", "--tokens", file, "fiori/chip/single-selection/selected"],
      ["compare", "fiori/chip/single-selection/selected", "--from", "Fixtures/tokens/acme.tokens.json", "--to", file],
    ]
    for arguments in runs {
      let result = try runProcess(CLI.binary, arguments, combined: true)
      #expect(result.status == 65, "\(arguments[0]): \(result.stdout)")
      #expect(result.stdout.contains("alias cycle "), "\(result.stdout)")
      for line in result.stdout.split(separator: "\n") {
        #expect(line.count <= 300, "\(arguments.joined(separator: " ")): \(line.count) characters: \(line)")
      }
    }
  }

  /// A message around a long path (folders of 90 characters; a path may be 4,096 bytes): the
  /// path is cut, keeping its end, and the line still says what is wrong. 397 characters before.
  @Test func aFixtureErrorUnderALongPathIsOneLineOfAtMost300Characters() throws {
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let folder = dir + "/" + ["a", "b", "c"].map { String(repeating: $0, count: 90) }.joined(separator: "/")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "system: fiori\ncomponent: chipp\nvariants: []\n".write(
      toFile: folder + "/chip.yaml", atomically: true, encoding: .utf8)
    let result = try runProcess(CLI.binary, ["render", folder + "/chip.yaml", "--out", dir + "/out"], combined: true)
    #expect(result.status == 65, "\(result.stdout)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1 && lines.allSatisfy { $0.count <= 300 }, "\(result.stdout)")
    #expect(result.stdout.contains("/chip.yaml:2:12: component: unknown fiori component \"chipp\""), "\(result.stdout)")
  }

  /// `audit --show-accepted` put each accepted finding, its reason and its entry on one line: 15
  /// of the catalog's were over 300 characters (375 at most). The reason now has a line of its
  /// own, a long one cut (the baseline holds it whole).
  @Test func acceptedFindingsAndTheirReasonsAreLinesOfAtMost300Characters() throws {
    let catalog = try CLI.run(["audit", "material/card", "material/button", "--show-accepted"])
    #expect(catalog.status == 0, "\(catalog.stderr)")
    #expect(catalog.stdout.contains("\n  — Faithful to the seed's Shrine card shape"), "\(catalog.stdout.prefix(2000))")
    for line in catalog.stdout.split(separator: "\n") { #expect(line.count <= 300, "\(line.count): \(line)") }

    // A reason of 480 characters (the baseline allows 500).
    let dir = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try mintChipGroupFixture.write(toFile: dir + "/mint.yaml", atomically: true, encoding: .utf8)
    #expect(try CLI.run(["audit", "mint.yaml", "--write-baseline", "baseline.yaml"], in: dir).status == 4)
    let reason = "Our brand's mint " + String(repeating: "and its reasons ", count: 29) + "end"
    let text = try String(contentsOfFile: dir + "/baseline.yaml", encoding: .utf8)
    try text.replacingOccurrences(of: "TODO: say why this finding is accepted", with: reason)
      .write(toFile: dir + "/baseline.yaml", atomically: true, encoding: .utf8)
    let mint = try CLI.run(["audit", "mint.yaml", "--baseline", "baseline.yaml", "--show-accepted"], in: dir)
    #expect(mint.status == 0, "\(mint.stdout)\(mint.stderr)")
    #expect(mint.stdout.contains("  — Our brand's mint and its reasons"), "\(mint.stdout)")
    for line in mint.stdout.split(separator: "\n") { #expect(line.count <= 300, "\(line.count): \(line)") }
  }

  /// `check`'s headline for a state whose scales differ differently listed them on one line: 29
  /// of fiori/chip's under another token set were over 300 characters (340 at most). Over 300,
  /// each scale's detail has a line of its own.
  @Test func aChangedStatesHeadlineIsAtMost300Characters() throws {
    let out = try temporaryFolder("specsheet-cli")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = try CLI.run([
      "check", "fiori/chip", "--no-audit", "--artifacts", out, "--tokens", "Fixtures/tokens/acme.tokens.json",
    ])
    #expect(result.status == 2 || result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("CHANGED fiori/chip/single-selection-rtl/pressed-unselected@1x,2x,3x:\n  @1x "))
    for line in result.stdout.split(separator: "\n") { #expect(line.count <= 300, "\(line.count): \(line)") }
  }
}
