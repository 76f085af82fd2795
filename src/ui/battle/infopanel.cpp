#include "infopanel.h"
#include "briefingdialog.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "render/counterpainter.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='color:#6b5b45; padding-right:8px'>%1</td><td><b>%2</b></td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
}

QString leaderLine(const Formation &f)
{
    return InfoPanel::tr("%1 (%2), %3").arg(wordName(f.name), Names::level(f.level),
                                            InfoPanel::tr("%1, rating %2").arg(wordName(f.leader.name), QString(letterFromRating(f.leader.rating))));
}

} // namespace

InfoPanel::InfoPanel(QWidget *parent) : QWidget(parent)
{
    m_picture = new QLabel(this);
    m_picture->setFixedSize(64, 64);
    m_picture->setAlignment(Qt::AlignCenter);
    m_subject = new QLabel(this);
    m_subject->setWordWrap(true);
    m_subject->setTextFormat(Qt::RichText);
    m_subject->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_hexText = new QLabel(this);
    m_hexText->setWordWrap(true);
    m_hexText->setTextFormat(Qt::RichText);
    m_hexText->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *top = new QHBoxLayout;
    top->addWidget(m_picture, 0, Qt::AlignTop);
    top->addWidget(m_subject, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_hexText);
    layout->addStretch(1);
    refresh();
}

void InfoPanel::setScenario(const Scenario *scenario, CounterPainter *counters)
{
    m_scenario = scenario;
    m_counters = counters;
    m_hex = QPoint(-1, -1);
    m_hoveredUnit.clear();
    m_hoveredLeader.clear();
    m_selectedUnit.clear();
    refresh();
}

void InfoPanel::setHoveredHex(QPoint hex)
{
    m_hex = hex;
    refresh();
}

void InfoPanel::setHoveredUnit(const QString &unitId)
{
    m_hoveredUnit = unitId;
    refresh();
}

void InfoPanel::setHoveredLeader(const QString &formationId)
{
    m_hoveredLeader = formationId;
    refresh();
}

void InfoPanel::setSelectedUnit(const QString &unitId)
{
    m_selectedUnit = unitId;
    refresh();
}

void InfoPanel::setViewer(Side viewer)
{
    if (m_viewer == viewer)
        return;
    m_viewer = viewer;
    refresh();
}

void InfoPanel::setThreats(const QHash<Hex, Threat> *threats)
{
    m_threats = threats;
    refresh();
}

QString InfoPanel::describeUnit(const Scenario &s, const Unit &u, bool asReport)
{
    QString html = QStringLiteral("<div style='font-size:large'><b>%1</b></div>").arg(wordName(u.name).toHtmlEscaped());
    //: The line under a unit's name, e.g. "Union infantry": %1 the side, %2 the unit type.
    html += QStringLiteral("<div>%1</div>").arg(tr("%1 %2", "side and unit type")
                                                    .arg(Names::side(u.side), Names::unitType(u.type))
                                                    .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    for (const Formation *f : s.chainOf(u)) {
        // An enemy leader the side does not see is not named (RULES §3).
        if (asReport && f->leader.hex == kUnseenHex)
            html += row(Names::level(f->level), wordName(f->name));
        else
            html += row(Names::level(f->level), tr("%1 — %2 (%3)").arg(wordName(f->name), wordName(f->leader.name),
                                                                       QString(letterFromRating(f->leader.rating))));
    }
    //: An enemy unit's strength as a side is told it (to the nearest 50 men).
    html += row(tr("Men"), asReport ? tr("about %1").arg(u.men) : QString::number(u.men));
    if (u.type == UnitType::Artillery)
        html += row(tr("Guns"), QString::number(u.guns));
    if (u.type == UnitType::Wagon)
        html += row(tr("Supply"), QString::number(u.supply));
    if (!asReport)
        html += row(tr("Quality"), QString(letterFromRating(u.quality)));
    if (u.type != UnitType::Wagon) {
        html += row(tr("Weapon"), Names::weapon(u.weapon));
        html += row(tr("Formation"), Names::formation(u.formation));
        html += row(tr("Facing"), Names::facing(u.facing));
    }
    if (!asReport) {
        html += row(tr("Fatigue"), QString::number(u.fatigue));
        html += row(tr("Ammunition"), Names::ammo(u.ammo));
    }
    html += row(tr("Status"), Names::status(u.status));
    html += row(tr("Hex"), u.onMap ? Names::hex(u.hex) : tr("not on the map"));
    if (asReport)
        html += QStringLiteral("<tr><td colspan='2'><i>%1</i></td></tr>")
                    .arg(tr("As your scouts report it: its quality, fatigue and ammunition are unknown.").toHtmlEscaped());
    else if (u.casualties + u.stragglers > 0)
        html += row(tr("Losses"), tr("%1 casualties, %2 stragglers").arg(u.casualties).arg(u.stragglers));
    html += QStringLiteral("</table>");
    return html;
}

QString InfoPanel::describeLeader(const Scenario &s, const Formation &f)
{
    QString html = QStringLiteral("<div style='font-size:large'><b>%1</b></div>").arg(wordName(f.leader.name).toHtmlEscaped());
    html += QStringLiteral("<div>%1</div>").arg(Names::side(f.side).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += row(tr("Commands"), tr("%1 (%2)").arg(wordName(f.name), Names::level(f.level)));
    html += row(tr("Rating"), QString(letterFromRating(f.leader.rating)));
    html += row(tr("State"), Names::leaderState(f.leader.state));
    html += row(tr("Hex"), Names::hex(f.leader.hex));
    if (const Formation *p = f.parent.isEmpty() ? nullptr : s.formation(f.parent))
        html += row(tr("Reports to"), leaderLine(*p));
    html += QStringLiteral("</table>");
    return html;
}

QString InfoPanel::describeHex(const Scenario &s, Hex h)
{
    const Map &map = s.map;
    if (!map.contains(h))
        return QString();
    QString html = QStringLiteral("<hr><div><b>%1</b> %2</div>").arg(Names::hex(h).toHtmlEscaped(),
                                                                       Names::hexSummary(map, h).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    QStringList roads;
    for (int k = 0; k < 6; ++k)
        for (int kind = 0; kind < 4; ++kind)
            if ((map.roadsAcross(h, HexSide(k)) & (1u << kind)) && !roads.contains(Names::road(RoadKind(kind))))
                roads.append(Names::road(RoadKind(kind)));
    if (!roads.isEmpty())
        html += row(tr("Roads"), roads.join(QStringLiteral(", ")));
    QStringList sides;
    for (int k = 0; k < 6; ++k)
        for (int f = 0; f < 5; ++f)
            if (map.hasFeature(h, HexSide(k), HexsideFeature(f)))
                sides.append(tr("%1 (%2)").arg(Names::hexsideFeature(HexsideFeature(f)), hexSideName(HexSide(k))));
    if (!sides.isEmpty())
        html += row(tr("Hexsides"), sides.join(QStringLiteral(", ")));
    for (const Objective &o : s.objectives)
        if (o.hex == h)
            html += row(tr("Objective"), tr("%1: %2 VP (Union), %3 VP (Confederate)")
                                             .arg(o.name).arg(o.points[0]).arg(o.points[1]));
    for (const MapLabel &l : map.labels)
        if (l.hex == h)
            html += row(tr("Place"), l.text);
    QStringList here;
    for (const Unit &u : s.units)
        if (u.onMap && u.hex == h)
            here.append(wordName(u.name));
    for (const Formation &f : s.formations)
        if (f.leader.active() && f.leader.hex == h)
            here.append(wordName(f.leader.name));
    if (!here.isEmpty())
        html += row(tr("Here"), here.join(QStringLiteral(", ")));
    html += QStringLiteral("</table>");
    return html;
}

void InfoPanel::refresh()
{
    m_picture->clear();
    m_picture->setVisible(false);
    if (!m_scenario) {
        m_subject->setText(tr("<i>No battle loaded.</i>"));
        m_hexText->clear();
        return;
    }
    const QString unitId = !m_hoveredUnit.isEmpty() ? m_hoveredUnit : m_selectedUnit;
    const Unit *unit = unitId.isEmpty() ? nullptr : m_scenario->unit(unitId);
    const Formation *leader = m_hoveredLeader.isEmpty() ? nullptr : m_scenario->formation(m_hoveredLeader);
    if (leader && m_hoveredUnit.isEmpty()) {
        m_picture->setPixmap(QPixmap::fromImage(
            m_counters->leaderImage(leader->side, leader->level, leader->leader.rating, 48, Lod::Detail)));
        m_picture->setVisible(true);
        m_subject->setText(describeLeader(*m_scenario, *leader));
    } else if (unit) {
        m_picture->setPixmap(QPixmap::fromImage(m_counters->unitImage(CounterLook::of(*unit), 44, Lod::Detail)));
        m_picture->setVisible(true);
        m_subject->setText(describeUnit(*m_scenario, *unit, shownAsReport(*m_scenario, m_viewer, *unit)));
    } else {
        // Nothing to describe: the battle itself.
        const Scenario &s = *m_scenario;
        const QString lang = QLocale().name();
        m_subject->setText(QStringLiteral("<div style='font-size:large'><b>%1</b></div><div>%2</div>%3<p>%4</p>")
                               .arg(wordName(s.localizedTitle(lang)).toHtmlEscaped(),
                                    tr("%1, from %2, %n turn(s)", nullptr, s.turns)
                                        .arg(QLocale().toString(s.date, QLocale::LongFormat),
                                             s.start.toString(QStringLiteral("HH:mm")))
                                        .toHtmlEscaped(),
                                    BriefingDialog::html(wordName(s.localizedDescription(lang))),
                                    tr("<i>Point at a unit or a hex; click a unit to select it.</i>")));
    }
    // The hovered hex, else the shown unit's.
    Hex h = Hex::fromOffset(m_hex.x(), m_hex.y());
    if (m_hex.x() < 0 && unit && unit->onMap)
        h = unit->hex;
    QString hexHtml = m_hex.x() < 0 && !(unit && unit->onMap) ? QString() : describeHex(*m_scenario, h);
    if (!hexHtml.isEmpty() && m_threats && m_threats->contains(h)) {
        const Threat &t = m_threats->value(h);
        const auto names = [&](const QStringList &ids) {
            QStringList out;
            for (const QString &id : ids)
                if (const Unit *u = m_scenario->unit(id))
                    out << wordName(u->name);
            return out.join(QStringLiteral(", "));
        };
        QString rows;
        if (!t.fire.isEmpty())
            rows += row(tr("Fire from"), names(t.fire));
        if (!t.charge.isEmpty())
            rows += row(tr("Charge from"), names(t.charge));
        hexHtml += QStringLiteral("<div><b>%1</b></div><table cellspacing='0' cellpadding='1'>%2</table>")
                       .arg(tr("Threatened next turn").toHtmlEscaped(), rows);
    }
    m_hexText->setText(hexHtml);
}

} // namespace hardtack::ui
