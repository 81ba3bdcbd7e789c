// swift-tools-version:6.0
// An outside package that adds its own component to specsheet using only its public products:
// Acme's "tag" (normal, selected, disabled), with its own spec numbers, fixture reader,
// rendering, spec rules, sheet and goldens. Nothing under specsheet's Sources/ knows about it.
import PackageDescription

let package = Package(
  name: "TagComponent",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "specsheet", path: "../..")
  ],
  targets: [
    .target(name: "AcmeTag", dependencies: [.product(name: "SpecsheetKit", package: "specsheet")]),
    .testTarget(
      name: "AcmeTagTests",
      dependencies: [
        "AcmeTag", .product(name: "GoldenTesting", package: "specsheet"),
        .product(name: "SpecsheetKit", package: "specsheet"),
      ]),
  ]
)
