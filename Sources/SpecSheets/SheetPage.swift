import ComponentKit

/// Where a sheet stands among the pages of a component too large for one picture at a readable
/// scale: its title says "page 2 of 3", and a page drawn at a smaller scale than asked says so
/// on the sheet itself, not only on the console.
public struct SheetPage: Hashable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var number: Int
  public var count: Int
  /// Printed after the subtitle when set: why the page is drawn at a smaller scale than asked.
  public var note: String?

  public init(number: Int, count: Int, note: String? = nil) {
    self.number = number
    self.count = count
    self.note = note
  }

  /// `page 2 of 3`.
  public var description: String { "page \(number) of \(count)" }
}

extension SpecSheet {
  /// The fixture files of `entries` in the order a sheet shows their sections: the file named
  /// like the component first (pages follow it, so page 1 starts where the whole sheet starts).
  public static func sectionOrder(_ entries: [CatalogEntry]) -> [String] {
    entries.first.map { SheetBuilder.sectionSources(entries, component: $0.component) } ?? []
  }
}
