// swift-tools-version:6.0
// A swift-snapshot-testing strategy for specsheet components: `assertSnapshot(of: chip,
// as: .specsheet(scale: 2))` records and verifies PNGs drawn by specsheet's renderer and
// compared by its exact-first diff. A package of its own so that swift-snapshot-testing (and
// the swift-syntax it brings) stays out of specsheet's own build.
import PackageDescription

let package = Package(
  name: "SpecsheetSnapshotTesting",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "SpecsheetSnapshotTesting", targets: ["SpecsheetSnapshotTesting"])
  ],
  dependencies: [
    .package(name: "specsheet", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
  ],
  targets: [
    .target(
      name: "SpecsheetSnapshotTesting",
      dependencies: [
        .product(name: "SpecsheetKit", package: "specsheet"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(
      name: "SpecsheetSnapshotTestingTests",
      dependencies: [
        "SpecsheetSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "SpecsheetKit", package: "specsheet"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
