import ComponentKit
import Graphics

/// The images an audit covered, named `id@Nx`, in order: names given, or (an engine run) each
/// image's entry and scale, named when read. A check of a hundred times the catalog held 95,400
/// name strings to the end only to count them.
public struct AuditedImages: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  private enum Slot {
    case name(String)
    case pick(entry: Int32, scale: Int16)
  }

  private var slots: [Slot] = []
  /// The entries picks refer to (the run's selection, shared).
  private let entries: [CatalogEntry]

  public init(_ names: some Sequence<String>) {
    entries = []
    slots = names.map(Slot.name)
  }

  public init(arrayLiteral names: String...) { self.init(names) }

  /// Empty, for images of `entries` appended by index.
  init(entries: [CatalogEntry]) { self.entries = entries }

  public var startIndex: Int { 0 }
  public var endIndex: Int { slots.count }

  public subscript(position: Int) -> String {
    switch slots[position] {
    case .name(let name): name
    case .pick(let entry, let scale): entries[Int(entry)].imageName(scale: Int(scale)).description
    }
  }

  /// Appends `name`, drawn from `entries[entry]` when given (kept as the index and the scale).
  mutating func append(_ name: ImageName, entry: Int?) {
    if let entry, let index = Int32(exactly: entry), let scale = Int16(exactly: name.scale),
      entries.indices.contains(entry), entries[entry].imageName(scale: name.scale) == name
    {
      slots.append(.pick(entry: index, scale: scale))
    } else {
      slots.append(.name(name.description))
    }
  }

  /// How many states (entries) the images show: names differing only in their `@Nx`.
  public var stateCount: Int {
    var picked = Set<Int32>()
    var named = Set<String>()
    for slot in slots {
      switch slot {
      case .pick(let entry, _): picked.insert(entry)
      case .name(let name): named.insert(ImageName.scaleSuffix(of: name)?.stem ?? name)
      }
    }
    return picked.count + named.count
  }

  public static func == (a: AuditedImages, b: AuditedImages) -> Bool { a.elementsEqual(b) }
}
