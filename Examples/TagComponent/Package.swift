// swift-tools-version:6.0
// An outside package that adds its own component to specsheet using only its public products:
// Acme's "tag" (normal, selected, disabled), with its own spec numbers, fixture reader,
// rendering, spec rules, sheet and goldens, and its own command line (acme-specsheet). Nothing
// under specsheet's Sources/ knows about it.
import PackageDescription

let package = Package(
  name: "TagComponent",
  platforms: [.macOS(.v13)],
  products: [
    // specsheet's command line with Acme's components: check, record, review, site, tokens, ...
    .executable(name: "acme-specsheet", targets: ["acme-specsheet"])
  ],
  dependencies: [
    .package(name: "specsheet", path: "../..")
  ],
  targets: [
    .target(name: "AcmeTag", dependencies: [.product(name: "SpecsheetKit", package: "specsheet")]),
    .executableTarget(
      name: "acme-specsheet", dependencies: ["AcmeTag", .product(name: "SpecsheetCLI", package: "specsheet")]),
    // The tests run acme-specsheet (built first: a build-order edge) as a team's CI would.
    .testTarget(
      name: "AcmeTagTests",
      dependencies: [
        "AcmeTag", "acme-specsheet", .product(name: "GoldenTesting", package: "specsheet"),
        .product(name: "SpecsheetKit", package: "specsheet"),
      ]),
  ]
)
