import Graphics

/// Finished shadow masks by `ShadowMaskKey`, at most `capacity` bytes, the least recently used
/// dropped first.
///
/// Many catalog images draw the very same shadow (the states of one variant, one component in
/// several fixtures); blurring it again was most of a shadow's cost. One store is shared by every
/// worker behind a lock (`ShadowRenderer.masks`): a look-up is a hash of a few dozen numbers,
/// and sharing lets one worker's mask serve the others.
struct ShadowMaskStore: Sendable {
  /// The most bytes the masks (and their keys) may hold together.
  let capacity: Int
  private var entries: [ShadowMaskKey: Entry] = [:]
  private var clock: UInt64 = 0
  /// What the entries hold now, in bytes.
  private(set) var bytes = 0
  /// Look-ups that found a mask, and that did not.
  private(set) var hits = 0
  private(set) var misses = 0

  private struct Entry {
    var mask: ShadowMask
    var cost: Int
    var lastUse: UInt64
  }

  init(capacity: Int) { self.capacity = max(0, capacity) }

  /// How many masks the store holds.
  var count: Int { entries.count }

  /// The mask stored for `key`, counted as a hit (and as most recently used) or a miss.
  mutating func mask(for key: ShadowMaskKey) -> ShadowMask? {
    clock += 1
    guard let entry = entries[key] else {
      misses += 1
      return nil
    }
    hits += 1
    entries[key]?.lastUse = clock
    return entry.mask
  }

  /// Keeps `mask` for `key`, dropping the least recently used masks until it fits. A mask bigger
  /// than a quarter of the capacity is not kept: it would push out many smaller ones that repeat.
  mutating func insert(_ mask: ShadowMask, for key: ShadowMaskKey) {
    let cost = Self.cost(of: mask, key: key)
    guard cost <= capacity / 4, entries[key] == nil else { return }
    while bytes + cost > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      bytes -= oldest.value.cost
      entries[oldest.key] = nil
    }
    clock += 1
    entries[key] = Entry(mask: mask, cost: cost, lastUse: clock)
    bytes += cost
  }

  /// The mask's memory, the key's numbers and a fixed allowance for the bookkeeping around them.
  static func cost(of mask: ShadowMask, key: ShadowMaskKey) -> Int {
    mask.footprint + 8 * (key.shape.count + key.cut.count) + 256
  }
}

extension ShadowMaskStore {
  /// Drops every kept mask (the counts stay).
  mutating func removeAll() {
    self = ShadowMaskStore(capacity: capacity)
  }
}
