import Foundation
import Golden
import Graphics
import Pipeline

/// One failing, new or stale image under review, with the pictures the page shows (held in
/// memory: the page shows what the check saw, whatever happens to the files later).
public struct ReviewItem: Sendable {
  public var result: GoldenResult
  public var golden: [UInt8]?
  public var actual: [UInt8]?
  public var diff: [UInt8]?
  /// Spec-audit findings on this image, one line each.
  public var findings: [String]

  public init(result: GoldenResult, golden: [UInt8]?, actual: [UInt8]?, diff: [UInt8]?, findings: [String]) {
    self.result = result
    self.golden = golden
    self.actual = actual
    self.diff = diff
    self.findings = findings
  }

  public var name: String { result.name }
}

/// The answer to a write request: an HTTP status and a JSON body.
public struct ReviewReply: Sendable, Encodable {
  public var status: Int
  public var error: String?
  public var id: Int?
  public var approved: [String]?
  public var written: [String]?
  public var deleted: [String]?
  public var notes: [String]?

  static func refused(_ status: Int, _ error: String) -> ReviewReply { ReviewReply(status: status, error: error) }
}

/// What `specsheet review` serves and may change: the check's failures, the token, and the
/// approvals made so far (a stack, for undo). Writes happen one at a time.
public final class ReviewSession: @unchecked Sendable {
  public let token: ReviewToken
  public let items: [ReviewItem]
  /// Why approving is refused in this run (CI is set), or nil.
  public let refusal: String?
  /// The command line, shown in the page's header.
  public let invocation: String
  /// The environment and manifest notes of the check, shown above the images.
  public let notes: [String]
  let approval: GoldenApproval
  let approvable: Set<String>
  /// The approvals in effect (a stack) and the next approval's id.
  private let state = Locked((approvals: [Approval](), nextID: 1))

  public init(
    items: [ReviewItem], approval: GoldenApproval, refusal: String?, invocation: String, notes: [String] = [],
    token: ReviewToken = ReviewToken()
  ) {
    self.items = items
    self.approval = approval
    self.refusal = refusal
    self.invocation = invocation
    self.notes = notes
    self.token = token
    approvable = Set(items.map(\.name))
  }

  /// Approves `names` (one image, the scales of a state, or a group) when the token is right,
  /// approving is allowed, and every name is a failure of this check inside the goldens
  /// folder; otherwise writes nothing.
  public func approve(_ names: [String], token candidate: String?) -> ReviewReply {
    if let refused = guardWrite(candidate) { return refused }
    if names.isEmpty { return .refused(400, "no image named") }
    for name in names {
      if let problem = ReviewNames.escapeProblem(name) {
        return .refused(400, "refused: \(problem); nothing was written")
      }
      if !approvable.contains(name) {
        return .refused(
          400,
          "refused: \(ReviewNames.quoted(name)) is not a failing, new or stale image of this check; nothing was written"
        )
      }
    }
    return state.withLock { state in
      do {
        let done = try approval.approve(Set(names), id: state.nextID)
        state.nextID += 1
        state.approvals.append(done)
        return ReviewReply(
          status: 200, id: done.id, approved: done.names, written: done.written.map(approval.store.path),
          deleted: done.deleted.map(approval.store.path), notes: done.notes)
      } catch {
        return .refused(500, "\(error)")
      }
    }
  }

  /// Undoes approval `id`, which must be the latest one not yet undone.
  public func undo(_ id: Int, token candidate: String?) -> ReviewReply {
    if let refused = guardWrite(candidate) { return refused }
    return state.withLock { state in
      guard let last = state.approvals.last, last.id == id else {
        return .refused(409, "approval \(id) is not the latest one; undo the later ones first")
      }
      do {
        try approval.undo(last)
        state.approvals.removeLast()
        return ReviewReply(status: 200, id: id, approved: last.names)
      } catch {
        return .refused(500, "\(error)")
      }
    }
  }

  /// Approvals still in effect (not undone), for the summary printed on exit.
  public var approved: [Approval] { state.withLock { $0.approvals } }

  /// What the approvals still in effect add up to, each image and file counted once: an image
  /// approved twice (approve, reject, approve again) is one approved image, one golden written.
  public var approvedTotals: (images: Int, written: Int, deleted: Int) {
    let approved = self.approved
    return (
      Set(approved.flatMap(\.names)).count, Set(approved.flatMap(\.written)).count,
      Set(approved.flatMap(\.deleted)).count
    )
  }

  private func guardWrite(_ candidate: String?) -> ReviewReply? {
    guard token.matches(candidate) else {
      return .refused(
        403, "refused: missing or wrong review token (use the URL specsheet review printed); nothing was written")
    }
    if let refusal { return .refused(403, refusal) }
    return nil
  }
}
