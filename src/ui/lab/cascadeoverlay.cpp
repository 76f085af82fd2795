#include "cascadeoverlay.h"

#include "ui/battle/battlescene.h"
#include "ui/battle/unititem.h"

#include "render/counterpainter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace hardtack::ui {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CascadeOverlay)
};

const QColor kFail(200, 45, 35);
const QColor kHold(40, 125, 60);
const QColor kInk(32, 28, 22);
const QColor kPaper(250, 244, 226);

QString resultWord(const MoraleCheckEvent &c)
{
    switch (c.result) {
    case MoraleResult::Passed: return Tr::tr("holds");
    case MoraleResult::Disrupted: return Tr::tr("disrupted");
    case MoraleResult::Routed: return Tr::tr("routs");
    case MoraleResult::Stragglers: return Tr::tr("stragglers");
    }
    return {};
}

} // namespace

CascadeOverlay::CascadeOverlay(BattleScene *scene) : m_scene(scene)
{
    setZValue(50); // over the counters (10 + stack), under the battle effects (55+)
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF CascadeOverlay::boundingRect() const
{
    const double m = m_scene->geometry().hexHeight();
    return m_scene->geometry().bounds().adjusted(-m, -m, m, m);
}

void CascadeOverlay::setCascade(const QString &trigger, const QVector<MoraleCheckEvent> &shown)
{
    m_trigger = trigger;
    m_shown = shown;
    update();
}

void CascadeOverlay::setHighlighted(const QString &unitId)
{
    m_highlighted = unitId;
    update();
}

void CascadeOverlay::setFlash(double level)
{
    m_flash = level;
    update();
}

std::optional<QPointF> CascadeOverlay::unitPosition(const QString &unitId) const
{
    const UnitItem *item = m_scene->unitItem(unitId);
    if (!item || !item->isVisible())
        return std::nullopt;
    return item->pos();
}

void CascadeOverlay::paintArrow(QPainter *p, QPointF from, QPointF to, const QColor &colour, double width) const
{
    const double h = m_scene->geometry().hexHeight();
    QLineF line(from, to);
    if (line.length() < h * 0.2) {
        // Same hex, fanned counters: a small loop says "from the unit beside it".
        line = QLineF(from, from + QPointF(h * 0.35, -h * 0.35));
    }
    // From the edge of one counter to the edge of the other.
    const double inset = CounterPainter::unitSize(h) * 0.45;
    if (line.length() > 2 * inset) {
        const QPointF d = (line.p2() - line.p1()) / line.length();
        line = QLineF(line.p1() + d * inset, line.p2() - d * inset);
    }
    p->setPen(QPen(QColor(20, 16, 10, 140), width * 2.0, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(line);
    p->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(line);
    const double angle = std::atan2(line.dy(), line.dx());
    const double head = width * 3.2;
    QPolygonF tip;
    tip << line.p2() << line.p2() - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * head
        << line.p2() - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * head;
    p->setPen(QPen(QColor(20, 16, 10, 160), width * 0.5));
    p->setBrush(colour);
    p->drawPolygon(tip);
}

void CascadeOverlay::paintTag(QPainter *p, QPointF at, const MoraleCheckEvent &c, bool current) const
{
    // A two-part tag above the counter: "morale N" and the die, then the result word.
    const double h = m_scene->geometry().hexHeight();
    const double cell = h * 0.26;
    const QRectF morale(at.x() - cell * 1.05, at.y() - h * 0.62, cell, cell);
    const QRectF die(at.x() + cell * 0.05, at.y() - h * 0.62, cell, cell);
    const QColor tone = c.failed ? kFail : kHold;

    QFont f = p->font();
    f.setBold(true);
    f.setPixelSize(std::max(1, int(cell * 0.62)));
    p->setFont(f);
    // Morale: a shield-shaped plate in the result's colour.
    p->setPen(QPen(kInk, cell * 0.07));
    p->setBrush(tone);
    p->drawRoundedRect(morale, cell * 0.12, cell * 0.12);
    p->setPen(Qt::white);
    p->drawText(morale, Qt::AlignCenter, QString::number(c.final));
    // The die: white face, the roll in ink.
    p->setPen(QPen(kInk, cell * 0.07));
    p->setBrush(kPaper);
    p->drawRoundedRect(die, cell * 0.2, cell * 0.2);
    p->setPen(c.failed ? kFail : kInk);
    p->drawText(die, Qt::AlignCenter, QString::number(c.roll));

    // The outcome in a word under the tag (not on the counter's numbers).
    QFont small = f;
    small.setPixelSize(std::max(1, int(cell * 0.46)));
    p->setFont(small);
    const QString word = resultWord(c);
    const QFontMetricsF fm(small);
    const QRectF label(at.x() - fm.horizontalAdvance(word) / 2 - cell * 0.15, morale.bottom() + cell * 0.04,
                       fm.horizontalAdvance(word) + cell * 0.3, fm.height());
    p->setPen(Qt::NoPen);
    p->setBrush(current ? tone : QColor(tone.red(), tone.green(), tone.blue(), 215));
    p->drawRoundedRect(label, label.height() * 0.3, label.height() * 0.3);
    p->setPen(Qt::white);
    p->drawText(label, Qt::AlignCenter, word);
}

void CascadeOverlay::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double h = m_scene->geometry().hexHeight();
    p->setRenderHint(QPainter::Antialiasing);
    const double counter = CounterPainter::unitSize(h);

    // The routed trigger: a red ring and its label.
    if (const auto t = unitPosition(m_trigger)) {
        p->setPen(QPen(kFail, h * 0.07, Qt::SolidLine));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(*t, counter * 0.85, counter * 0.85);
        QFont f = p->font();
        f.setBold(true);
        f.setPixelSize(std::max(1, int(h * 0.15)));
        p->setFont(f);
        const QString word = Tr::tr("forced rout");
        const QFontMetricsF fm(f);
        // Above the counter, where a checking unit has its tag (the trigger takes no check).
        const QRectF r(t->x() - fm.horizontalAdvance(word) / 2 - 4, t->y() - counter * 0.88 - fm.height() - 2,
                       fm.horizontalAdvance(word) + 8, fm.height() + 2);
        p->setPen(Qt::NoPen);
        p->setBrush(kFail);
        p->drawRoundedRect(r, 3, 3);
        p->setPen(Qt::white);
        p->drawText(r, Qt::AlignCenter, word);
    }

    // The flash of the check just played, under its arrows and tags.
    if (!m_shown.isEmpty() && m_flash > 0) {
        const MoraleCheckEvent &c = m_shown.last();
        if (const auto at = unitPosition(c.unit)) {
            QRadialGradient g(*at, h * 0.75);
            const QColor core = c.failed ? QColor(255, 70, 40) : QColor(255, 250, 215);
            g.setColorAt(0, QColor(core.red(), core.green(), core.blue(), int(210 * m_flash)));
            g.setColorAt(1, QColor(core.red(), core.green(), core.blue(), 0));
            p->setPen(Qt::NoPen);
            p->setBrush(g);
            p->drawEllipse(*at, h * 0.75, h * 0.75);
        }
    }

    // Who set off whose check: held checks thin, failures thick and red.
    for (int i = 0; i < m_shown.size(); ++i) {
        const MoraleCheckEvent &c = m_shown.at(i);
        const auto from = c.parent ? unitPosition(*c.parent) : std::nullopt;
        const auto to = unitPosition(c.unit);
        if (!from || !to)
            continue;
        const bool current = i == m_shown.size() - 1;
        QColor colour = c.failed ? QColor(235, 70, 45) : QColor(250, 246, 232);
        if (!current)
            colour.setAlpha(205);
        paintArrow(p, *from, *to, colour, h * (c.failed ? 0.055 : 0.035));
    }

    // The highlighted unit (the explanation's row): a gold ring.
    if (const auto at = unitPosition(m_highlighted)) {
        p->setPen(QPen(QColor(255, 214, 90), h * 0.06, Qt::DashLine));
        p->setBrush(Qt::NoBrush);
        p->drawEllipse(*at, counter * 0.8, counter * 0.8);
    }

    for (int i = 0; i < m_shown.size(); ++i)
        if (const auto at = unitPosition(m_shown.at(i).unit))
            paintTag(p, *at, m_shown.at(i), i == m_shown.size() - 1);
}

} // namespace hardtack::ui
