import Golden
import ImageDiff
import Pipeline
import TestSupport
import Testing

@testable import Review

/// Issue 37, guards on the hand-written primitives (HTML built through a type whose interpolation
/// escapes): a fixture's name chosen by a pull request goes through the review page (its group,
/// state, article, heading, audit findings and pictures, the header's invocation, refusal and
/// notes) and comes out escaped exactly once; the pictures' query URLs have their `&` escaped
/// once, in the `src` attributes and in the zoom's `url('…')` alike.
@Suite struct ReviewHTMLTests {
  static let h = HostileName.text

  static func item(_ name: String, status: GoldenResult.Status) -> ReviewItem {
    var result = GoldenResult(name: name, path: name + ".png", status: status, detail: "2 px differ " + h)
    result.actualSize = PixelSize(width: 4, height: 2)
    result.goldenSize = result.actualSize
    result.frameChanges = [FrameChange(part: h, kind: .added)]
    result.outlines = ([PixelRect(x: 1, y: 0, width: 2, height: 1)], [])
    return ReviewItem(result: result, golden: [1], actual: [2], diff: [3], findings: ["text-contrast " + h])
  }

  @Test func aHostileNameIsEscapedOnceOnTheReviewPage() throws {
    let store = GoldenStore(root: "/nonexistent/goldens")
    let approval = GoldenApproval(
      engine: GoldenEngine(store: store, pipeline: try RenderPipeline()), plan: GoldenPlan(images: [], stale: []))
    let session = ReviewSession(
      items: [Self.item("lib/\(Self.h)/variant/normal@1x", status: .changed)], approval: approval,
      refusal: "refused " + Self.h, invocation: "specsheet review " + Self.h, notes: [Self.h])
    let page = ReviewPage.html(session).description
    let problems = HostileName.problems(in: page)
    #expect(problems.isEmpty, "\(problems)")
    let e = HostileName.escaped
    for place in [
      #"<section class="group" data-group="lib/\#(e)"><h2>lib/\#(e) <button"#,
      #"<section class="state" data-state="lib/\#(e)/variant/normal"><h3>"#,
      #"aria-label="CHANGED lib/\#(e)/variant/normal@1x" data-name="lib/\#(e)/variant/normal@1x""#,
      "<code>specsheet review \(e)</code>", #"class="refusal callout callout-bad">refused \#(e)</p>"#,
      #"<ul class="notes"><li>\#(e)</li></ul>"#, "<li><code>text-contrast \(e)</code></li>",
      #"<p class="detail">2 px differ \#(e)</p>"#, "\(e) added",
      #"src="/image?i=0&amp;k=golden""#, "url('/image?i=0&amp;k=diff')",
    ] {
      #expect(page.contains(place), "\(place)")
    }
  }
}
