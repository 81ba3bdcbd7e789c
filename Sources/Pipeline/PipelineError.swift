/// Failures past fixture parsing, each one line that says what and where.
public enum PipelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Layout, font resolution or drawing failed for an entry.
  case render(id: String, source: String, underlying: String)
  /// A file or folder could not be written.
  case write(path: String, reason: String)
  /// A file could not be read.
  case read(path: String, reason: String)
  /// A command-line value is out of range or malformed.
  case usage(String)

  public var description: String {
    switch self {
    case .render(let id, let source, let underlying):
      source.isEmpty
        ? "\(id.escapingControlCharacters): \(underlying)"
        : "\(source.escapingControlCharacters): \(id.escapingControlCharacters): \(underlying)"
    // Paths may come from data (a fixture's file name): printed escaped, never raw.
    case .write(let path, let reason): "cannot write \(path.escapingControlCharacters): \(reason)"
    case .read(let path, let reason): "cannot read \(path.escapingControlCharacters): \(reason)"
    case .usage(let message): message
    }
  }
}
