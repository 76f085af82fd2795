#include "names.h"

namespace hardtack::ui {

namespace {
template<size_t N>
QString pick(const char *const (&table)[N], int i)
{
    return i >= 0 && size_t(i) < N ? Names::tr(table[i]) : QString();
}
} // namespace

QString Names::side(Side s)
{
    static const char *const t[] = {QT_TR_NOOP("Union"), QT_TR_NOOP("Confederate")};
    return pick(t, int(s));
}

QString Names::terrain(Terrain x)
{
    static const char *const t[] = {QT_TR_NOOP("Clear"), QT_TR_NOOP("Woods"), QT_TR_NOOP("Heavy woods"),
                                    QT_TR_NOOP("Orchard"), QT_TR_NOOP("Town"), QT_TR_NOOP("Marsh"),
                                    QT_TR_NOOP("Water")};
    return pick(t, int(x));
}

QString Names::road(RoadKind k)
{
    static const char *const t[] = {QT_TR_NOOP("Pike"), QT_TR_NOOP("Road"), QT_TR_NOOP("Trail"),
                                    QT_TR_NOOP("Railroad")};
    return pick(t, int(k));
}

QString Names::hexsideFeature(HexsideFeature f)
{
    static const char *const t[] = {QT_TR_NOOP("Stream"), QT_TR_NOOP("Ford"), QT_TR_NOOP("Bridge"),
                                    QT_TR_NOOP("Fence"), QT_TR_NOOP("Stone wall")};
    return pick(t, int(f));
}

QString Names::level(Level l)
{
    static const char *const t[] = {QT_TR_NOOP("Brigade"), QT_TR_NOOP("Division"), QT_TR_NOOP("Corps"),
                                    QT_TR_NOOP("Army")};
    return pick(t, int(l));
}

QString Names::unitType(UnitType x)
{
    static const char *const t[] = {QT_TR_NOOP("Infantry"), QT_TR_NOOP("Cavalry"), QT_TR_NOOP("Artillery"),
                                    QT_TR_NOOP("Supply wagons")};
    return pick(t, int(x));
}

QString Names::weapon(Weapon w)
{
    static const char *const t[] = {QT_TR_NOOP("Smoothbore musket"), QT_TR_NOOP("Rifled musket"),
                                    QT_TR_NOOP("Breechloader"), QT_TR_NOOP("Repeater"), QT_TR_NOOP("Carbine"),
                                    QT_TR_NOOP("Napoleon 12-pdr"), QT_TR_NOOP("3-inch rifle"),
                                    QT_TR_NOOP("Parrott rifle"), QT_TR_NOOP("None")};
    return pick(t, int(w));
}

QString Names::formation(UnitFormation f)
{
    static const char *const t[] = {QT_TR_NOOP("Line"), QT_TR_NOOP("Column"), QT_TR_NOOP("Mounted"),
                                    QT_TR_NOOP("Dismounted"), QT_TR_NOOP("Limbered"), QT_TR_NOOP("Unlimbered"),
                                    QT_TR_NOOP("None")};
    return pick(t, int(f));
}

QString Names::ammo(Ammo a)
{
    static const char *const t[] = {QT_TR_NOOP("Normal"), QT_TR_NOOP("Low"), QT_TR_NOOP("Out")};
    return pick(t, int(a));
}

QString Names::status(Status s)
{
    static const char *const t[] = {QT_TR_NOOP("In good order"), QT_TR_NOOP("Disrupted"), QT_TR_NOOP("Routed")};
    return pick(t, int(s));
}

QString Names::facing(HexSide s)
{
    static const char *const t[] = {QT_TR_NOOP("North"), QT_TR_NOOP("North-east"), QT_TR_NOOP("South-east"),
                                    QT_TR_NOOP("South"), QT_TR_NOOP("South-west"), QT_TR_NOOP("North-west")};
    return pick(t, int(s));
}

QString Names::leaderState(LeaderState s)
{
    static const char *const t[] = {QT_TR_NOOP("Active"), QT_TR_NOOP("Killed"), QT_TR_NOOP("Wounded")};
    return pick(t, int(s));
}

QString Names::phase(Phase p)
{
    switch (p) {
    case Phase::Movement: return tr("Movement");
    case Phase::DefensiveFire: return tr("Defensive fire");
    case Phase::OffensiveFire: return tr("Offensive fire");
    case Phase::Melee: return tr("Melee");
    }
    return QString();
}

QString Names::leaderSurname(const QString &name)
{
    static const QStringList ranks{QStringLiteral("Lt."), QStringLiteral("Gen."), QStringLiteral("Maj."),
                                   QStringLiteral("Brig."), QStringLiteral("Col."), QStringLiteral("Capt."),
                                   QStringLiteral("Cmdr."), QStringLiteral("Adm.")};
    QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() < 2 || !ranks.contains(words.first()))
        return name;
    while (!words.isEmpty() && ranks.contains(words.first()))
        words.removeFirst();
    if (words.isEmpty())
        return name;
    static const QStringList suffixes{QStringLiteral("Jr."), QStringLiteral("Sr."), QStringLiteral("II"),
                                      QStringLiteral("III")};
    if (words.size() >= 2 && suffixes.contains(words.last()))
        return words.at(words.size() - 2) + QLatin1Char(' ') + words.last();
    return words.last();
}

QString Names::hex(Hex h)
{
    return h.toString();
}

QString Names::hexSummary(const Map &map, Hex h)
{
    if (!map.contains(h))
        return QString();
    const int level = map.elevationAt(h);
    // RULES §2: one elevation level is 20 feet.
    return tr("%1, elevation %2 (%3 ft)").arg(terrain(map.terrainAt(h))).arg(level).arg(level * 20);
}

} // namespace hardtack::ui
