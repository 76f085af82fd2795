#include "navalevents.h"

#include <algorithm>

namespace hardtack {

QJsonArray factorsToJson(const QVector<NavalFactor> &factors)
{
    QJsonArray out;
    for (const NavalFactor &f : factors)
        out.append(QJsonObject{{QStringLiteral("factor"), f.key},
                               {QStringLiteral("label"), f.label},
                               {QStringLiteral("value"), f.value}});
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

void NavalLog::add(const QString &type, const QString &text, QJsonObject data)
{
    data.insert(QStringLiteral("type"), type);
    data.insert(QStringLiteral("text"), text);
    m_events.append(data);
}

void NavalLog::addRoll(const QString &type, const QString &what, const NavalChance &chance, const NavalRoll &roll,
                       QJsonObject data)
{
    QStringList parts;
    for (const NavalFactor &t : chance.terms)
        parts << QStringLiteral("%1 %2").arg(t.label, percent(t.value));
    data.insert(QStringLiteral("terms"), factorsToJson(chance.terms));
    addRollExplained(type, what, parts.join(QStringLiteral(", ")), roll, data);
}

void NavalLog::addRollExplained(const QString &type, const QString &what, const QString &explanation,
                                const NavalRoll &roll, QJsonObject data)
{
    const QString text = tr("%1: chance %2 (%3); rolled %4: %5")
                             .arg(what, percent(roll.chance), explanation,
                                  QString::number(roll.roll * 100, 'f', 2) + QLatin1Char('%'),
                                  roll.success ? tr("success") : tr("failure"));
    data.insert(QStringLiteral("chance"), roll.chance);
    data.insert(QStringLiteral("roll"), roll.roll);
    data.insert(QStringLiteral("success"), roll.success);
    add(type, text, data);
}

QJsonArray NavalLog::toJson() const
{
    QJsonArray out;
    for (const QJsonObject &e : m_events)
        out.append(e);
    return out;
}

QVector<QJsonObject> NavalLog::ofType(const QString &type) const
{
    QVector<QJsonObject> out;
    for (const QJsonObject &e : m_events)
        if (e.value(QStringLiteral("type")).toString() == type)
            out.append(e);
    return out;
}

QString NavalLog::percent(double p)
{
    return number(p * 100) + QLatin1Char('%');
}

QString NavalLog::number(double x)
{
    QString s = QString::number(x, 'f', 3);
    while (s.contains(QLatin1Char('.')) && (s.endsWith(QLatin1Char('0')) || s.endsWith(QLatin1Char('.'))))
        s.chop(1);
    if (s == QLatin1String("-0"))
        s = QStringLiteral("0");
    return s;
}

QString shipTypeLabel(ShipType type)
{
    switch (type) {
    case ShipType::IC: return NavalLog::tr("ironclad");
    case ShipType::RI: return NavalLog::tr("river ironclad");
    case ShipType::FR: return NavalLog::tr("frigate");
    case ShipType::SL: return NavalLog::tr("ship of the line");
    case ShipType::GB: return NavalLog::tr("gunboat");
    case ShipType::RG: return NavalLog::tr("river gunboat");
    case ShipType::TR: return NavalLog::tr("transport");
    case ShipType::RT: return NavalLog::tr("river transport");
    }
    return {};
}

QString qualityLabel(NavalQuality q)
{
    switch (q) {
    case NavalQuality::VeryPoor: return NavalLog::tr("very poor");
    case NavalQuality::Poor: return NavalLog::tr("poor");
    case NavalQuality::Average: return NavalLog::tr("average");
    case NavalQuality::Good: return NavalLog::tr("good");
    case NavalQuality::Excellent: return NavalLog::tr("excellent");
    }
    return {};
}

QString sideLabel(Side s)
{
    return s == Side::Union ? NavalLog::tr("Union") : NavalLog::tr("Confederate");
}

} // namespace hardtack
