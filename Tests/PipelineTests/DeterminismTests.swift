import Catalog
import Testing

@testable import Pipeline

@Suite struct DeterminismTests {
  @Test func sameBytesWithOneTwoAndFourJobs() throws {
    let entries = try defaultCatalog().entries
    let pipeline = try RenderPipeline()
    let serial = try pipeline.render(entries, scales: [1, 2], jobs: 1)
    for jobs in [2, 4] {
      let parallel = try pipeline.render(entries, scales: [1, 2], jobs: jobs)
      #expect(parallel.map(\.path) == serial.map(\.path))
      #expect(parallel.map(\.png) == serial.map(\.png), "jobs \(jobs)")
    }
  }

  @Test func reversedOrderGivesTheSameBytes() throws {
    let entries = try defaultCatalog().entries
    let pipeline = try RenderPipeline()
    let forward = try pipeline.render(entries, scales: [1], jobs: 2)
    let backward = try pipeline.render(entries.reversed(), scales: [1], jobs: 2)
    #expect(Dictionary(uniqueKeysWithValues: forward.map { ($0.path, $0.png) })
      == Dictionary(uniqueKeysWithValues: backward.map { ($0.path, $0.png) }))
  }
}
