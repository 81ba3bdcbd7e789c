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

  /// The tallest PDF page, in points, where variants allow (issue 40: a PDF paged at screen size):
  /// a 1080p screen at 100 % in a viewer that shows a point as a pixel. A sheet's width is its
  /// states' and stays whole; a variant taller than this alone is a page of its own height.
  public static let screenHeight = 1080.0
}

extension SpecSheet {
  /// The fixture files of `entries` in the order a sheet shows their sections: the file named
  /// like the component first (pages follow it, so page 1 starts where the whole sheet starts).
  public static func sectionOrder(_ entries: [CatalogEntry]) -> [String] {
    entries.first.map { SheetBuilder.sectionSources(entries, component: $0.component) } ?? []
  }
}
