#pragma once
// HT_NAMES(fn, names…) defines `const QStringList &fn()`: the names of an
// enumeration as the files write them, in the enumeration's order, made once.
// For the .cpp files that define such lists (core/types.cpp, naval/navalmodel.cpp).

#include <QStringList>

#define HT_NAMES(fn, ...)                                  \
    const QStringList &fn()                                \
    {                                                      \
        static const QStringList names{__VA_ARGS__};       \
        return names;                                      \
    }
