#include "effects.h"

#include "core/scenario.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QVariantAnimation>

namespace hardtack::ui {

namespace {

// A die face with the roll, over a counter.
class DieItem : public QGraphicsItem
{
public:
    DieItem(int roll, bool failed, double size) : m_roll(roll), m_failed(failed), m_size(size) { setZValue(60); }
    QRectF boundingRect() const override { return QRectF(-m_size / 2 - 2, -m_size / 2 - 2, m_size + 4, m_size + 4); }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(30, 30, 30), m_size * 0.06));
        p->setBrush(m_failed ? QColor(200, 50, 40) : QColor(250, 246, 232));
        const QRectF r(-m_size / 2, -m_size / 2, m_size, m_size);
        p->drawRoundedRect(r, m_size * 0.18, m_size * 0.18);
        QFont f = p->font();
        f.setPixelSize(std::max(1, int(m_size * 0.6)));
        f.setBold(true);
        p->setFont(f);
        p->setPen(m_failed ? Qt::white : QColor(30, 30, 30));
        p->drawText(r, Qt::AlignCenter, QString::number(m_roll));
    }

private:
    int m_roll;
    bool m_failed;
    double m_size;
};

std::optional<Hex> unitHex(const Scenario &s, const QString &id)
{
    const Unit *u = s.unit(id);
    if (!u || !u->onMap)
        return std::nullopt;
    return u->hex;
}

} // namespace

Effects::Effects(QGraphicsScene *scene, const MapGeometry *geometry, QObject *parent)
    : QObject(parent), m_scene(scene), m_geometry(geometry)
{
}

void Effects::clear()
{
    for (QGraphicsItem *i : std::as_const(m_items))
        delete i;
    m_items.clear();
}

void Effects::addTransient(QGraphicsItem *item, int ms)
{
    m_scene->addItem(item);
    m_items << item;
    auto *fade = new QVariantAnimation(this);
    fade->setStartValue(1.0);
    fade->setEndValue(0.0);
    fade->setDuration(int(ms * m_speed));
    fade->setEasingCurve(QEasingCurve::InQuad);
    connect(fade, &QVariantAnimation::valueChanged, this, [this, item](const QVariant &v) {
        if (m_items.contains(item))
            item->setOpacity(v.toDouble());
    });
    connect(fade, &QVariantAnimation::finished, this, [this, item, fade] {
        if (m_items.removeOne(item))
            delete item;
        fade->deleteLater();
    });
    fade->start();
}

void Effects::play(const Event &event, const Scenario &shown)
{
    if (m_speed <= 0)
        return;
    const double h = m_geometry->hexHeight();
    // Musket smoke: lines from each firer to the target, and a flash there.
    const auto smoke = [&](Hex target, const QStringList &firers) {
        const QPointF to = m_geometry->centre(target);
        for (const QString &id : firers) {
            const auto from = unitHex(shown, id);
            if (!from)
                continue;
            auto *line = new QGraphicsLineItem(QLineF(m_geometry->centre(*from), to));
            line->setPen(QPen(QColor(255, 236, 180, 220), h * 0.07, Qt::DashLine, Qt::RoundCap));
            line->setZValue(55);
            addTransient(line, 700);
        }
        auto *flash = new QGraphicsEllipseItem(to.x() - h * 0.45, to.y() - h * 0.45, h * 0.9, h * 0.9);
        flash->setPen(Qt::NoPen);
        QRadialGradient g(to, h * 0.45);
        g.setColorAt(0, QColor(255, 240, 190, 230));
        g.setColorAt(1, QColor(255, 140, 40, 0));
        flash->setBrush(g);
        flash->setZValue(56);
        addTransient(flash, 800);
    };
    const auto ids = [](const auto &reports) {
        QStringList out;
        for (const auto &r : reports)
            out << r.unit;
        return out;
    };
    if (const auto *fire = std::get_if<FireEvent>(&event)) {
        smoke(fire->target, ids(fire->firers));
    } else if (const auto *melee = std::get_if<MeleeEvent>(&event)) {
        smoke(melee->target, ids(melee->attackers));
    } else if (const auto *check = std::get_if<MoraleCheckEvent>(&event)) {
        const auto at = unitHex(shown, check->unit);
        if (!at)
            return;
        auto *die = new DieItem(check->roll, check->failed, h * 0.34);
        die->setPos(m_geometry->centre(*at) + QPointF(h * 0.3, -h * 0.3));
        addTransient(die, 1400);
    } else if (const auto *rout = std::get_if<RoutRetreatEvent>(&event)) {
        const auto at = unitHex(shown, rout->unit);
        if (!at)
            return;
        auto *ring = new QGraphicsEllipseItem(-h * 0.5, -h * 0.5, h, h);
        ring->setPos(m_geometry->centre(*at));
        ring->setPen(QPen(QColor(220, 40, 30), h * 0.08));
        ring->setZValue(56);
        addTransient(ring, 1200);
    }
}

} // namespace hardtack::ui
