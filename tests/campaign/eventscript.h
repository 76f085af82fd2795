#pragma once
// A compact way to write score events in test tables, so that rows read like
// the rules: "rates union 12 10; turn x3; capture confederate Winchester 2 city".
// Each step becomes the JSON object of the file format and goes through the
// real parser (scoreEventFromJson), so the tables also exercise it.
//
//   turn | campaign-end                    (optionally "xN" to repeat)
//   laurels SIDE POINTS
//   capture SIDE CITY LEVEL KIND
//   casualties SIDE MEN
//   ship-lost SIDE TYPE CREW
//   greenback SIDE VALUE
//   rates SIDE TAX TARIFF
//   draft SIDE
//   start UNION CONFEDERATE OPINION        (Scores::setStart, before any event)

#include "campaign/scoreevents.h"
#include "campaign/scores.h"

#include <QJsonObject>
#include <QStringList>

#include <stdexcept>

namespace testscript {

struct Script
{
    bool hasStart = false;
    double start[3] = {750, 750, 500};
    QList<hardtack::ScoreEvent> events;
};

inline QJsonValue number(const QString &word)
{
    bool ok = false;
    const double v = word.toDouble(&ok);
    if (!ok)
        throw std::runtime_error("not a number: " + word.toStdString());
    return v;
}

inline Script parse(const QString &text)
{
    using namespace hardtack;
    Script out;
    for (const QString &rawStep : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        QStringList w = rawStep.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (w.isEmpty())
            continue;
        int repeat = 1;
        if (w.size() > 1 && w.last().startsWith(QLatin1Char('x')))
            repeat = w.takeLast().mid(1).toInt();
        const QString type = w.takeFirst();
        const auto need = [&](int n) {
            if (w.size() != n)
                throw std::runtime_error("wrong number of words in: " + rawStep.toStdString());
        };
        if (type == QLatin1String("start")) {
            need(3);
            out.hasStart = true;
            for (int i = 0; i < 3; ++i)
                out.start[i] = number(w.at(i)).toDouble();
            continue;
        }
        QJsonObject o{{QStringLiteral("type"), type}};
        if (type == QLatin1String("turn") || type == QLatin1String("campaign-end")) {
            need(0);
        } else if (type == QLatin1String("laurels")) {
            need(2);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("points"), number(w.at(1)));
        } else if (type == QLatin1String("capture")) {
            need(4);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("city"), w.at(1));
            o.insert(QStringLiteral("level"), number(w.at(2)));
            o.insert(QStringLiteral("kind"), w.at(3));
        } else if (type == QLatin1String("casualties")) {
            need(2);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("men"), number(w.at(1)));
        } else if (type == QLatin1String("ship-lost")) {
            need(3);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("ship"), w.at(1));
            o.insert(QStringLiteral("crew"), number(w.at(2)));
        } else if (type == QLatin1String("greenback")) {
            need(2);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("value"), number(w.at(1)));
        } else if (type == QLatin1String("rates")) {
            need(3);
            o.insert(QStringLiteral("side"), w.at(0));
            o.insert(QStringLiteral("tax"), number(w.at(1)));
            o.insert(QStringLiteral("tariff"), number(w.at(2)));
        } else if (type == QLatin1String("draft")) {
            need(1);
            o.insert(QStringLiteral("side"), w.at(0));
        } else {
            throw std::runtime_error("unknown step: " + rawStep.toStdString());
        }
        const ScoreEvent e = scoreEventFromJson(JsonNode(o, QStringLiteral("$"), QStringLiteral("script")));
        for (int i = 0; i < repeat; ++i)
            out.events.append(e);
    }
    return out;
}

// Runs a script on fresh scores.
inline hardtack::Scores run(const QString &text)
{
    const Script s = parse(text);
    hardtack::Scores scores;
    if (s.hasStart)
        scores.setStart(s.start[0], s.start[1], s.start[2]);
    scores.applyAll(s.events);
    return scores;
}

} // namespace testscript
