/// The caps on what specsheet reads, in one place: every input may come from someone else's pull
/// request, so each is bounded by construction (README, "Security model", lists them). Hitting one
/// is bad input (exit 65) with one line naming the file and the cap.
public enum InputLimits {
  /// A fixture file (the catalog's largest is under 8 KB).
  public static let fixtureBytes = 1 << 20
  /// `specsheet.yaml`.
  public static let configBytes = 256 << 10
  /// An audit baseline file.
  public static let baselineBytes = 4 << 20
  /// A shard's results file given to `merge-reports` (ten times the catalog's is under 8 MB).
  public static let resultsBytes = 64 << 20
  /// YAML and JSON nesting (mappings, sequences, arrays, objects): deeper input is refused before
  /// a recursive reader could overflow the stack.
  public static let nestingDepth = 128

  /// One DTCG token or resolver file (a team's whole token set is a few hundred KB).
  public static let tokenFileBytes = 4 << 20
  /// The token files one load reads (`--tokens`, a fixture's `tokens:`), each counted every time
  /// a resolver uses it as a source, so one file cited a hundred times is not a hundred free reads.
  public static let tokenLoadBytes = 32 << 20
  /// The files one resolver may reference (each read once, however its path is spelled).
  public static let tokenFiles = 200
  /// The sources (files and inline sets) one resolver composes, `#/sets/...` references expanded.
  public static let tokenSources = 1_000
  /// The tokens and groups one load holds: those of every source merged, and those `$extends`
  /// copies from the groups it names (so ten groups a level extending the next cannot grow x10).
  public static let tokenEntries = 100_000
  /// The steps following `$ref` pointers and aliases may take in one load (each pointer and
  /// each alias is resolved once; this bounds the values they copy).
  public static let tokenReferenceSteps = 1_000_000

  /// "100,000" for messages and the README: a cap's number, digits grouped by three.
  public static func countText(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return count < 0 ? "-" + out : out
  }

  /// "1 MiB", "256 KiB", "64 MiB" for messages and the README.
  public static func bytesText(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}
