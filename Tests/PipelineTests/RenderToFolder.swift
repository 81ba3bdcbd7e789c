import Catalog
import ComponentKit
import Pipeline

/// `render`'s composition as the tests use it: draw and encode each selected image, write the
/// files and the manifest into `folder`, and return the brief manifest entries in run order.
func renderToFolder(
  _ entries: [CatalogEntry], scales: [Int], filter: ImageFilter = ImageFilter(), jobs: Int?,
  pipeline: RenderPipeline, to folder: String, also: [any RunSink] = [],
  stop: @escaping @Sendable () -> Bool = { false }
) throws -> [Manifest.Image] {
  let drawn = DrawnImages(keepsList: true)
  let files = try ImageFolderSink(folder: folder)
  try CatalogRun(jobs: jobs, stop: stop).run(
    RunSelection(entries, scales: scales, filter: filter),
    stages: [DrawStage(pipeline: pipeline), EncodeStage()], sinks: [files, drawn] + also)
  return drawn.tally.list
}
