import Audit
import PageKit

/// The site's verdict marks, from the audit's four words (`FindingVerdict`, `VerdictCounts`): the
/// index, component and detail pages show one the same way, with the counts as `data-open`,
/// `data-accepted` and `data-exempt` so a reader (and a test) can compare them with `audit`.
enum SiteVerdict {
  /// `data-open="1" data-accepted="3" data-exempt="19"`.
  static func attributes(_ counts: VerdictCounts) -> HTML {
    #"data-open="\#(counts.open)" data-accepted="\#(counts.accepted)" data-exempt="\#(counts.exempt)""#
  }

  /// The verdict's badge (`2 open`, `1 accepted`, `conforms`) and, when there are, how many are
  /// accepted or exempt besides.
  static func badge(_ counts: VerdictCounts) -> HTML {
    var html: HTML
    switch counts.verdict {
    case .open: html = PageViews.badge(.open, "\(counts.open) open")
    case .accepted: html = PageViews.badge(.accepted, "\(counts.accepted) accepted")
    case .exempt, .conforms: html = PageViews.badge(.conforms, "conforms")
    }
    if counts.verdict == .open, counts.accepted > 0 {
      html += " " + PageViews.badge(.accepted, "\(counts.accepted) accepted")
    }
    if counts.exempt > 0 { html += " " + PageViews.badge(.exempt, "\(counts.exempt) exempt") }
    return html
  }
}

extension SiteCell {
  /// As `audit` counts them.
  public var counts: VerdictCounts {
    tallied ?? VerdictCounts(open: open.count, accepted: accepted.count, exempt: exempt.count)
  }
}

extension SiteComponent {
  public var counts: VerdictCounts { cells.map(\.counts).reduce(VerdictCounts(), +) }
}
