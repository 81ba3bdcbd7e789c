import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A run of specsheet with its own peak memory, measured by a small Python parent that forks it
/// and reads its children's peak (RUSAGE_CHILDREN: that one program). Measuring the process we
/// spawn ourselves is wrong on Linux: posix_spawn shares the test process's memory until exec,
/// and exec records that memory's high-water mark as the new program's (420 MB for a 21 MB `diff`
/// late in `make test`). The program is killed after `seconds`, so a run that would hang (reading
/// a FIFO) fails instead.
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
    let argv =
      ["/usr/bin/env", "python3", "-c", Self.parent, folder + "/peak", "\(seconds)", CLI.binary.path] + arguments
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
    // The parent exits with the program's status (128 + the signal that stopped it).
    status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    stdout = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    let peak = (try? String(contentsOfFile: folder + "/peak", encoding: .utf8)) ?? ""
    peakMB = (Int(peak) ?? Int.max / 2) / 1024
  }

  /// argv: the peak file, the seconds, then the program and its arguments.
  static let parent = """
    import resource, subprocess, sys
    try:
        code = subprocess.run(sys.argv[3:], timeout=int(sys.argv[2])).returncode
    except subprocess.TimeoutExpired:
        code = -9
    open(sys.argv[1], "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
    sys.exit(code if code >= 0 else 128 - code)
    """
}
