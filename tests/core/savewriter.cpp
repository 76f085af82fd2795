// savewriter SCENARIO OUT: the process tst_savecrash kills. It starts a battle
// on SCENARIO, makes it large (a long event log, as after hours of play),
// then saves it to OUT again and again with saveBattle (QSaveFile), the save
// number as the battle's seed, printing "saved N" after each save is
// complete. It never stops by itself.

#include "core/battle.h"
#include "core/events/events.h"
#include "core/scenario.h"

#include <QCoreApplication>

#include <cstdio>

using namespace hardtack;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: savewriter SCENARIO OUT\n");
        return 1;
    }
    LoadError error;
    const auto scenario = loadScenario(QString::fromLocal8Bit(argv[1]), &error);
    if (!scenario) {
        std::fprintf(stderr, "savewriter: cannot load %s\n", argv[1]);
        return 1;
    }
    Battle battle = Battle::start(*scenario, 1);
    // Typed events, as the strict loader wants them (core/events).
    for (int i = 0; i < 20000; ++i) {
        DispersedEvent e;
        e.unit = scenario->units.at(i % scenario->units.size()).id;
        e.at = EventStamp{1 + i / 2000, Side(i % 2), Phase(i % 4)};
        battle.log.append(e);
    }
    // Told to both sides: a told string longer than any other string of a file.
    battle.told = QVector<quint8>(battle.log.size(), 3);
    const QString out = QString::fromLocal8Bit(argv[2]);
    for (quint64 n = 1;; ++n) {
        battle.seed = n;
        QString message;
        if (!saveBattle(battle, out, &message)) {
            std::fprintf(stderr, "savewriter: %s\n", qPrintable(message));
            return 1;
        }
        std::printf("saved %llu\n", static_cast<unsigned long long>(n));
        std::fflush(stdout);
    }
}
