import Foundation
import Golden
import Pipeline
import Reports
import Testing

/// Issue 37, "outputs that consume it": `check --json` writes its records one at a time
/// (`ResultsText`) and `--markdown` is given only the images it reads, so neither holds a record
/// per image. Both must say exactly what the whole document says: for every verdict case of
/// `VerdictTests` (statuses, environment changes, findings of each severity), the streamed bytes
/// equal `ResultsDocument.json()`'s, and the summary made from the failing and flagged images
/// alone equals the one made from every image.
@Suite struct ResultsTextTests {
  static func streamed(_ document: ResultsDocument) throws -> String {
    var bytes: [UInt8] = []
    try ResultsText.write(document, images: document.images, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func document(_ c: VerdictTests.Case) throws -> ResultsDocument {
    let (run, audit) = VerdictTests.run(c)
    let summary = RunSummary(run: run, audit: audit)
    return try VerdictTests.document(run, audit, summary, Verdict(summary))
  }

  @Test(arguments: VerdictTests.cases) func streamedResultsAreTheDocumentsBytes(_ c: VerdictTests.Case) throws {
    var document = try Self.document(c)
    document.images[0].message = "changed 12 px\n  line two \"quoted\" / slash"
    document.runId = "run-1"
    #expect(document.images.count >= 2)
    #expect(try Self.streamed(document) == document.json())
    // One image, and none: the array's other two shapes.
    document.images = [document.images[0]]
    #expect(try Self.streamed(document) == document.json())
    document.images = []
    #expect(try Self.streamed(document) == document.json())
  }

  @Test(arguments: VerdictTests.cases) func theSummaryReadsOnlyWhatItKeeps(_ c: VerdictTests.Case) throws {
    let document = try Self.document(c)
    var kept = document
    kept.images = document.images.filter(MarkdownSummary.reads)
    #expect(MarkdownSummary(kept).text() == MarkdownSummary(document).text())
    // What it drops are the passes without a finding (the cases have no info findings).
    let plain = document.images.filter { $0.status == "passed" && $0.findings.isEmpty }
    #expect(kept.images.count == document.images.count - plain.count)
  }
}
