import CCairo

/// Process-wide allocator settings for rendering many images (the CLI sets them at start; a
/// library user decides for their own process).
public enum MemoryTuning {
  /// glibc serves allocations above a threshold (128 KB, adapting up to 32 MB) with mmap and
  /// gives them back to the kernel when freed, so each image's bitmap, blur buffers and shadow
  /// masks were fresh pages to fault in and zero (100k page faults for 60 cards). Up to 32 MB
  /// (glibc's largest threshold) they now come from the heap and the next image on the same
  /// thread reuses them; a sheet's larger buffers are still mapped and returned.
  public static func keepLargeBuffersInTheHeap() {
    _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
  }
}
