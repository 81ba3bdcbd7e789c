import ArgumentParser
import Foundation
import Review
import SpecsheetCLI

/// `specsheet serve` (this binary, which `specsheet` runs for it): the catalog site on
/// 127.0.0.1, rebuilt when a watched file is saved.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "specsheet serve",
    abstract: "Build the catalog site (as `site`) and serve it on 127.0.0.1; with --watch, rebuild on save.",
    discussion: """
      Builds the site into --out (default: a temporary folder, removed on exit) and serves it, read \
      only, on 127.0.0.1 (--port, default a free port); prints its URL. With --watch, saving a \
      fixture file of the selection re-renders that file's entries (a token file or specsheet.yaml: \
      all of them) and rewrites the pages; open pages reload. An edit that fails prints its error \
      and shows it on the open pages; the last good pictures stay. A fixture broken at start is \
      served the same way: an empty site showing the error, built when the edit fixes it. A page an \
      edit renamed or removed answers with a page that says so and keeps listening. Ctrl-C stops the server.
      """)

  @OptionGroup var options: CatalogOptions

  @Option(parsing: .unconditional, help: ArgumentHelp("Port on 127.0.0.1 (default: a free one).", valueName: "port"))
  var port: Int = 0

  @Flag(help: "Rebuild when a fixture, the token file or specsheet.yaml is saved.")
  var watch = false

  @Option(help: ArgumentHelp("Site folder (default: a temporary folder).", valueName: "folder"))
  var out: String?

  func validate() throws {
    try reportingNow {
      guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535 (0: a free port)") }
    }
  }

  func run() throws {
    let temporary = out == nil
    let folder =
      out ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("specsheet-serve-\(getpid())")
    defer { if temporary { try? FileManager.default.removeItem(atPath: folder) } }
    let builder = try SiteBuilder(options: options, folder: folder)
    let server = SiteServer(root: folder, port: UInt16(port))
    do { try builder.build() } catch {
      // Watching, a broken fixture is an edit away from a site: serve the error until then.
      guard watch else { throw fail(error.message, Exit.badInput) }
      printError("error: \(error.message)")
      do { try builder.writeEmpty() } catch { throw fail(error, Exit.badInput) }
      server.published(error: error.message)
    }
    if watch { Watcher(builder: builder, server: server).start() }
    do {
      try server.run { host, port in
        print("serve: http://\(host):\(port)/")
        print("listening on \(host):\(port) only\(watch ? ", rebuilding on save" : ""); Ctrl-C stops")
        fflush(nil)  // a test or script reads the URL from a pipe
      }
    } catch {
      throw fail("cannot serve on 127.0.0.1:\(port): \(error)", Exit.cannotWrite)
    }
  }
}
