#include "history.h"

#include <QCoreApplication>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(History)
};
QString key(const char *s) { return QString::fromLatin1(s); }
constexpr int kMaxMen = 10'000'000;

HistoricalLosses lossesFromJson(const JsonNode &node)
{
    node.allowOnly({key("total"), key("killed"), key("wounded"), key("missing")});
    HistoricalLosses l;
    l.total = node.member(key("total")).integer(0, kMaxMen);
    if (const auto k = node.optionalMember(key("killed")))
        l.killed = k->integer(0, kMaxMen);
    if (const auto w = node.optionalMember(key("wounded")))
        l.wounded = w->integer(0, kMaxMen);
    if (const auto m = node.optionalMember(key("missing")))
        l.missing = m->integer(0, kMaxMen);
    const int given = int(l.killed >= 0) + int(l.wounded >= 0) + int(l.missing >= 0);
    if (given != 0 && given != 3)
        node.fail(Tr::tr("give killed, wounded and missing together, or only the total"));
    if (l.broken() && l.killed + l.wounded + l.missing != l.total)
        node.fail(Tr::tr("killed, wounded and missing add up to %1, not the total %2")
                      .arg(l.killed + l.wounded + l.missing)
                      .arg(l.total));
    return l;
}

QJsonObject lossesToJson(const HistoricalLosses &l)
{
    QJsonObject o{{key("total"), l.total}};
    if (l.broken()) {
        o.insert(key("killed"), l.killed);
        o.insert(key("wounded"), l.wounded);
        o.insert(key("missing"), l.missing);
    }
    return o;
}
} // namespace

const QStringList &historicalOutcomeNames()
{
    static const QStringList n{key("union-victory"), key("confederate-victory"), key("draw")};
    return n;
}

std::optional<Side> History::winner() const
{
    switch (outcome) {
    case HistoricalOutcome::UnionVictory:
        return Side::Union;
    case HistoricalOutcome::ConfederateVictory:
        return Side::Confederate;
    case HistoricalOutcome::Draw:
        break;
    }
    return std::nullopt;
}

History historyFromJson(const JsonNode &node, const QStringList &fateNames)
{
    QStringList allowed{key("losses"), key("outcome"), key("note"), key("source")};
    if (!fateNames.isEmpty())
        allowed.append(key("fates"));
    node.allowOnly(allowed);
    History h;
    const JsonNode losses = node.member(key("losses"));
    losses.allowOnly(sideNames());
    for (Side s : {Side::Union, Side::Confederate})
        h.losses[size_t(s)] = lossesFromJson(losses.member(sideName(s)));
    h.outcome = HistoricalOutcome(node.member(key("outcome")).choice(historicalOutcomeNames()));
    if (const auto n = node.optionalMember(key("note")))
        h.note = n->string(true);
    h.source = node.member(key("source")).string();
    if (const auto f = node.optionalMember(key("fates")))
        for (const QString &ship : f->keys())
            h.fates.insert(ship, fateNames.at(f->member(ship).choice(fateNames)));
    return h;
}

QJsonObject historyToJson(const History &h)
{
    QJsonObject losses;
    for (Side s : {Side::Union, Side::Confederate})
        losses.insert(sideName(s), lossesToJson(h.of(s)));
    QJsonObject o{{key("losses"), losses},
                  {key("outcome"), historicalOutcomeNames().at(int(h.outcome))},
                  {key("source"), h.source}};
    if (!h.note.isEmpty())
        o.insert(key("note"), h.note);
    if (!h.fates.isEmpty()) {
        QJsonObject f;
        for (auto it = h.fates.cbegin(); it != h.fates.cend(); ++it)
            f.insert(it.key(), it.value());
        o.insert(key("fates"), f);
    }
    return o;
}

} // namespace hardtack
