#pragma once
// Shared by the campaign engine tests: the small test war and the shipped war.

#include "campaign/campaignfile.h"

#include <QFile>
#include <QTest>

namespace hardtack::test {

inline CampaignScenario loadTestCampaign(const QString &relative)
{
    LoadError e;
    const auto c = loadCampaign(QStringLiteral(HARDTACK_SOURCE_DIR "/") + relative, &e);
    if (!c)
        qFatal("%s", qPrintable(e.text()));
    return *c;
}

inline CampaignScenario smallWar() { return loadTestCampaign(QStringLiteral("tests/data/campaign/small.json")); }

// The shipped war when it is there, else the small one.
inline QString warFile()
{
    const QString shipped = QStringLiteral("scenarios/campaign/1861.json");
    return QFile::exists(QStringLiteral(HARDTACK_SOURCE_DIR "/") + shipped) ? shipped
                                                                              : QStringLiteral("tests/data/campaign/small.json");
}

} // namespace hardtack::test
