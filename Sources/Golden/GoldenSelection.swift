import Catalog
import ComponentKit
import Foundation
import Graphics
import Pipeline
import SpecSheets

/// One image a golden command works on: a catalog entry at one scale.
public struct PlannedImage: Sendable {
  /// The plan's entries, one list every image of the plan points into: an entry is ~150 bytes by
  /// value, and a plan and the run's selection of a hundred times the catalog each held a copy
  /// of every entry (10 MB of a check's peak).
  let entries: PlanEntries
  /// The image's entry in `entries`.
  let entryIndex: Int
  public var scale: Int

  public var entry: CatalogEntry { entries.list[entryIndex] }

  public init(entry: CatalogEntry, scale: Int) {
    self.init(entries: PlanEntries([entry]), entryIndex: 0, scale: scale)
  }

  init(entries: PlanEntries, entryIndex: Int, scale: Int) {
    self.entries = entries
    self.entryIndex = entryIndex
    self.scale = scale
  }

  /// The same for every image of one entry in a plan (its scales share the entry).
  var entryKey: PlanEntries.Key { PlanEntries.Key(list: ObjectIdentifier(entries), index: entryIndex) }

  /// The image's typed name: what filters match.
  public var imageName: ImageName { entry.imageName(scale: scale) }
  /// `fiori/chip/single-selection/selected@2x`: what messages name.
  public var name: String { imageName.description }
  /// The golden's path relative to the goldens folder.
  public var path: String { entry.path(scale: scale) }
}

/// The entries of a plan's images, held once.
final class PlanEntries: Sendable {
  struct Key: Hashable {
    var list: ObjectIdentifier
    var index: Int
  }

  let list: [CatalogEntry]
  init(_ list: [CatalogEntry]) { self.list = list }

  /// `images` pointing into one list of just their entries, in the order they first appear:
  /// what a plan keeps after its filter and shard dropped some.
  static func compacted(_ images: [PlannedImage]) -> [PlannedImage] {
    var entries: [CatalogEntry] = []
    var index: [Key: Int] = [:]
    let picks = images.map { image in
      if let i = index[image.entryKey] { return i }
      index[image.entryKey] = entries.count
      entries.append(image.entry)
      return entries.count - 1
    }
    let shared = PlanEntries(entries)
    return zip(images, picks).map { PlannedImage(entries: shared, entryIndex: $1, scale: $0.scale) }
  }
}

/// `--shard K/N`: the images are dealt to N shards in groups the audit compares with one another
/// (a variant's states and scales, list cells differing only in text size), so every shard sees
/// whole groups and its findings are the unsharded check's for its images. Groups, taken in the
/// order of their first golden path, go one by one to the shard holding the fewest paths so far
/// (the lowest numbered on a tie): single paths are dealt round-robin. Every image lands in
/// exactly one shard, and the split depends only on the groups, never on timing or job count.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  public var index: Int
  public var count: Int

  public init?(index: Int, count: Int) {
    guard count >= 1, count <= 10_000, index >= 1, index <= count else { return nil }
    self.index = index
    self.count = count
  }

  /// Parses `K/N`; nil when malformed or out of range.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else { return nil }
    self.init(index: k, count: n)
  }

  public var description: String { "\(index)/\(count)" }

  /// The paths of `all` that belong to this shard, each path on its own.
  public func select(_ all: [String]) -> Set<String> { select(groups: all.map { [$0] }) }

  /// The paths of `groups` that belong to this shard; a group is never split (groups sharing a
  /// path are one).
  public func select(groups: [[String]]) -> Set<String> {
    var merged = PathGroups()
    for group in groups { merged.join(group) }
    var load = [Int](repeating: 0, count: count)
    var mine = Set<String>()
    for group in merged.groups() {
      let target = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
      load[target] += group.count
      if target == index - 1 { mine.formUnion(group) }
    }
    return mine
  }
}

/// Paths joined into groups (union-find): `groups()` gives each group's sorted paths, the groups
/// in the order of their first path.
struct PathGroups {
  private var parent: [String: String] = [:]

  private mutating func root(_ path: String) -> String {
    var node = path
    while let up = parent[node], up != node { node = up }
    var walk = path  // path compression
    while let up = parent[walk], up != node {
      parent[walk] = node
      walk = up
    }
    return node
  }

  /// Puts `paths` (and whatever groups they are in already) in one group.
  mutating func join(_ paths: [String]) {
    guard let first = paths.first else { return }
    if parent[first] == nil { parent[first] = first }
    let top = root(first)
    for path in paths.dropFirst() {
      if parent[path] == nil { parent[path] = path }
      let other = root(path)
      if other != top { parent[other] = top }
    }
  }

  mutating func groups() -> [[String]] {
    var byRoot: [String: [String]] = [:]
    for path in parent.keys { byRoot[root(path), default: []].append(path) }
    return byRoot.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
  }
}

/// The scales goldens are kept at (the issue's default scales). `--scale` picks a subset to
/// check or record; a golden at any other scale (say @4x) is stale, so nothing sits in goldens/
/// that `check` never looks at.
public let supportedGoldenScales = [1, 2, 3]

/// "goldens are kept at scales 1,2,3", for messages that refuse another scale.
public let goldenScalesNote =
  "goldens are kept at scales " + supportedGoldenScales.map(String.init).joined(separator: ",")

/// What a golden command will look at: the images to render and compare, the sheets (default
/// catalog only, at `SheetGoldens.scale`), and the stale goldens (files under the goldens folder
/// that no catalog entry or sheet produces).
public struct GoldenPlan: Sendable {
  public var images: [PlannedImage]
  public var sheets: [PlannedSheet] = []
  public var stale: [String]

  /// Images and sheets to compare.
  public var count: Int { images.count + sheets.count }

  /// Where stale goldens are looked for.
  public enum StaleScope: Hashable, Sendable {
    /// The whole goldens folder (the catalog is the default, complete catalog).
    case everything
    /// Only inside `folders` (relative, ending in "/"): what the given fixtures own. Other
    /// goldens are not theirs to judge. `siblings` are other entries whose goldens may share
    /// those folders (the rest of the default catalog: chip.yaml and chip-dark.yaml both write
    /// material/chip/), so their goldens are not stale either.
    case owned(folders: Set<String>, siblings: [CatalogEntry])

    /// A fixture folder (a catalog of its own) owns its components' folders.
    public static func componentFolders(_ entries: [CatalogEntry]) -> Set<String> {
      Set(entries.map { "\($0.system)/\($0.component)/" })
    }

    /// A fixture file owns only its variants' folders: another file may write other variants of
    /// the same component into the same goldens folder, and must not lose them to a prune.
    public static func variantFolders(_ entries: [CatalogEntry]) -> Set<String> {
      Set(entries.map { "\($0.system)/\($0.component)/\($0.variant)/" })
    }

  }

  /// Builds the plan; throws `PipelineError.usage` for a filter that matches nothing.
  public static func make(
    catalog: Catalog, scales: [Int], filter: ImageFilter, shard: Shard?, store: GoldenStore,
    staleScope: StaleScope
  ) throws -> GoldenPlan {
    if let other = scales.first(where: { !supportedGoldenScales.contains($0) }) {
      throw PipelineError.usage(
        "\(goldenScalesNote); --scale \(other) "
          + "is for `render` and `sheet`")
    }
    let all = PlanEntries(catalog.entries)
    var images = all.list.indices.flatMap { i in scales.map { PlannedImage(entries: all, entryIndex: i, scale: $0) } }
    var produced = Set(catalog.entries.flatMap { e in supportedGoldenScales.map { e.path(scale: $0) } })
    // The default catalog's sheets: one golden each. Explicit fixtures have no sheet goldens
    // (and never judge goldens/sheets/, which is outside their component folders).
    var sheets: [PlannedSheet] = []
    if case .everything = staleScope {
      let all = SheetPlan.perComponent(catalog.entries).map { PlannedSheet(sheet: $0.name, entries: $0.entries) }
      produced.formUnion(all.map(\.path))
      if scales.contains(SheetGoldens.scale) { sheets = all }
    }
    var stale: [String]
    switch staleScope {
    case .everything:
      stale = store.goldenFiles().filter { !produced.contains($0) }
    case .owned(let folders, let siblings):
      produced.formUnion(siblings.flatMap { e in supportedGoldenScales.map { e.path(scale: $0) } })
      stale = store.goldenFiles().filter { path in !produced.contains(path) && folders.contains { path.hasPrefix($0) } }
    }
    let names = images.map(\.name) + sheets.map(\.name) + stale.map { String($0.dropLast(4)) }
    let unmatched = filter.unmatched(in: names)
    if !unmatched.isEmpty {
      throw PipelineError.usage(
        "no image matches \(unmatched.map { "\"\($0)\"" }.joined(separator: ", ")); "
          + "a filter is a fixture file or folder, or part of an image name such as "
          + "fiori/chip/single-selection/selected@2x")
    }
    images = images.filter { filter.matches($0.imageName) }
    sheets = sheets.filter { filter.matches($0.name) }
    stale = stale.filter { filter.matches(String($0.dropLast(4))) }
    if let shard {
      let mine = shard.select(groups: auditGroups(images) + (sheets.map(\.path) + stale).map { [$0] })
      images = images.filter { mine.contains($0.path) }
      sheets = sheets.filter { mine.contains($0.path) }
      stale = stale.filter { mine.contains($0) }
    }
    return GoldenPlan(images: PlanEntries.compacted(images), sheets: sheets, stale: stale.sorted())
  }

  /// The images' paths in the groups the audit compares: a variant's states at every scale (its
  /// scales, `widerThan` between states) and components that differ only in text size (Dynamic
  /// Type), which may span variants.
  static func auditGroups(_ images: [PlannedImage]) -> [[String]] {
    var byVariant: [String: [String]] = [:]
    var byTextSizeKey: [String: [String]] = [:]
    for image in images {
      byVariant[image.imageName.variantKey, default: []].append(image.path)
      if let key = image.entry.content.model.dynamicType?.key { byTextSizeKey[key, default: []].append(image.path) }
    }
    return Array(byVariant.values) + Array(byTextSizeKey.values)
  }

  public init(images: [PlannedImage], sheets: [PlannedSheet] = [], stale: [String]) {
    self.images = images
    self.sheets = sheets
    self.stale = stale
  }
}
