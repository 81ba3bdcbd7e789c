// swift-tools-version:6.0
// The package is split by pipeline stage; see README.md ("Architecture").
// Only CairoRenderer (CCairo, CPNG) and PNG (CPNG: libpng, zlib; CPNGRead) import C. Everything above them
// is pure Swift.
import PackageDescription

let package = Package(
  name: "specsheet",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "specsheet", targets: ["specsheet"]),
    .executable(name: "specsheet-review", targets: ["specsheet-review"]),
    // The library: define, render, audit, sheet and check components from Swift.
    .library(name: "SpecsheetKit", targets: ["SpecsheetKit"]),
    .library(name: "Pipeline", targets: ["Pipeline"]),
    // assertGolden for XCTest and Swift Testing.
    .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    // The command line with a team's own registry: `SpecsheetCommand.main(registry:review:)` in
    // its own executable (Examples/TagComponent's acme-specsheet).
    .library(name: "SpecsheetCLI", targets: ["SpecsheetCLI", "SpecsheetReview"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // `make docs` only: a command plugin, built when documentation is generated.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Leaf vocabulary: geometry, colour, paths, fonts, the TextMeasurer protocol, display lists,
    // and what every stage shares: shape bounds, number text, the Locked box, the exit-code
    // table, the image name, the short, escaped error text.
    .target(name: "Graphics"),
    // Stacks' layout engine (pure Swift, no dependency): a flexbox subset after CSS Flexbox §9,
    // node trees of values in, frames out; checked against Taffy's conformance cases.
    .target(name: "FlexLayout"),
    // What every component uses (pure Swift): the component model, layout tree, rendering,
    // accessibility, part roles, spec rules, themes, kinds and design systems, the fixture schema
    // and YAML value reading, catalog entries and their one resolve.
    .target(
      name: "ComponentKit", dependencies: ["Graphics", "Tokens", .product(name: "Yams", package: "Yams")]),
    // Components declared in data (`*.component.yaml`, docs/components.md): the declaration,
    // its reader, and its layout (FlexLayout) and lowering into ComponentKit's values.
    .target(
      name: "Declared",
      dependencies: ["ComponentKit", "FlexLayout", "Graphics", "Tokens", .product(name: "Yams", package: "Yams")]),
    // Material Design: one folder per component (Chip/, Button/, Card/, List/: value, cited spec,
    // rules, layout, lowering, accessibility, fixture kind) and System/ (schemes, the theme reader,
    // token rows, the design system's registration).
    .target(name: "Material", dependencies: ["Graphics", "ComponentKit", "Tokens"]),
    // SAP Fiori: Chip/, ChipGroup/, ChipFormCell/ (each its whole story; the group and form cell
    // extend the chip's FioriChipSpec) and System/ (the theme, its reader, token rows, registration).
    .target(name: "Fiori", dependencies: ["Graphics", "ComponentKit", "Tokens"]),
    // DTCG design tokens (pure Swift, no YAML, no themes): token and resolver files read, merged,
    // resolved and checked against the token path families a caller passes.
    .target(name: "Tokens", dependencies: ["Graphics"]),
    // Fixture files (YAML) -> catalog entries; strict, line-precise errors. Lists the shipped
    // systems and kinds (ComponentRegistry.standard) and their token rows (TokenMapping.table).
    .target(
      name: "Catalog",
      dependencies: [
        "Fiori", "Material", "Graphics", "ComponentKit", "Tokens", .product(name: "Yams", package: "Yams"),
      ]),
    // The project around a catalog: specsheet.yaml, the package root, the audit baseline.
    .target(
      name: "Project",
      dependencies: [
        "ComponentKit", "Graphics", "Tokens", "Catalog", "Declared", .product(name: "Yams", package: "Yams"),
      ]),
    // Cairo, Pango, fontconfig: system libraries found with pkg-config.
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]),
    // libpng (decoding) and zlib (our deterministic encoder).
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
    // The PNG codec (deterministic encoder, row reader, libpng decoder): what reading or writing a
    // picture needs, without Cairo, Pango or fonts.
    .target(name: "PNG", dependencies: ["Graphics", "CPNG", "CPNGRead"]),
    // libpng's low-level reader behind C (its errors longjmp, which must not cross Swift frames).
    .target(name: "CPNGRead", dependencies: ["CPNG"]),
    // Drawing with Cairo and Pango: display lists to pixels, PDF and SVG; text measuring, fonts,
    // blur, malloc tuning and the environment fingerprint.
    .target(name: "CairoRenderer", dependencies: ["Graphics", "PNG", "CCairo", "CPNG"]),
    // Spec sheets (pure Swift, no Cairo): variant x state grids with redlines and swatches as
    // display lists plus a text dump.
    .target(name: "SpecSheets", dependencies: ["ComponentKit", "Graphics", "Audit"]),
    // The one look of every page specsheet writes (pure Swift, no dependency): the shared
    // stylesheet (design tokens for light and dark), the page shell and the small views (badge,
    // swatch, finding, picture frames, the golden-versus-actual pieces) the reports, review and site use.
    .target(name: "PageKit", dependencies: ["Graphics"]),
    // The catalog site (pure Swift, no Cairo): static pages over the sheets' grids, redlines,
    // swatches, accessibility and audit verdicts, for `specsheet site` and `render --site`.
    .target(name: "Site", dependencies: ["Audit", "Graphics", "PageKit"]),
    // The spec audit (pure Swift): spec rules and design rules checked on frames and pixels.
    .target(name: "Audit", dependencies: ["ComponentKit", "Graphics"]),
    // Pixel comparison of two bitmaps (pure Swift): exact by default, diff images.
    .target(name: "ImageDiff", dependencies: ["Graphics"]),
    // Render jobs end to end: catalog -> layout -> display list -> pixels -> files + manifest.
    .target(
      name: "Pipeline",
      dependencies: [
        "ComponentKit", "Catalog", "Project", "CairoRenderer", "PNG", "SpecSheets", "Audit", "Graphics",
      ]),
    // The golden engine beside rendering: check, record, the goldens folder and its hashes. It
    // writes no report.
    .target(
      name: "Golden",
      dependencies: [
        "ComponentKit", "Pipeline", "Catalog", "Project", "CairoRenderer", "PNG", "ImageDiff", "SpecSheets", "Audit",
        "Graphics",
      ]),
    // What a run's results become for people and tools: the HTML report, JUnit XML, the JSON
    // results document, the Markdown summary and shard merging. Reads the engine's results; the
    // engine does not need it.
    .target(
      name: "Reports",
      dependencies: [
        "ComponentKit", "Golden", "Pipeline", "Audit", "Catalog", "Project", "ImageDiff", "PNG", "Graphics", "PageKit",
      ]),
    // `specsheet compare`: the same images drawn with two token sets (the run, from the catalog
    // and the audit) and what changed, for people and tools (the report: Markdown, HTML, JSON).
    .target(
      name: "Compare",
      dependencies: [
        "Audit", "Catalog", "ComponentKit", "Golden", "Graphics", "ImageDiff", "PNG", "PageKit", "Pipeline", "Reports",
        "Tokens",
      ]),
    // One import for library users (re-exports the pure-Swift stages and CairoRenderer's API).
    .target(
      name: "SpecsheetKit",
      dependencies: [
        "Audit", "CairoRenderer", "Catalog", "ComponentKit", "Declared", "Fiori", "Golden", "Graphics", "ImageDiff",
        "Material",
        "PNG", "Pipeline", "Project", "Reports", "SpecSheets", "Tokens",
      ]),
    // One-call golden assertions for XCTest and Swift Testing.
    .target(
      name: "GoldenTesting",
      dependencies: ["ComponentKit", "Golden", "Pipeline", "Catalog", "PNG", "ImageDiff", "Graphics"]),
    // `specsheet review` and `serve`: their loopback HTTP servers (a small bounded HTTP/1.1 layer
    // of our own on sockets), page, token and approvals; only in specsheet-review's graph.
    .target(name: "Review", dependencies: ["Golden", "Reports", "Pipeline", "Graphics", "PageKit"]),
    // The command-line tool's commands and options (package access), shared by the two
    // executables below; public: `SpecsheetCommand.main(registry:)`, the root with a registry.
    .target(
      name: "SpecsheetCLI",
      dependencies: [
        "ComponentKit", "Declared", "Pipeline", "Golden", "Reports", "Catalog", "Project", "Tokens", "ImageDiff",
        "CairoRenderer",
        "PNG",
        "Graphics", "SpecSheets", "Audit", "Site", "Compare",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "specsheet", dependencies: ["SpecsheetCLI"]),
    // The review and serve commands (`SpecsheetReview.main`): in specsheet-review's graph, or in
    // a team's own executable.
    .target(
      name: "SpecsheetReview",
      dependencies: [
        "ComponentKit", "SpecsheetCLI", "Review", "Pipeline", "Golden", "Catalog", "Project", "Audit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // `specsheet review` and `serve` run this sibling binary: the HTTP servers stay out of `specsheet`.
    .executableTarget(name: "specsheet-review", dependencies: ["SpecsheetCLI", "SpecsheetReview"]),
    // Bodies of the libFuzzer targets (see `make fuzz`), replayed over their corpora by the tests.
    .target(
      name: "Fuzzing",
      dependencies: [
        "ComponentKit", "Catalog", "Pipeline", "Golden", "CairoRenderer", "PNG", "ImageDiff", "Graphics", "CLibFuzzer",
        "Tokens",
      ]),
    .systemLibrary(name: "CLibFuzzer", path: "Fuzz/CLibFuzzer"),
    .executableTarget(name: "fuzz-fixture", dependencies: ["Fuzzing"], path: "Fuzz/fixture"),
    .executableTarget(name: "fuzz-png", dependencies: ["Fuzzing"], path: "Fuzz/png"),
    .executableTarget(name: "fuzz-diff", dependencies: ["Fuzzing"], path: "Fuzz/diff"),
    .executableTarget(name: "fuzz-tokens", dependencies: ["Fuzzing"], path: "Fuzz/tokens"),
    .executableTarget(name: "fuzz-deflate", dependencies: ["Fuzzing"], path: "Fuzz/deflate"),
    // What the test targets share: the package root, temporary folders, running a program, the
    // JSON Schema validator, sample fixtures. Foundation only, so any test target can use it.
    .target(name: "TestSupport"),
    .testTarget(name: "GraphicsTests", dependencies: ["Graphics"]),
    .testTarget(name: "FlexLayoutTests", dependencies: ["FlexLayout", "TestSupport"]),
    .testTarget(name: "DeclaredTests", dependencies: ["Declared", "ComponentKit", "Graphics", "TestSupport"]),
    .testTarget(name: "LayoutTests", dependencies: ["Fiori", "Material", "ComponentKit", "Graphics"]),
    .testTarget(
      name: "CatalogTests",
      dependencies: ["Fiori", "Material", "ComponentKit", "TestSupport", "Catalog", "Tokens", "Project", "Graphics"]),
    // Without Cairo: the fixtures are PNGs, read with the codec alone.
    .testTarget(name: "ImageDiffTests", dependencies: ["TestSupport", "ImageDiff", "Graphics", "PNG"]),
    // The codec's tests stay here: their samples are pictures the renderer draws.
    .testTarget(
      name: "CairoRendererTests", dependencies: ["TestSupport", "CairoRenderer", "PNG", "CPNG", "CCairo", "Graphics"]),
    .testTarget(
      name: "PipelineTests",
      dependencies: [
        "Fiori", "Material", "ComponentKit", "TestSupport", "Golden", "Pipeline", "CairoRenderer", "CCairo", "Audit",
        "Catalog", "Graphics", "SpecSheets",
      ]),
    .testTarget(
      name: "SpecSheetsTests",
      dependencies: [
        "Fiori", "Material", "ComponentKit", "TestSupport", "SpecSheets", "Golden", "Pipeline", "Catalog",
        "CairoRenderer", "PNG", "ImageDiff", "Graphics", "Audit",
      ]),
    // The shared look: every page embeds or links the one stylesheet and defines no colours of its own,
    // and shows a name from a pull request escaped once.
    .testTarget(
      name: "PageKitTests",
      dependencies: [
        "PageKit", "Reports", "Site", "Review", "Compare", "Golden", "ImageDiff", "Pipeline", "TestSupport",
      ]),
    .testTarget(name: "SiteTests", dependencies: ["Site", "Graphics", "PageKit"]),
    .testTarget(
      name: "CompareTests",
      dependencies: ["Compare", "Golden", "Reports", "Audit", "ImageDiff", "Graphics", "Tokens", "TestSupport"]),
    .testTarget(
      name: "GoldenTests",
      dependencies: [
        "ComponentKit", "TestSupport", "GoldenTesting", "Golden", "Reports", "Pipeline", "Catalog", "PNG", "ImageDiff",
        "Graphics", "Audit", "Project",
      ]),
    .testTarget(
      name: "AuditTests",
      dependencies: [
        "Material", "ComponentKit", "TestSupport", "Audit", "Golden", "Pipeline", "Catalog", "Project", "Graphics",
      ]),
    .testTarget(
      name: "FuzzingTests", dependencies: ["ComponentKit", "TestSupport", "Fuzzing", "Catalog", "PNG"]),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "ComponentKit", "TestSupport", "Golden", "Pipeline", "specsheet", "specsheet-review", "PNG", "Graphics",
        "Catalog", "CPNG", "SpecsheetCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
  ]
)
