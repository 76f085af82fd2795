#include "playresult.h"

#include "core/rules/victory.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace hardtack::cli {

namespace {
QJsonObject timing(QVector<double> ms)
{
    if (ms.isEmpty())
        return QJsonObject{{QStringLiteral("turns"), 0}, {QStringLiteral("median"), 0}, {QStringLiteral("max"), 0}};
    std::sort(ms.begin(), ms.end());
    const qsizetype n = ms.size();
    const double median = n % 2 ? ms.at(n / 2) : (ms.at(n / 2 - 1) + ms.at(n / 2)) / 2;
    return QJsonObject{{QStringLiteral("turns"), int(n)},
                       {QStringLiteral("median"), std::round(median * 1000) / 1000},
                       {QStringLiteral("max"), std::round(ms.last() * 1000) / 1000}};
}
} // namespace

QJsonObject playResultJson(const Game &game, quint64 seed, const QString kinds[2], const QVector<double> samples[2],
                           const int refused[2])
{
    const VictoryResult v = computeVictory(game.scenario());
    const int turnsPlayed = game.over() ? game.turn() : game.turn() - 1;
    const GameStats &st = game.stats();
    QJsonObject out = v.toJson();
    out.insert(QStringLiteral("seed"), seedToJson(seed));
    out.insert(QStringLiteral("turns"), turnsPlayed);
    out.insert(QStringLiteral("over"), game.over());
    out.insert(QStringLiteral("players"), QJsonObject{{QStringLiteral("union"), kinds[0]},
                                                      {QStringLiteral("confederate"), kinds[1]}});
    out.insert(QStringLiteral("counts"), QJsonObject{{QStringLiteral("checks"), st.checks},
                                                     {QStringLiteral("failures"), st.failures},
                                                     {QStringLiteral("routs"), st.routs},
                                                     {QStringLiteral("rallyChecks"), st.rallyChecks},
                                                     {QStringLiteral("rallies"), st.rallies},
                                                     {QStringLiteral("cascades"), st.cascades},
                                                     {QStringLiteral("melees"), st.melees},
                                                     {QStringLiteral("fires"), st.fires},
                                                     {QStringLiteral("surrenders"), st.surrenders}});
    out.insert(QStringLiteral("aiTimeMs"), QJsonObject{{QStringLiteral("union"), timing(samples[0])},
                                                      {QStringLiteral("confederate"), timing(samples[1])}});
    out.insert(QStringLiteral("refused"), QJsonObject{{QStringLiteral("union"), refused[0]},
                                                      {QStringLiteral("confederate"), refused[1]}});
    // Issue 21: the losses by arm and the men each side brought, for
    // scripts/calibrate's comparison with the scenario's history.
    QJsonObject byArm, present;
    for (Side side : {Side::Union, Side::Confederate}) {
        QJsonObject arms;
        for (UnitType arm : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery}) {
            const SideLosses l = lossesOf(game.scenario(), side, arm);
            arms.insert(unitTypeNames().at(int(arm)),
                        QJsonObject{{QStringLiteral("present"), menPresent(game.scenario(), side, arm)},
                                    {QStringLiteral("men"), l.men()},
                                    {QStringLiteral("killedWounded"), l.casualties},
                                    {QStringLiteral("prisoners"), l.prisoners},
                                    {QStringLiteral("stragglers"), l.stragglers},
                                    {QStringLiteral("guns"), l.guns},
                                    {QStringLiteral("gunsCaptured"), l.gunsCaptured}});
        }
        byArm.insert(sideName(side), arms);
        present.insert(sideName(side), menPresent(game.scenario(), side));
    }
    out.insert(QStringLiteral("byArm"), byArm);
    out.insert(QStringLiteral("present"), present);
    out.insert(QStringLiteral("events"), int(game.battle().log.size()));
    out.insert(QStringLiteral("orders"), int(game.battle().orders.size()));
    out.insert(QStringLiteral("logHash"), logHash(game.battle().log));
    return out;
}

} // namespace hardtack::cli
