#pragma once
// The loaders under fuzzing (scripts/fuzz): one function per file format,
// taking the file's bytes as a loader would read them. Bad input must end in
// a LoadFailure (a clear error), never in a crash, a hang or undefined
// behaviour. Each function serves two programs: a libFuzzer target
// (fuzzmain.cpp, clang only) and tst_fuzzregressions, which replays the seeds
// and every crash ever found (tests/data/fuzz/TARGET/) in the normal tests.

#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hardtack::fuzz {

struct Target
{
    const char *name;                            // fuzz_NAME, tests/data/fuzz/NAME/
    void (*run)(const uint8_t *data, size_t size);
    QStringList seeds;                           // the repository's own files of this format
};

void map(const uint8_t *data, size_t size);
void scenario(const uint8_t *data, size_t size);
void save(const uint8_t *data, size_t size);
void naval(const uint8_t *data, size_t size);
void scoreEvents(const uint8_t *data, size_t size);
void campaign(const uint8_t *data, size_t size);
void campaignSave(const uint8_t *data, size_t size);
void turn(const uint8_t *data, size_t size);
void netMessage(const uint8_t *data, size_t size);

// Every target with its seed files (absolute paths, from the source tree).
std::vector<Target> targets();

} // namespace hardtack::fuzz
