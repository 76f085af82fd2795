// The libFuzzer entry point of one target; HARDTACK_FUZZ_TARGET names its
// function in fuzztargets.h. Built only by scripts/fuzz (clang,
// -fsanitize=fuzzer): libFuzzer provides main().

#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hardtack::fuzz::HARDTACK_FUZZ_TARGET(data, size);
    return 0;
}
