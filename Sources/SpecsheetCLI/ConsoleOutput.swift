import ArgumentParser
import Foundation
import Golden
import Graphics
import ImageDiff
import Pipeline

/// What stopped a command, said once: a command throws it, and `reported` (in each executable's
/// `main`) prints it as one `error:` line and exits with `status`. Made where the failure is
/// understood; a caller that catches it passes it on unchanged (`fail(error, code)`), so an inner
/// 65 is never rewrapped as an outer 73 nor printed twice (issue 37).
package struct CommandFailure: Error, CustomStringConvertible {
  package var message: String
  package var status: ExitCode
  package var description: String { message }
}

/// The failure to throw: `message` as one `error:` line, exit `code`.
package func fail(_ message: String, _ code: ExitCode) -> CommandFailure {
  CommandFailure(message: message, status: code)
}

/// `fail` for a caught error: a `CommandFailure` or an `ExitCode` (a verdict, already said)
/// passes through with its own status; anything else becomes one `error:` line with `code`.
package func fail(_ error: any Error, _ code: ExitCode) -> any Error {
  if error is CommandFailure || error is ExitCode { return error }
  return fail(String(describing: error), code)
}

/// `fail` for an output that could not be written: exit 73, or what an untrusted ownership list
/// calls for (65 for a bad line, 73 for a link in its place: `OwnershipListError.status`).
package func failWriting(_ error: any Error) -> any Error {
  fail(error, ExitCode((error as? OwnershipListError)?.status ?? .cannotWrite))
}

/// The one place a failure is printed: a `CommandFailure` as its `error:` line, returning its
/// exit code; any other error (ArgumentParser's usage errors, help, an `ExitCode`) as it is,
/// for ArgumentParser's `exit(withError:)` to say.
package func reported(_ error: any Error) -> any Error {
  guard let failure = error as? CommandFailure else { return error }
  FileHandle.standardError.write(Data("error: \(terminalLines(failure.message))\n".utf8))
  return failure.status
}

/// Runs a `validate()` body: ArgumentParser rewraps whatever `validate()` throws (exit 1, its own
/// "Error:" line), so a failure found while validating is reported here, once, and its status
/// thrown; a `ValidationError` passes on for ArgumentParser to print with the usage.
package func reportingNow(_ body: () throws -> Void) throws {
  do { try body() } catch { throw reported(error) }
}

/// ArgumentParser's `main` for `command`, with failures printed once by `reported`.
package func runMain<Command: ParsableCommand>(_ command: Command.Type, _ arguments: [String]? = nil) -> Never {
  do {
    var parsed = try command.parseAsRoot(arguments)
    try parsed.run()
    command.exit()
  } catch {
    command.exit(withError: reported(error))
  }
}

/// Prints `message` to stderr, each of its lines as `terminalLine` makes it.
package func printError(_ message: String) {
  let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { terminalLine(String($0)) }
  FileHandle.standardError.write(Data(lines.joined(separator: "\n").utf8) + Data("\n".utf8))
}

/// Messages echo names users chose (tokens, fixture keys, file names): whatever they hold, a
/// message is one line without control characters (escaped: `\u{1B}`), and at most
/// `maxLineLength` characters: with `error: ` before it, 300 (issue 36). Messages are bounded
/// where they are made; in a longer one (a path may be 4,096 bytes) long words are cut, then,
/// if that is not enough, the middle.
/// A message of several lines (a token file's problems, one per line) as terminal lines: each
/// escaped and bounded, every line after the first indented, so no user-supplied text can start
/// a line of its own (a forged `error:`).
package func terminalLines(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    .map { i, line in (i == 0 ? "" : "  ") + terminalLine(String(line)) }.joined(separator: "\n")
}

package func terminalLine(_ text: String) -> String {
  let escaped = text.escapingControlCharacters
  guard escaped.count > maxLineLength else { return escaped }
  // The longest words (paths, names) give way first, each keeping its end: a file's or a
  // token's own name. The sentence around them says what is wrong, so it stays.
  var words = escaped.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  var length = escaped.count
  while length > maxLineLength, let longest = words.indices.max(by: { words[$0].count < words[$1].count }),
    words[longest].count > 40
  {
    let word = words[longest]
    words[longest] = "…" + word.suffix(max(40, word.count - (length - maxLineLength)) - 1)
    length -= word.count - words[longest].count
  }
  let line = words.joined(separator: " ")
  guard line.count > maxLineLength else { return line }
  let kept = maxLineLength - 40  // the marker below is under 40 characters
  return line.prefix(kept / 2) + " … (\(line.count - kept) characters left out) … " + line.suffix(kept - kept / 2)
}

package let maxLineLength = 300 - "error: ".count

/// `--shard K/N`.
package func parseShard(_ text: String) throws -> Shard {
  guard let shard = Shard(parsing: text) else {
    throw ValidationError("--shard takes K/N with 1 <= K <= N, e.g. 2/4; found \"\(text)\"")
  }
  return shard
}

/// One overwritten status line on stderr while a long run works, only on a terminal and never
/// under CI (plain output there).
package final class ProgressLine: Sendable {
  private let enabled: Bool
  /// When the line was last written, and whether it is on screen.
  private let state = Locked((last: ContinuousClock.now - .seconds(1), shown: false))
  private let verb: String

  package init(verb: String) {
    self.verb = verb
    enabled = isatty(STDERR_FILENO) == 1 && !isCI && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  }

  package func update(_ done: Int, _ total: Int, _ name: String) {
    guard enabled else { return }
    state.withLock { state in
      let now = ContinuousClock.now
      guard done == total || now - state.last > .milliseconds(80) else { return }
      state.last = now
      state.shown = true
      FileHandle.standardError.write(Data("\r\u{1B}[2K\(verb) \(done)/\(total) \(name)".utf8))
    }
  }

  package func finish() {
    state.withLock { state in
      if state.shown { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
      state.shown = false
    }
  }
}

/// The progress line as a sink of a run of `total` images: it counts each unit's images (a
/// sheet is one) as the run hands them over, in order.
final class ProgressSink: RunSink {
  let line: ProgressLine
  let total: Int
  private let done = Locked(0)

  init(_ line: ProgressLine, total: Int) {
    self.line = line
    self.total = total
  }

  /// A unit counts its images, or one (a sheet; a compared entry, whose images are not records).
  func consume(_ unit: RunUnit) throws {
    let name = unit.sheet?.name ?? unit.records.last?.name.description ?? unit.entry?.id ?? ""
    let count = unit.sheet == nil && !unit.records.isEmpty ? unit.records.count : 1
    line.update(
      done.withLock {
        $0 += count
        return $0
      }, total, name)
  }
}

/// Runs the check behind a progress line; an error reading or rendering exits 65.
package func checkWithProgress(_ engine: GoldenEngine, _ plan: GoldenPlan) throws -> GoldenCheckRun {
  let progress = ProgressLine(verb: "checking")
  let run: GoldenCheckRun
  do {
    run = try engine.check(plan, watching: [ProgressSink(progress, total: plan.count)])
  } catch {
    progress.finish()  // the line cleared before the error is printed
    throw fail(error, Exit.badInput)
  }
  progress.finish()
  return run
}
