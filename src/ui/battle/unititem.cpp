#include "unititem.h"
#include "battlescene.h"

#include "render/lod.h"
#include "render/paintutil.h"

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QPainter>
#include <QSet>

#include <cmath>

namespace hardtack::ui {

UnitItem::UnitItem(const QString &unitId, CounterPainter *counters, double hexWidth, double hexHeight)
    : m_unitId(unitId), m_counters(counters), m_hexWidth(hexWidth), m_size(CounterPainter::unitSize(hexHeight))
{
    setAcceptHoverEvents(true);
    setZValue(10);
}

QRectF UnitItem::boundingRect() const
{
    // The body, its facing wedge and the selection glow.
    const double half = m_size * 0.5 + m_size * 0.25;
    return QRectF(-half, -half, 2 * half, 2 * half);
}

QPainterPath UnitItem::shape() const
{
    QPainterPath p;
    p.addRect(QRectF(-m_size / 2, -m_size / 2, m_size, m_size));
    return p;
}

namespace {
bool s_safePalette = false;
int s_paletteGeneration = 0; // counted up on every palette switch: cached images are stale
// Items larger than this on the device are drawn straight (few are on screen
// then, and an image each would cost memory).
constexpr double kMaxImageSide = 192;

// A zoom changes the pixel size of every counter on screen, and drawing them
// all anew in one frame would stall it: a frame (one paint of the view,
// beginFrame()) redraws images for 3 ms at most; past that a counter shows
// its image of the last zoom, scaled, and is redrawn in a later frame. The
// budget is per frame, not per span of time: a slow frame on a loaded
// machine must not grant itself several budgets.
constexpr qint64 kBudgetNs = 3'000'000;
QElapsedTimer s_clock;
qint64 s_spentNs = 0;
QSet<UnitItem *> s_stale; // items showing a scaled image
bool s_refreshQueued = false;
int s_imagesDrawn = 0;
int s_imagesScaled = 0;

bool mayRedraw()
{
    if (!s_clock.isValid())
        s_clock.start();
    return s_spentNs < kBudgetNs;
}

// Selection and "can still act" colours; the safe palette uses the
// Okabe–Ito orange and sky blue (distinct for every colour vision).
QColor selectionColour()
{
    return s_safePalette ? QColor(230, 159, 0) : QColor(255, 214, 90);
}
QColor canActColour()
{
    return s_safePalette ? QColor(86, 180, 233) : QColor(120, 230, 120);
}

QString formationLetter(UnitFormation f)
{
    switch (f) {
    case UnitFormation::Line: return QStringLiteral("L");
    case UnitFormation::Column: return QStringLiteral("C");
    case UnitFormation::Mounted: return QStringLiteral("M");
    case UnitFormation::Dismounted: return QStringLiteral("D");
    case UnitFormation::Limbered: return QStringLiteral("Lb");
    case UnitFormation::Unlimbered: return QStringLiteral("U");
    case UnitFormation::None: break;
    }
    return QString();
}
} // namespace

UnitItem::~UnitItem()
{
    s_stale.remove(this);
}

void UnitItem::refreshLater(UnitItem *item)
{
    s_stale.insert(item);
    if (s_refreshQueued || !item->scene())
        return;
    s_refreshQueued = true;
    QMetaObject::invokeMethod(
        item->scene(),
        [] {
            s_refreshQueued = false;
            const QSet<UnitItem *> stale = std::exchange(s_stale, {});
            for (UnitItem *i : stale)
                i->update();
        },
        Qt::QueuedConnection);
}

void UnitItem::syncWith(const Unit &unit, QPointF position)
{
    prepareGeometryChange();
    m_look = CounterLook::of(unit);
    m_fatigue = unit.fatigue;
    m_formation = unit.formation;
    setPos(position);
    setVisible(unit.onMap);
    dropImage();
    update();
}

void UnitItem::beginFrame()
{
    s_spentNs = 0;
}

int UnitItem::imagesDrawn()
{
    return s_imagesDrawn;
}

int UnitItem::imagesScaled()
{
    return s_imagesScaled;
}

void UnitItem::setSafePalette(bool on)
{
    s_safePalette = on;
    ++s_paletteGeneration;
}

void UnitItem::setSelectedLook(bool on)
{
    if (m_selected == on)
        return;
    m_selected = on;
    dropImage();
    update();
}

void UnitItem::setCanAct(bool on)
{
    if (m_canAct == on)
        return;
    m_canAct = on;
    dropImage();
    update();
}

void UnitItem::setStackCount(int n)
{
    if (m_stackCount == n)
        return;
    m_stackCount = n;
    dropImage();
    update();
}

void UnitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double scale = deviceScale(painter);
    const QRectF box = boundingRect();
    const QTransform::TransformationType kind = painter->deviceTransform().type();
    if (kind > QTransform::TxScale || box.width() * scale > kMaxImageSide) {
        paintCounter(painter, scale);
        return;
    }
    const bool stale = m_image.isNull() || m_imageScale != scale || m_imagePalette != s_paletteGeneration;
    if (stale && !m_image.isNull() && m_imagePalette == s_paletteGeneration && !mayRedraw()) {
        // The last zoom's image, scaled, until a later frame has time for it:
        // without filtering (it shows for a frame or two, and hundreds of
        // counters are scaled in a zoom's frame), on whole device pixels.
        const QRectF target = painter->deviceTransform().mapRect(
            QRectF(box.topLeft(), QSizeF(m_image.size()) / m_imageScale));
        const QTransform base = painter->worldTransform().inverted() * painter->deviceTransform();
        painter->save();
        painter->setWorldTransform(base.inverted());
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->drawImage(target.toRect(), m_image);
        painter->restore();
        ++s_imagesScaled;
        refreshLater(this);
        return;
    }
    if (stale) {
        const qint64 t0 = s_clock.nsecsElapsed();
        const QSize size(int(std::ceil(box.width() * scale)) + 1, int(std::ceil(box.height() * scale)) + 1);
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
        QPainter p(&m_image);
        p.setRenderHints(painter->renderHints());
        p.setFont(painter->font());
        p.scale(scale, scale);
        p.translate(-box.topLeft());
        paintCounter(&p, scale);
        m_imageScale = scale;
        m_imagePalette = s_paletteGeneration;
        p.end();
        s_spentNs += s_clock.nsecsElapsed() - t0;
        ++s_imagesDrawn;
    }
    drawImageOnDevicePixels(painter, box.topLeft(), m_image);
}

void UnitItem::paintCounter(QPainter *painter, double scale)
{
    const double px = m_hexWidth * scale;
    const Lod lod = lodForHexPixels(px);
    if (m_selected || m_canAct) {
        // A glow around the selected counter; a thin ring around one that can still act.
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        const QColor c = m_selected ? selectionColour() : canActColour();
        painter->setPen(QPen(c, m_size * (m_selected ? 0.09 : 0.05)));
        QColor fill = c;
        fill.setAlpha(m_selected ? 80 : 0);
        painter->setBrush(fill);
        const double g = m_size * (m_selected ? 0.62 : 0.57);
        painter->drawRoundedRect(QRectF(-g, -g, 2 * g, 2 * g), m_size * 0.14, m_size * 0.14);
        painter->restore();
    }
    m_counters->paintUnit(painter, m_look, QPointF(0, 0), m_size, lod);
    if (px < 30)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const double h = m_size / 2;
    // Fatigue bar along the bottom edge (0 … 900): green, amber, red by band.
    if (m_fatigue > 0) {
        const double w = m_size * 0.8 * std::min(1.0, m_fatigue / 900.0);
        const QColor bar = m_fatigue >= 600 ? QColor(220, 50, 40) : m_fatigue >= 300 ? QColor(240, 170, 30)
                                                                               : QColor(110, 200, 90);
        painter->fillRect(QRectF(-m_size * 0.4, h - m_size * 0.1, m_size * 0.8, m_size * 0.07), QColor(0, 0, 0, 150));
        painter->fillRect(QRectF(-m_size * 0.4, h - m_size * 0.1, w, m_size * 0.07), bar);
    }
    QFont f = painter->font();
    f.setPixelSize(std::max(1, int(m_size * 0.2)));
    f.setBold(true);
    painter->setFont(f);
    // Formation letter at the upper left corner.
    const QString letter = formationLetter(m_formation);
    if (!letter.isEmpty() && px >= 40) {
        const QRectF r(-h + m_size * 0.04, -h + m_size * 0.02, m_size * 0.3, m_size * 0.24);
        painter->setPen(QColor(255, 255, 255, 220));
        painter->drawText(r, Qt::AlignLeft | Qt::AlignTop, letter);
    }
    // Stack badge: how many counters share the hex.
    if (m_stackCount > 1) {
        const double r = m_size * 0.17;
        const QPointF c(h, -h);
        painter->setPen(QPen(QColor(30, 30, 30), m_size * 0.03));
        painter->setBrush(QColor(250, 240, 200));
        painter->drawEllipse(c, r, r);
        painter->setPen(QColor(30, 30, 30));
        painter->drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(m_stackCount));
    }
    painter->restore();
}

void UnitItem::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportUnitHover(m_unitId);
    QGraphicsItem::hoverEnterEvent(event);
}

void UnitItem::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    if (auto *s = qobject_cast<BattleScene *>(scene()))
        s->reportUnitHover(QString());
    QGraphicsItem::hoverLeaveEvent(event);
}

} // namespace hardtack::ui
