// fuzz_seeds TARGET: prints the seed files of a fuzz target, one per line
// (for scripts/fuzz; the list lives once, in fuzztargets.cpp).

#include "fuzztargets.h"

#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    for (const hardtack::fuzz::Target &t : hardtack::fuzz::targets())
        if (argc == 2 && std::strcmp(argv[1], t.name) == 0) {
            for (const QString &f : t.seeds)
                std::printf("%s\n", qPrintable(f));
            return 0;
        }
    std::fprintf(stderr, "usage: fuzz_seeds TARGET (a name in tests/fuzz/fuzztargets.cpp)\n");
    return 1;
}
