// JSON of the naval events: one toJson/fromJson per kind (docs/RULES.md
// "Events"). No prose here: the narrator (src/narrator/naval/) makes it.

#include "navalevents.h"

#include <algorithm>

namespace hardtack {

namespace {

QString k(const char *s) { return QString::fromLatin1(s); }

QString sideKey(Side s) { return sideName(s); }
Side sideOf(const QJsonValue &v) { return v.toString() == QLatin1String("confederate") ? Side::Confederate : Side::Union; }

QJsonArray strings(const QStringList &l) { return QJsonArray::fromStringList(l); }
QStringList stringsOf(const QJsonValue &v)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray())
        out << x.toString();
    return out;
}

template <typename T>
QJsonObject bySide(const std::array<T, 2> &a)
{
    return {{k("union"), a[0]}, {k("confederate"), a[1]}};
}
std::array<double, 2> doublesBySide(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return {o.value(k("union")).toDouble(), o.value(k("confederate")).toDouble()};
}
std::array<int, 2> intsBySide(const QJsonValue &v)
{
    const QJsonObject o = v.toObject();
    return {o.value(k("union")).toInt(), o.value(k("confederate")).toInt()};
}

QString resultName(BreakLineResult r) { return breakLineResultNames().at(int(r)); }
BreakLineResult resultOf(const QJsonValue &v)
{
    const int i = int(breakLineResultNames().indexOf(v.toString()));
    return i < 0 ? BreakLineResult::None : BreakLineResult(i);
}

} // namespace

QJsonObject NavalFactor::toJson() const
{
    QJsonObject o{{k("factor"), key}, {k("value"), value}};
    if (!detail.isEmpty())
        o.insert(k("detail"), detail);
    if (amount != 0)
        o.insert(k("amount"), amount);
    if (amount2 != 0)
        o.insert(k("amount2"), amount2);
    return o;
}

NavalFactor NavalFactor::fromJson(const QJsonObject &o)
{
    return {o.value(k("factor")).toString(), o.value(k("value")).toDouble(), o.value(k("detail")).toString(),
            o.value(k("amount")).toDouble(), o.value(k("amount2")).toDouble()};
}

QJsonArray factorsToJson(const QVector<NavalFactor> &factors)
{
    QJsonArray out;
    for (const NavalFactor &f : factors)
        out.append(f.toJson());
    return out;
}

QVector<NavalFactor> factorsFromJson(const QJsonArray &a)
{
    QVector<NavalFactor> out;
    for (const QJsonValue &v : a)
        out.append(NavalFactor::fromJson(v.toObject()));
    return out;
}

double NavalChance::raw() const
{
    double sum = 0;
    for (const NavalFactor &t : terms)
        sum += t.value;
    return sum;
}

double NavalChance::value() const
{
    return std::clamp(raw(), 0.0, 1.0);
}

void NavalRoll::toJson(QJsonObject &o) const
{
    o.insert(k("chance"), chance);
    o.insert(k("roll"), roll);
    o.insert(k("success"), success);
    if (!terms.isEmpty())
        o.insert(k("terms"), factorsToJson(terms));
}

NavalRoll NavalRoll::fromJson(const QJsonObject &o)
{
    return {o.value(k("chance")).toDouble(), o.value(k("roll")).toDouble(), o.value(k("success")).toBool(),
            factorsFromJson(o.value(k("terms")).toArray())};
}

// --- per kind ---

QJsonObject NavalJoinEvent::toJson() const { return {{k("ship"), ship}, {k("target"), target}}; }
NavalJoinEvent NavalJoinEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("ship")).toString(), o.value(k("target")).toString()};
}

QJsonObject NavalNoBattleEvent::toJson() const { return {{k("reason"), reason}}; }
NavalNoBattleEvent NavalNoBattleEvent::fromJson(const QJsonObject &o) { return {o.value(k("reason")).toString()}; }

QJsonObject NavalWindwardEvent::toJson() const
{
    QJsonObject o{{k("side"), sideKey(side)}, {k("how"), how}};
    if (how == QLatin1String("pinned"))
        o.insert(k("pinned"), true);
    if (roll)
        roll->toJson(o);
    return o;
}
NavalWindwardEvent NavalWindwardEvent::fromJson(const QJsonObject &o)
{
    NavalWindwardEvent e{sideOf(o.value(k("side"))), o.value(k("how")).toString(), std::nullopt};
    if (o.contains(k("roll")))
        e.roll = NavalRoll::fromJson(o);
    return e;
}

QJsonObject NavalNoEvasionEvent::toJson() const
{
    return {{k("reason"), reason}, {k("side"), sideKey(side)}, {k("ships"), strings(ships)},
            {k("warships"), warships}, {k("enemyWarships"), enemyWarships}};
}
NavalNoEvasionEvent NavalNoEvasionEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("reason")).toString(), sideOf(o.value(k("side"))), stringsOf(o.value(k("ships"))),
            o.value(k("warships")).toInt(), o.value(k("enemyWarships")).toInt()};
}

QJsonObject NavalShelterEvent::toJson() const { return {{k("side"), sideKey(side)}, {k("ships"), strings(ships)}}; }
NavalShelterEvent NavalShelterEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), stringsOf(o.value(k("ships")))};
}

QJsonObject NavalEvasionGroupEvent::toJson() const
{
    QJsonObject o{{k("side"), sideKey(side)}, {k("ships"), strings(ships)}, {k("leeward"), leeward}};
    roll.toJson(o);
    return o;
}
NavalEvasionGroupEvent NavalEvasionGroupEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), stringsOf(o.value(k("ships"))), o.value(k("leeward")).toBool(),
            NavalRoll::fromJson(o)};
}

QJsonObject NavalEvasionAutomaticEvent::toJson() const
{
    return {{k("side"), sideKey(side)}, {k("ships"), strings(ships)}, {k("fighting"), fighting},
            {k("enemyFighting"), enemyFighting}};
}
NavalEvasionAutomaticEvent NavalEvasionAutomaticEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), stringsOf(o.value(k("ships"))), o.value(k("fighting")).toInt(),
            o.value(k("enemyFighting")).toInt()};
}

QJsonObject NavalEvasionEvent::toJson() const
{
    QJsonObject o{{k("side"), sideKey(side)}, {k("ship"), ship}, {k("leeward"), leeward},
                  {k("fighting"), fighting}, {k("enemyFighting"), enemyFighting}};
    roll.toJson(o);
    return o;
}
NavalEvasionEvent NavalEvasionEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), o.value(k("ship")).toString(), o.value(k("leeward")).toBool(),
            o.value(k("fighting")).toInt(), o.value(k("enemyFighting")).toInt(), NavalRoll::fromJson(o)};
}

QJsonObject NavalRangeEvent::toJson() const
{
    QJsonObject o{{k("reason"), reason}, {k("side"), sideKey(side)}, {k("own"), own}, {k("theirs"), theirs}};
    if (!range.isEmpty())
        o.insert(k("range"), range);
    if (reason == QLatin1String("pinned"))
        o.insert(k("pinned"), true);
    return o;
}
NavalRangeEvent NavalRangeEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("reason")).toString(), o.value(k("range")).toString(), sideOf(o.value(k("side"))),
            o.value(k("own")).toInt(), o.value(k("theirs")).toInt()};
}

QJsonObject NavalClosingEvent::toJson() const
{
    QJsonObject o{{k("side"), sideKey(side)}, {k("reason"), reason}, {k("closers"), strings(closers)},
                  {k("targets"), strings(targets)}, {k("own"), own}, {k("theirs"), theirs}};
    roll.toJson(o);
    return o;
}
NavalClosingEvent NavalClosingEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), o.value(k("reason")).toString(), stringsOf(o.value(k("closers"))),
            stringsOf(o.value(k("targets"))), o.value(k("own")).toInt(), o.value(k("theirs")).toInt(),
            NavalRoll::fromJson(o)};
}

QJsonObject NavalBreakLineEvent::toJson() const
{
    QJsonObject o{{k("reason"), reason}, {k("side"), sideKey(side)}, {k("result"), resultName(result)},
                  {k("atClose"), bySide(atClose)}, {k("ships"), strings(ships)}};
    if (reason == QLatin1String("pinned")) {
        o.insert(k("pinned"), true);
        o.insert(k("breakLine"), QJsonObject{{k("union"), resultName(pinned[0])},
                                               {k("confederate"), resultName(pinned[1])}});
    }
    if (roll)
        roll->toJson(o);
    return o;
}
NavalBreakLineEvent NavalBreakLineEvent::fromJson(const QJsonObject &o)
{
    NavalBreakLineEvent e;
    e.reason = o.value(k("reason")).toString();
    e.side = sideOf(o.value(k("side")));
    e.result = resultOf(o.value(k("result")));
    const QJsonObject p = o.value(k("breakLine")).toObject();
    e.pinned = {resultOf(p.value(k("union"))), resultOf(p.value(k("confederate")))};
    e.atClose = intsBySide(o.value(k("atClose")));
    e.ships = stringsOf(o.value(k("ships")));
    if (o.contains(k("roll")))
        e.roll = NavalRoll::fromJson(o);
    return e;
}

QJsonObject NavalStrengthEvent::toJson() const
{
    return {{k("unit"), unit}, {k("side"), sideKey(side)}, {k("battery"), battery}, {k("value"), value},
            {k("factors"), factorsToJson(factors)}};
}
NavalStrengthEvent NavalStrengthEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("unit")).toString(), sideOf(o.value(k("side"))), o.value(k("battery")).toBool(),
            o.value(k("value")).toDouble(), factorsFromJson(o.value(k("factors")).toArray())};
}

QJsonObject NavalTotalEvent::toJson() const { return {{k("total"), bySide(total)}}; }
NavalTotalEvent NavalTotalEvent::fromJson(const QJsonObject &o) { return {doublesBySide(o.value(k("total")))}; }

QJsonObject NavalFortuneEvent::toJson() const
{
    return {{k("side"), sideKey(side)}, {k("fortune"), fortune}, {k("low"), low}, {k("high"), high}};
}
NavalFortuneEvent NavalFortuneEvent::fromJson(const QJsonObject &o)
{
    return {sideOf(o.value(k("side"))), o.value(k("fortune")).toDouble(), o.value(k("low")).toDouble(),
            o.value(k("high")).toDouble()};
}

QJsonObject NavalFireEvent::toJson() const
{
    return {{k("round"), round},           {k("side"), sideKey(side)},
            {k("strength"), strength},     {k("batteryStrength"), batteryStrength},
            {k("batteryFactor"), batteryFactor}, {k("perStrength"), perStrength},
            {k("closeFraction"), closeFraction}, {k("closeMultiplier"), closeMultiplier},
            {k("fortune"), fortune},       {k("rounds"), rounds},
            {k("expected"), expected},     {k("targets"), targets},
            {k("maxPoints"), maxPoints},   {k("points"), points}};
}
NavalFireEvent NavalFireEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("round")).toInt(),          sideOf(o.value(k("side"))),
            o.value(k("strength")).toDouble(),    o.value(k("batteryStrength")).toDouble(),
            o.value(k("batteryFactor")).toDouble(), o.value(k("perStrength")).toDouble(),
            o.value(k("closeFraction")).toDouble(), o.value(k("closeMultiplier")).toDouble(),
            o.value(k("fortune")).toDouble(),     o.value(k("rounds")).toInt(),
            o.value(k("expected")).toDouble(),    o.value(k("targets")).toInt(),
            o.value(k("maxPoints")).toInt(),      o.value(k("points")).toInt()};
}

QJsonObject NavalHitEvent::toJson() const
{
    return {{k("firer"), firer},     {k("target"), target}, {k("battery"), battery},
            {k("landed"), landed},   {k("aimed"), aimed},   {k("part"), part},
            {k("level"), level},     {k("menLost"), menLost}, {k("sunk"), sunk},
            {k("destroyed"), destroyed}};
}
NavalHitEvent NavalHitEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("firer")).toString(), o.value(k("target")).toString(), o.value(k("battery")).toBool(),
            o.value(k("landed")).toBool(),  o.value(k("aimed")).toBool(),    o.value(k("part")).toString(),
            o.value(k("level")).toInt(),    o.value(k("menLost")).toInt(),   o.value(k("sunk")).toBool(),
            o.value(k("destroyed")).toBool()};
}

QJsonObject NavalBreakOffEvent::toJson() const
{
    return {{k("ship"), ship}, {k("brokeOff"), brokeOff}, {k("taken"), taken},
            {k("threshold"), threshold}, {k("propulsion"), propulsion}};
}
NavalBreakOffEvent NavalBreakOffEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("ship")).toString(), o.value(k("brokeOff")).toBool(), o.value(k("taken")).toInt(),
            o.value(k("threshold")).toInt(), o.value(k("propulsion")).toInt()};
}

QJsonObject NavalWinnerEvent::toJson() const
{
    return {{k("winner"), winner ? QJsonValue(sideKey(*winner)) : QJsonValue()},
            {k("lossShare"), bySide(lossShare)},
            {k("before"), bySide(before)},
            {k("after"), bySide(after)},
            {k("breakShare"), breakShare}};
}
NavalWinnerEvent NavalWinnerEvent::fromJson(const QJsonObject &o)
{
    NavalWinnerEvent e;
    if (o.value(k("winner")).isString())
        e.winner = sideOf(o.value(k("winner")));
    e.lossShare = doublesBySide(o.value(k("lossShare")));
    e.before = doublesBySide(o.value(k("before")));
    e.after = doublesBySide(o.value(k("after")));
    e.breakShare = o.value(k("breakShare")).toDouble();
    return e;
}

QJsonObject NavalCaptureEvent::toJson() const
{
    QJsonObject o{{k("ship"), ship}, {k("factors"), factorsToJson(factors)}};
    roll.toJson(o);
    return o;
}
NavalCaptureEvent NavalCaptureEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("ship")).toString(), NavalRoll::fromJson(o), factorsFromJson(o.value(k("factors")).toArray())};
}

QJsonObject NavalSinkEvent::toJson() const
{
    QJsonObject o{{k("ship"), ship}, {k("reason"), reason}, {k("hull"), hull}, {k("propulsion"), propulsion}};
    if (roll)
        roll->toJson(o);
    return o;
}
NavalSinkEvent NavalSinkEvent::fromJson(const QJsonObject &o)
{
    NavalSinkEvent e{o.value(k("ship")).toString(), o.value(k("reason")).toString(), o.value(k("hull")).toInt(),
                     o.value(k("propulsion")).toInt(), std::nullopt};
    if (o.contains(k("roll")))
        e.roll = NavalRoll::fromJson(o);
    return e;
}

QJsonObject NavalFleeEvent::toJson() const { return {{k("ship"), ship}, {k("to"), to}, {k("brokeOff"), brokeOff}}; }
NavalFleeEvent NavalFleeEvent::fromJson(const QJsonObject &o)
{
    return {o.value(k("ship")).toString(), o.value(k("to")).toString(), o.value(k("brokeOff")).toBool()};
}

QJsonObject NavalLossesEvent::toJson() const
{
    return {{k("casualties"), bySide(casualties)}, {k("lossPoints"), bySide(lossPoints)},
            {k("laurels"), bySide(laurels)}};
}
NavalLossesEvent NavalLossesEvent::fromJson(const QJsonObject &o)
{
    return {intsBySide(o.value(k("casualties"))), intsBySide(o.value(k("lossPoints"))),
            intsBySide(o.value(k("laurels")))};
}

QJsonObject NavalNoCombatEvent::toJson() const { return {}; }
NavalNoCombatEvent NavalNoCombatEvent::fromJson(const QJsonObject &) { return {}; }

// --- the variant ---

QString navalEventType(const NavalEvent &e)
{
    return std::visit([](const auto &x) { return QString::fromLatin1(std::decay_t<decltype(x)>::kType); }, e);
}

QJsonObject navalEventToJson(const NavalEvent &e)
{
    return std::visit(
        [](const auto &x) {
            QJsonObject o = x.toJson();
            o.insert(k("type"), QString::fromLatin1(std::decay_t<decltype(x)>::kType));
            return o;
        },
        e);
}

namespace {
template <std::size_t I = 0>
std::optional<NavalEvent> fromJsonByType(const QString &type, const QJsonObject &o)
{
    if constexpr (I < std::variant_size_v<NavalEvent>) {
        using T = std::variant_alternative_t<I, NavalEvent>;
        if (type == QLatin1String(T::kType))
            return NavalEvent(T::fromJson(o));
        return fromJsonByType<I + 1>(type, o);
    } else {
        return std::nullopt;
    }
}
} // namespace

std::optional<NavalEvent> navalEventFromJson(const QJsonObject &o, QString *error)
{
    const QString type = o.value(k("type")).toString();
    auto e = fromJsonByType(type, o);
    if (!e && error)
        *error = QStringLiteral("unknown naval event type \"%1\"").arg(type);
    return e;
}

QJsonArray NavalLog::toJson() const
{
    QJsonArray out;
    for (const NavalEvent &e : m_events)
        out.append(navalEventToJson(e));
    return out;
}

QVector<QJsonObject> NavalLog::ofType(const QString &type) const
{
    QVector<QJsonObject> out;
    for (const NavalEvent &e : m_events)
        if (navalEventType(e) == type)
            out.append(navalEventToJson(e));
    return out;
}

} // namespace hardtack
