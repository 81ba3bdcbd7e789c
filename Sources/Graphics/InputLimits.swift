/// The caps on what specsheet reads, in one place: every input may come from someone else's pull
/// request, so each is bounded by construction (README, "Security model", lists them). Hitting one
/// is bad input (exit 65) with one line naming the file and the cap.
public enum InputLimits {
  /// A fixture file (the catalog's largest is under 8 KB).
  public static let fixtureBytes = 1 << 20
  /// A declared component's `*.component.yaml` (a chip's is under 4 KB).
  public static let componentFileBytes = 256 << 10
  /// Parts of one declared component's anatomy, and how deep they nest: the whole tree is laid
  /// out per image, and its error paths stay one short line.
  public static let componentParts = 200
  public static let componentDepth = 8
  /// Props, theme roles, states, overrides or rules of one declared component (each list).
  public static let componentEntries = 200
  /// `specsheet.yaml`.
  public static let configBytes = 256 << 10
  /// An audit baseline file.
  public static let baselineBytes = 4 << 20
  /// A shard's results file given to `merge-reports` (ten times the catalog's is under 8 MB).
  public static let resultsBytes = 64 << 20
  /// A goldens folder's `manifest.json` (ten times the catalog's is 17 MB).
  public static let manifestBytes = 128 << 20
  /// A PNG specsheet reads: a golden, a shard's artifact, `diff`'s inputs (the largest golden,
  /// a sheet, is under 2 MB).
  public static let imageFileBytes = 64 << 20
  /// Images on one spec sheet written as PDF or SVG (the catalog's largest sheet has 67): each is
  /// a few hundred KB of vector text, so a fixture of 2,000 variants once made a 295 MB SVG in 1.7 GB.
  public static let vectorSheetImages = 500
  /// YAML and JSON nesting (mappings, sequences, arrays, objects): deeper input is refused before
  /// a recursive reader could overflow the stack.
  public static let nestingDepth = 128
  /// Pixels of an image decoded whole (4 bytes each: 128 MB): above the largest committed golden
  /// (3575x8470, 30.3 M pixels), and low enough that `diff` of two such images stays under 300 MB
  /// (259 MB measured at 30.3 M). Read from the header before anything is allocated.
  public static let pngPixels = 32_000_000
  /// The largest chunk libpng may allocate, or inflate a compressed chunk (iCCP) to
  /// (`png_set_chunk_malloc_max`; IDAT data is streamed, never held whole).
  public static let pngChunkBytes = 8 << 20
  /// Decoded golden pixels held at once by all of `check`'s workers together: a worker waits for
  /// room before decoding, so `--jobs N` holds one largest image, not N of them.
  public static let decodedBytesInFlight = pngPixels * 4

  // `review` and `serve` (loopback HTTP servers): what one request may take. Each refusal is a
  // 4xx whose text names the cap; the servers answer others meanwhile.

  /// An HTTP request line (method, target, version): longer is 414 URI Too Long.
  public static let httpRequestLineBytes = 8 << 10
  /// All header lines of one request together: more is 431.
  public static let httpHeaderBytes = 32 << 10
  /// Header lines in one request: more is 431.
  public static let httpHeaderCount = 100
  /// A request body (the approve and undo requests' JSON; a whole catalog's names are under
  /// 100 KB): a larger Content-Length is 413 before any of the body is read.
  public static let approveBodyBytes = 1 << 20
  /// Seconds from a connection's accept for its whole request (head and body) to arrive: a
  /// loopback client sends it in a millisecond, a trickling one is 408.
  public static let httpRequestSeconds = 1
  /// Seconds a client may take to read a response before the connection is dropped.
  public static let httpResponseSeconds = 10
  /// Connections served at once (each open page's live poll is one): more are 503 at once.
  public static let httpConnections = 32

  /// A folder's `.specsheet-files` list of the files specsheet wrote there (ten times the
  /// catalog's render lists 9,541 names in under 600 KB).
  public static let ownershipListBytes = 16 << 20
  /// One line of that list: a name relative to its folder (PATH_MAX).
  public static let ownedNameBytes = 4096

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
  /// The problems of a token load one error lists (and `--verbose` prints): every one a team
  /// with a published package meets (Primer has 80), bounded so a generated file with a
  /// broken token per line cannot print a million lines.
  public static let tokenProblemsListed = 1_000
  /// The steps following `$ref` pointers and aliases may take in one load (each pointer and
  /// each alias is resolved once; this bounds the values they copy).
  public static let tokenReferenceSteps = 1_000_000
  /// Combinations of `axes:` (specsheet.yaml, issue 39) a run renders: the full product multiplies
  /// the catalog, so a few short lines must not ask for thousands of copies of it.
  public static let modeCombinations = 64

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
