import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A run of specsheet with its own peak memory: spawned and reaped with wait4, whose rusage is
/// that child's alone (RUSAGE_CHILDREN would mix in every other test's programs). Under
/// timeout(1) when `seconds` is given, so a run that would hang (reading a FIFO) fails instead.
struct MeasuredRun {
  var status: Int32
  var stdout: String
  var stderr: String
  /// Peak resident set, in MB.
  var peakMB: Int

  init(_ arguments: [String], seconds: Int = 120) throws {
    let folder = try temporaryFolder("specsheet-measured")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (out, err) = (folder + "/out", folder + "/err")
    let argv = ["/usr/bin/timeout", "-s", "KILL", "\(seconds)", CLI.binary.path] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let cArgs = argv.map { strdup($0) } + [nil]
    defer { for arg in cArgs { free(arg) } }
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for entry in cEnv { free(entry) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArgs, cEnv)
    guard spawned == 0 else { throw CocoaError(.executableLoad) }
    var raw: Int32 = 0
    var usage = rusage()
    while wait4(pid, &raw, 0, &usage) < 0, errno == EINTR {}
    // timeout(1) exits with the program's status (124/137 when it had to stop it); its own
    // rusage covers the program it waited for.
    status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    peakMB = usage.ru_maxrss / 1024
  }
}
