import Graphics

/// What readers did with declared mappings while a fixture was read: for each declared key list,
/// the keys its readers read. Off unless a test sets it (`FixtureKeyLog.$current.withValue`), so
/// reading fixtures pays one task-local lookup per mapping.
///
/// A reader that reads a key its schema does not declare, or a schema key no reader reads over a
/// whole catalog, is a reader and its schema drifting apart: `mismatches` names both.
public final class FixtureKeyLog: Sendable {
  /// The log `YAMLMapping.finish` records into, when set.
  @TaskLocal public static var current: FixtureKeyLog?

  /// One declared key list (by its names, in order), the keys read under it and where.
  private struct Entry {
    var read: Set<String> = []
    var paths: Set<String> = []
  }

  private let entries = Locked<[[String]: Entry]>([:])

  public init() {}

  func record(declared: [FixtureKey]?, read: Set<String>, at keyPath: String) {
    guard let declared else { return }
    let names = declared.map(\.name)
    entries.withLock { entries in
      entries[names, default: Entry()].read.formUnion(read)
      entries[names, default: Entry()].paths.insert(keyPath)
    }
  }

  /// Each declared key list whose readers read a key it does not declare, or never read one it
  /// declares, in words; empty when every schema and its reader agree.
  public var mismatches: [String] {
    entries.withLock { entries in
      entries.sorted { $0.key.joined(separator: ",") < $1.key.joined(separator: ",") }.compactMap { names, entry in
        let undeclared = entry.read.subtracting(names).sorted()
        let unread = names.filter { !entry.read.contains($0) }
        guard !undeclared.isEmpty || !unread.isEmpty else { return nil }
        let example = entry.paths.sorted().first ?? ""
        return "keys [\(names.joined(separator: ", "))] (e.g. at \(example)): "
          + (undeclared.isEmpty ? "" : "read but not declared: \(undeclared.joined(separator: ", ")); ")
          + (unread.isEmpty ? "" : "declared but never read: \(unread.joined(separator: ", "))")
      }
    }
  }

  /// How many declared key lists were seen.
  public var count: Int { entries.withLock { $0.count } }

  /// The declared key lists seen (each by its names, in order).
  public var declaredLists: Set<[String]> { entries.withLock { Set($0.keys) } }
}
