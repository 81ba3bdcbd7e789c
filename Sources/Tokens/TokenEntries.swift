import Graphics

/// Counting the tokens and groups of a tree, for `InputLimits.tokenEntries`: every source a load
/// merges and every group `$extends` copies is counted before the work is done, and the count
/// stops once it passes the limit, so counting costs no more than the cap.
enum TokenEntries {
  /// The tokens and groups under `group` (its members and theirs, not token values), or a
  /// number over `limit` as soon as there are more. Iterative: no depth can overflow the stack.
  static func count(_ group: JSONObject, limit: Int) -> Int {
    var count = 0
    var pending = [group]
    while let next = pending.popLast() {
      for (key, value) in next.pairs where !key.hasPrefix("$") || key == "$root" {
        guard case .object(let inner) = value else { continue }
        count += 1
        if count > limit { return count }
        if !TokenTree.isToken(inner) { pending.append(inner) }
      }
    }
    return count
  }
}

/// Where a load stands against its caps on tokens and reference work.
struct TokenBudget {
  /// Tokens and groups the load may still hold (`InputLimits.tokenEntries`).
  var entries = InputLimits.tokenEntries
  /// Steps following pointers may still take (`InputLimits.tokenReferenceSteps`).
  var steps = InputLimits.tokenReferenceSteps
}
