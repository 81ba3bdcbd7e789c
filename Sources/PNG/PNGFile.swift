import Graphics

/// Why a PNG file could not be read: one line naming the cap or the kind of file.
public enum PNGFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No such file (a missing golden is its own verdict).
  case missing
  /// A folder, FIFO, socket or device (never opened), over the cap, or unreadable.
  case refused(String)

  public var description: String {
    switch self {
    case .missing: "no such file"
    case .refused(let reason): reason
    }
  }
}

/// PNG files read whole and bounded, through `DataFile.read` (regular files only, looked at
/// before they are opened, opened O_NONBLOCK, at most `cap` bytes).
public enum PNGFile {
  public static func read(_ path: String, cap: Int = InputLimits.imageFileBytes) throws(PNGFileError) -> [UInt8] {
    do { return try DataFile.read(path, limit: cap, what: "a PNG") } catch {
      throw error.missing ? .missing : .refused(error.reason)
    }
  }
}
