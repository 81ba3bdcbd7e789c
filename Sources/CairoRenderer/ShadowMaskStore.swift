import Foundation
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
  /// Masks a worker is making now, for the others that want them meanwhile (`claim`).
  private var beingMade: [ShadowMaskKey: PendingMask] = [:]
  private var clock: UInt64 = 0
  /// What the entries hold now, in bytes.
  private(set) var bytes = 0
  /// Look-ups that found a mask, and that did not.
  private(set) var hits = 0
  private(set) var misses = 0
  /// Masks made (a miss that waited for another worker's mask made none).
  private(set) var made = 0

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

  /// What a draw that needs `key`'s mask does: use the stored one, wait for the one another
  /// worker is making, or make it (then `finish`). A wait counts as a miss.
  enum Claim {
    case found(ShadowMask)
    case beingMade(PendingMask)
    case yours
  }

  mutating func claim(_ key: ShadowMaskKey) -> Claim {
    if let mask = mask(for: key) { return .found(mask) }
    if let pending = beingMade[key] { return .beingMade(pending) }
    beingMade[key] = PendingMask()
    made += 1
    return .yours
  }

  /// Ends the claim of `key`: keeps `mask` (nil: making it failed) and returns the waiters'
  /// handle, to be finished outside the lock.
  mutating func finish(_ key: ShadowMaskKey, with mask: ShadowMask?) -> PendingMask? {
    if let mask { insert(mask, for: key) }
    return beingMade.removeValue(forKey: key)
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
  /// Drops every kept mask (masks being made are still handed to their waiters).
  mutating func removeAll() {
    let making = beingMade
    self = ShadowMaskStore(capacity: capacity)
    beingMade = making
  }
}

/// A mask one worker is making that others wait for: `finish` hands it (or nil: making it
/// failed) to every `wait`.
final class PendingMask: @unchecked Sendable {  // state only under `condition`
  private let condition = NSCondition()
  private var done = false
  private var mask: ShadowMask?

  func wait() -> ShadowMask? {
    condition.lock()
    defer { condition.unlock() }
    while !done { condition.wait() }
    return mask
  }

  func finish(_ mask: ShadowMask?) {
    condition.lock()
    self.mask = mask
    done = true
    condition.broadcast()
    condition.unlock()
  }
}
