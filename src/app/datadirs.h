#pragma once
// Where the game finds its data (scenarios/, maps/): next to an installed
// binary (PREFIX/share/hardtack), beside the binary, or in the source tree it
// was built from (HARDTACK_SOURCE_DIR, so a fresh build runs in place).

#include <QString>
#include <QStringList>

namespace hardtack::app {

// Existing data directories, most specific first.
QStringList dataDirs();
// The tutorial, else the first scenario (by file name), in the first data
// directory's scenarios/ that has one; empty when there is none.
QString defaultScenario();

} // namespace hardtack::app
