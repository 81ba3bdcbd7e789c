import Catalog
import ComponentKit
import Foundation
import Golden
import Graphics
import Project

extension ResultsDocument {
  /// The document with every path it names (fixtures, goldens, baseline, output folder, each
  /// image's source and files) relative to the project (`ProjectRoot`) when inside it: a check
  /// from a subfolder names the same files with the same text as one from the project's root.
  public func relativeToProject() -> ResultsDocument {
    func relative(_ path: String?) -> String? { path.map(ProjectRoot.relative) }
    var document = self
    document.selection.fixtures = selection.fixtures.map(ProjectRoot.relative)
    document.goldens = relative(goldens)
    document.baseline = relative(baseline)
    document.out = relative(out)
    document.images = images.map { $0.relativeToProject() }
    return document
  }

  /// `path` as a results document names it, found from here: as named when it is there, else
  /// from the project folder (documents name project-relative paths).
  public static func locate(_ path: String) -> String {
    if path.hasPrefix("/") || FileManager.default.fileExists(atPath: path) { return path }
    let fromProject = (ProjectRoot.folder() as NSString).appendingPathComponent(path)
    return FileManager.default.fileExists(atPath: fromProject) ? fromProject : path
  }
}

extension ResultsDocument.Image {
  /// The image with its source and files relative to the project, as `relativeToProject` has them.
  public func relativeToProject() -> Self {
    func relative(_ path: String?) -> String? { path.map(ProjectRoot.relative) }
    var image = self
    // A sheet's images may come from several files: "a.yaml, b.yaml".
    image.source = source.map { text in
      text.components(separatedBy: ", ").map(ProjectRoot.relative).joined(separator: ", ")
    }
    image.files = ResultsDocument.Files(
      golden: relative(files.golden), actual: relative(files.actual), diff: relative(files.diff),
      output: relative(files.output))
    return image
  }
}
