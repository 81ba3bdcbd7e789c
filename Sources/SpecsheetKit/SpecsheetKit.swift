// specsheet as a library: one import for a package that defines its own components, reads them
// from fixtures, renders, audits and sheets them, and checks them against goldens (the
// `GoldenTesting` product adds `assertGolden` for tests). The C libraries stay behind
// CairoRenderer's and PNG's Swift APIs: no Cairo, Pango, libpng or zlib type is part of it.
@_exported import Audit
@_exported import CairoRenderer
@_exported import Catalog
@_exported import ComponentKit
@_exported import Declared
@_exported import Fiori
@_exported import Golden
@_exported import Graphics
@_exported import ImageDiff
@_exported import Material
@_exported import PNG
@_exported import Pipeline
@_exported import Project
@_exported import Reports
@_exported import SpecSheets
@_exported import Tokens
