import Foundation
import Golden
import Testing

/// Issue 36 ("every message line ≤ 300 characters"): a record command for three scales of a state
/// in a deep fixture folder ran to 400 characters on one line. Over 300 it is printed as shell
/// continuation lines, each at most 300, which bash reads back as the very same words.
@Suite struct RecordCommandLineTests {
  let store = GoldenStore(root: "goldens")

  func group(_ state: String, scales: [Int]) -> StateGroup {
    StateGrouping.groups(
      scales.map { GoldenResult(name: "\(state)@\($0)x", path: "\(state)@\($0)x.png", status: .changed, detail: "d") })[
        0]
  }

  /// The words bash reads from `text` (continuations joined), each ended by a NUL.
  func bashWords(_ text: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", "f() { printf '%s\\0' \"$@\"; }; f " + text]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
  }

  @Test func aLongRecordCommandWrapsIntoContinuationsBashReadsAsOneCommand() throws {
    let deep = "Fixtures/" + String(repeating: "a-rather-long-folder-name/", count: 5) + "it's a fixture.yaml"
    let state = "acme/segmented-control/" + String(repeating: "very-long-variant-", count: 3) + "name/selected-pressed"
    let command = RecordCommand(program: "swift run specsheet", fixtures: [deep], tokens: "tokens/brand\nx.json")
    let names = [1, 2, 3].map { "\(state)@\($0)x" }
    let oneLine = command.command(forNames: names)
    #expect(oneLine.count > 300)
    let text = GoldenMessages.grouped(
      group(state, scales: [1, 2, 3]), store: store, artifacts: [[], [], []], command: oneLine)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 300 }, "\(lines.map(\.count))")
    let start = try #require(lines.firstIndex { $0.hasPrefix("  record:    ") })
    let wrapped = lines[start...]
    #expect(wrapped.count > 1)
    #expect(wrapped.dropLast().allSatisfy { $0.hasSuffix(" \\") })
    let pasted = wrapped.joined(separator: "\n").dropFirst("  record:    ".count)
    let words = try bashWords(String(pasted))
    #expect(words == (try bashWords(oneLine)))
    #expect(words == ["swift", "run", "specsheet", "record", deep, "--tokens", "tokens/brand\nx.json"] + names)
  }

  /// Issue 37 (the failing check's serial tail): `shellQuoted` tells safe words by their bytes;
  /// letters, digits and `@%+=:,./-_` stay bare, anything else is quoted, and bash reads back the word.
  @Test func safeWordsStayBareAndOthersReadBackTheSame() throws {
    #expect(shellQuoted("fiori/chip/single-selection/selected@2x") == "fiori/chip/single-selection/selected@2x")
    #expect(shellQuoted("a%b+c=d:e,f.g-h_i") == "a%b+c=d:e,f.g-h_i")
    for word in ["caf\u{E9}", "e\u{301}", "a b", "it's", "x\ny", "", "$HOME", "a*"] {
      #expect(shellQuoted(word) != word, "\(word) is quoted")
      #expect(try bashWords(shellQuoted(word)) == [word])
    }
  }

  @Test func aShortCommandStaysOnOneLine() {
    let text = GoldenMessages.grouped(
      group("m/c/v/s", scales: [1, 2]), store: store, artifacts: [[], []],
      command: RecordCommand().command(forNames: ["m/c/v/s@1x", "m/c/v/s@2x"]))
    #expect(text.hasSuffix("\n  record:    specsheet record m/c/v/s@1x m/c/v/s@2x"))
  }
}
