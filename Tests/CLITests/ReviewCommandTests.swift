import Foundation
import TestSupport
import Testing

/// `specsheet review` over HTTP on loopback: what the server refuses (and then writes nothing),
/// what an approve writes, undo, CI, the bound address and Ctrl-C. The release binary is
/// started as a user would; the page itself is driven in a browser by ReviewBrowserTests.
@Suite(.serialized) struct ReviewCommandTests {
  /// A workspace whose two @1x goldens no longer match: the label got longer (size changes).
  struct Broken {
    var w: GoldenCommandTests.Workspace
    var changed: String

    init() throws {
      w = try GoldenCommandTests.Workspace()
      changed = w.dir + "/longer.yaml"
      try GoldenCommandTests.fixture.replacingOccurrences(of: "label: Received", with: "label: Received today")
        .write(toFile: changed, atomically: true, encoding: .utf8)
    }

    var arguments: [String] { [changed, "--goldens", w.goldens, "--scale", "1", "--no-audit"] }
    var files: [String: Data] { TestSupport.files(under: w.goldens) }
  }

  static let selected = "fiori/chip/single-selection/selected@1x"
  static let unselected = "fiori/chip/single-selection/unselected@1x"

  @Test func writesWithoutTheTokenOrOutsideTheGoldensAreRefusedAndWriteNothing() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let before = b.files
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    #expect(server.token.count == 32, "128 random bits in hex: \(server.url!)")

    let missing = try await server.approve([Self.selected], token: nil)
    #expect(missing.status == 403, "\(missing.body)")
    #expect(missing.body.contains("missing or wrong review token"))
    var wrong = Array(server.token)
    wrong[5] = wrong[5] == "0" ? "1" : "0"
    let forged = try await server.approve([Self.selected], token: String(wrong))
    #expect(forged.status == 403, "\(forged.body)")
    let short = try await server.approve([Self.selected], token: String(server.token.prefix(31)))
    #expect(short.status == 403)
    let undo = try await server.post("/api/undo", json: #"{"id": 1}"#, token: "0")
    #expect(undo.status == 403)

    for name in [
      "../x", "../../etc/passwd", "/tmp/x", "\(b.w.goldens)/fiori/chip/single-selection/selected@1x", "%2e%2e/x",
      "%2E%2E%2Fx", "fiori/../../x", "fiori/chip/./x", "fiori\\..\\x",
    ] {
      let reply = try await server.approve([name], token: server.token)
      #expect(reply.status == 400, "\(name): \(reply.body)")
      #expect(reply.body.contains("nothing was written"), "\(name): \(reply.body)")
    }
    // A name inside the goldens that this check did not fail on, alone or beside a good one.
    let passing = try await server.approve(["fiori/chip/single-selection/selected@2x"], token: server.token)
    #expect(passing.status == 400, "\(passing.body)")
    let mixed = try await server.approve([Self.selected, "../x"], token: server.token)
    #expect(mixed.status == 400, "\(mixed.body)")
    let malformed = try await server.post("/api/approve", json: "{names: 1}", token: server.token)
    #expect(malformed.status == 400)

    #expect(b.files == before, "a refused request wrote nothing")
    #expect(server.interrupt() == 0, "Ctrl-C stops review cleanly: \(server.stdout)")
    #expect(server.stdout.contains("review stopped: 0 of 2 approved; 0 goldens written"))
    #expect(b.files == before)
  }

  @Test func anApproveWritesLikeRecordSoCheckPassesAndUndoPutsTheGoldenBack() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let before = b.files
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }

    let page = try await server.get("/")
    #expect(page.status == 200)
    #expect(page.body.contains(#"data-name="\#(Self.selected)""#))
    #expect(page.body.contains(#"data-name="\#(Self.unselected)""#))
    #expect(
      !page.body.contains("http://") && !page.body.contains("https://"), "the page loads nothing from the network")
    let image = try await server.get("/image?i=0&k=actual")
    #expect(image.status == 200 && image.body.hasPrefix("\u{FFFD}PNG"))

    let approved = try await server.approve([Self.selected], token: server.token)
    #expect(approved.status == 200, "\(approved.body)")
    let after = b.files
    let path = Self.selected + ".png"
    #expect(after[path] != before[path], "the approved golden was rewritten")
    #expect(
      after["fiori/chip/single-selection/unselected@1x.png"] == before["fiori/chip/single-selection/unselected@1x.png"])
    #expect(after["manifest.json"] != before["manifest.json"], "its manifest entry follows the new golden")
    #expect(after["fingerprint.txt"] == before["fingerprint.txt"])
    #expect(Set(after.keys) == Set(before.keys), "no temporary file left")

    // check right after: the approved image passes, the other still fails.
    let check = try CLI.run(["check", b.changed, "--goldens", b.w.goldens, "--scale", "1", "--no-audit"])
    #expect(check.status == 2)
    #expect(check.stdout.contains("1 passed, 0 changed, 1 size mismatch"), "\(check.stdout)")
    #expect(!check.stdout.contains("SIZE \(Self.selected)"))

    // Only the latest approval can be undone; undoing it restores every file it touched.
    let stale = try await server.post("/api/undo", json: #"{"id": 7}"#, token: server.token)
    #expect(stale.status == 409)
    let undone = try await server.post("/api/undo", json: #"{"id": 1}"#, token: server.token)
    #expect(undone.status == 200, "\(undone.body)")
    #expect(b.files == before, "undo restored the golden and the manifest byte for byte")
    #expect(server.interrupt() == 0)
  }

  @Test func aStateOrGroupIsApprovedInOneWriteAndAStaleGoldenIsDeletedAsPruneDoes() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let gone = b.w.goldens + "/fiori/chip/single-selection/gone@1x.png"
    try FileManager.default.copyItem(atPath: b.w.golden("selected"), toPath: gone)
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    let page = try await server.get("/")
    #expect(page.body.contains(#"data-name="fiori/chip/single-selection/gone@1x" data-status="stale""#))
    #expect(page.body.contains(#"<section class="group" data-group="fiori/chip">"#))

    let both = try await server.approve([Self.selected, Self.unselected], token: server.token)
    #expect(both.status == 200, "\(both.body)")
    let stale = try await server.approve(["fiori/chip/single-selection/gone@1x"], token: server.token)
    #expect(stale.status == 200, "\(stale.body)")
    #expect(!FileManager.default.fileExists(atPath: gone), "approving a stale golden deletes it")
    let check = try CLI.run(["check", b.changed, "--goldens", b.w.goldens, "--scale", "1", "--no-audit"])
    #expect(check.status == 0, "everything approved: check passes; \(check.stdout)")
    #expect(try String(contentsOfFile: b.w.goldens + "/manifest.json", encoding: .utf8).contains("gone@1x") == false)

    let undone = try await server.post("/api/undo", json: #"{"id": 2}"#, token: server.token)
    #expect(undone.status == 200)
    #expect(FileManager.default.fileExists(atPath: gone), "undo brings the deleted golden back")
    #expect(server.interrupt() == 0)
    #expect(server.stdout.contains("review stopped: 2 of 3 approved; 2 goldens written, 0 deleted"), "\(server.stdout)")
  }

  /// Approve, reject, approve again: the same golden written twice is one approved image.
  @Test func theSummaryCountsAnImageApprovedTwiceOnce() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    for _ in 0..<2 {
      let reply = try await server.approve([Self.selected], token: server.token)
      #expect(reply.status == 200, "\(reply.body)")
    }
    #expect(server.interrupt() == 0)
    #expect(server.stdout.contains("review stopped: 1 of 2 approved; 1 golden written, 0 deleted"), "\(server.stdout)")
  }

  @Test func underCIThePageSaysSoAndApprovingIsRefusedWith403() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let before = b.files
    let server = try ReviewServer(b.arguments, ci: true)
    defer { _ = server.interrupt() }
    let page = try await server.get("/")
    #expect(page.body.contains(#"id="refusal""#) && page.body.contains("CI is set"), "the page says why")
    let reply = try await server.approve([Self.selected], token: server.token)
    #expect(reply.status == 403, "\(reply.body)")
    #expect(reply.body.contains("CI is set"))
    #expect(b.files == before)
    #expect(server.interrupt() == 0)
    #expect(b.files == before)
  }

  @Test func theServerListensOnLoopbackOnlyAndOnTheGivenPort() async throws {
    let b = try Broken()
    defer { b.w.remove() }
    let server = try ReviewServer(b.arguments)
    defer { _ = server.interrupt() }
    #expect(server.url.host == "127.0.0.1")
    let bound = ReviewServer.listeners(port: server.port)
    #expect(bound.ipv4 == ["0100007F"], "bound to 127.0.0.1 only: \(bound)")
    #expect(bound.ipv6.isEmpty, "no IPv6 (any-address) listener: \(bound)")
    #expect(server.interrupt() == 0)
    #expect(ReviewServer.listeners(port: server.port).ipv4.isEmpty, "the socket is closed after Ctrl-C")

    // --port: that port, and a clear error when it is taken.
    let first = try ReviewServer(b.arguments + ["--port", "0"])
    defer { _ = first.interrupt() }
    let taken = try CLI.run(["review"] + b.arguments + ["--port", String(first.port)])
    #expect(taken.status == 73, "\(taken.stdout)\(taken.stderr)")
    #expect(taken.stderr.contains("cannot serve on 127.0.0.1:\(first.port)"), "\(taken.stderr)")
    let bad = try CLI.run(["review"] + b.arguments + ["--port", "70000"])
    #expect(bad.status == 64)
  }
}
