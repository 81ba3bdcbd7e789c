// libFuzzer's documented entry for programs that keep their own main (compiler-rt's
// FuzzerInterface.h). SwiftPM gives every executable its own main, so the fuzz targets call this
// instead of linking libFuzzer's main. Only referenced when built with -sanitize=fuzzer.
#include <stddef.h>
#include <stdint.h>

typedef int (*LLVMFuzzerCallback)(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, LLVMFuzzerCallback callback);
