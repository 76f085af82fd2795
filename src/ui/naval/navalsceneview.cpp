#include "navalsceneview.h"

#include <algorithm>

#include "narrator/naval/navalnarrator.h"
#include "narrator/wordname.h"

#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <cmath>

namespace hardtack::ui {

namespace {
constexpr double kMargin = 12;
constexpr double kHeader = 46;

QString typeKey(const NavalBattle &battle, const NavalUnitState &u)
{
    return u.battery ? QStringLiteral("nb") : shipTypeNames().at(int(battle.ships.at(u.index).type)).toLower();
}

QColor barColor(double v)
{
    // Green when whole, through ochre, to red when nearly gone.
    if (v > 0.66)
        return QColor(0x3f, 0x8f, 0x4f);
    if (v > 0.33)
        return QColor(0xc8, 0x93, 0x2a);
    return QColor(0xb8, 0x3a, 0x2e);
}
} // namespace

QColor navalSideColor(Side side)
{
    return side == Side::Union ? QColor(0x1d, 0x35, 0x62) : QColor(0x5a, 0x5e, 0x66);
}

void paintNavalFlag(QPainter &p, const QRectF &r, Side side)
{
    p.save();
    p.setPen(Qt::NoPen);
    if (side == Side::Union) {
        // Thirteen stripes shown as seven, and a blue canton.
        const double h = r.height() / 7;
        for (int i = 0; i < 7; ++i) {
            p.setBrush(i % 2 == 0 ? QColor(0xb2, 0x22, 0x34) : Qt::white);
            p.drawRect(QRectF(r.left(), r.top() + i * h, r.width(), h + 0.5));
        }
        p.setBrush(QColor(0x3c, 0x3b, 0x6e));
        p.drawRect(QRectF(r.left(), r.top(), r.width() * 0.45, h * 4));
    } else {
        // The Confederate navy jack: a blue saltire edged in white on red.
        p.setBrush(QColor(0xbf, 0x0a, 0x30));
        p.drawRect(r);
        p.save();
        p.setClipRect(r);
        const double w = r.height() * 0.28;
        p.setPen(QPen(Qt::white, w + r.height() * 0.12, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.bottomLeft(), r.topRight());
        p.setPen(QPen(QColor(0x00, 0x2f, 0x6c), w, Qt::SolidLine, Qt::FlatCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.bottomLeft(), r.topRight());
        p.restore();
    }
    p.setPen(QPen(QColor(0, 0, 0, 120), 0.8));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
    p.restore();
}

NavalSceneView::NavalSceneView(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void NavalSceneView::setBattle(const NavalBattle *battle)
{
    m_battle = battle;
    m_state = battle ? initialNavalState(*battle) : NavalReplayState{};
    update();
}

void NavalSceneView::setState(const NavalReplayState &state)
{
    m_state = state;
    update();
}

QPixmap NavalSceneView::silhouette(const QString &type, const QColor &color, const QSize &size)
{
    const QString cacheKey = QStringLiteral("%1/%2/%3x%4").arg(type, color.name()).arg(size.width()).arg(size.height());
    if (const auto it = m_pixmaps.constFind(cacheKey); it != m_pixmaps.constEnd())
        return *it;
    const qreal dpr = devicePixelRatioF();
    QImage img(size * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    QPainter p(&img);
    QSvgRenderer svg(QStringLiteral(":/naval/%1.svg").arg(type));
    svg.render(&p, QRectF(QPointF(0, 0), QSizeF(size)));
    // Tint the black silhouette in the side's color.
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), color);
    p.end();
    const QPixmap pm = QPixmap::fromImage(img);
    m_pixmaps.insert(cacheKey, pm);
    return pm;
}

void NavalSceneView::drawBackdrop(QPainter &p, const QRectF &r)
{
    // Sky above, water below, and a strip of shore where there are batteries.
    QLinearGradient sky(r.topLeft(), QPointF(r.left(), r.top() + kHeader));
    sky.setColorAt(0, QColor(0xe9, 0xe4, 0xd6));
    sky.setColorAt(1, QColor(0xdc, 0xe3, 0xe6));
    p.fillRect(QRectF(r.left(), r.top(), r.width(), kHeader), sky);
    const QRectF water(r.left(), r.top() + kHeader, r.width(), r.height() - kHeader);
    QLinearGradient sea(water.topLeft(), water.bottomLeft());
    sea.setColorAt(0, QColor(0x9d, 0xb9, 0xc6));
    sea.setColorAt(1, QColor(0x5f, 0x84, 0x98));
    p.fillRect(water, sea);
    // Gentle swell lines.
    p.setPen(QPen(QColor(255, 255, 255, 40), 1));
    for (double y = water.top() + 18; y < water.bottom(); y += 26)
        for (double x = water.left() + std::fmod(y * 3.7, 60.0); x < water.right(); x += 90)
            p.drawLine(QPointF(x, y), QPointF(x + 26, y));
}

void NavalSceneView::drawBar(QPainter &p, const QRectF &r, double value, const QString &label)
{
    value = std::clamp(value, 0.0, 1.0);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(255, 255, 255, 150));
    p.drawRoundedRect(r, 2, 2);
    p.setBrush(barColor(value));
    p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * value, r.height()), 2, 2);
    if (!label.isEmpty() && r.height() >= 6) {
        QFont f = font();
        f.setPixelSize(std::max(7, int(r.height()) + 1));
        p.setFont(f);
        p.setPen(QColor(0x22, 0x22, 0x22));
        p.drawText(QRectF(r.right() + 3, r.top() - 2, 60, r.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, label);
    }
}

void NavalSceneView::drawUnit(QPainter &p, int unit, const QRectF &card)
{
    const NavalUnitState &u = m_state.units.at(unit);
    const bool gone = u.fate == ShipFate::Sunk || u.destroyed;
    const bool away = u.evaded || u.fate == ShipFate::Fled || u.fate == ShipFate::Evaded;
    p.save();
    p.setOpacity(gone ? 0.45 : away ? 0.55 : 1.0);

    const QString name = wordName(u.battery ? m_battle->batteries.at(u.index).name : m_battle->ships.at(u.index).name);
    // The name across the top; below it the silhouette and the bars.
    const double lineH = std::clamp(card.height() / 4.6, 9.0, 14.0);
    const QRectF body = card.adjusted(2, lineH + 5, -2, -2);
    const double silW = std::min(body.width() * 0.5, body.height() * 2.5);
    const double silH = silW * 0.4;
    const QRectF silRect(body.left(), body.top() + (body.height() - silH) / 2, silW, silH);
    const Side owner = u.fate == ShipFate::Captured ? otherSide(u.side) : u.side;
    QPixmap pm = silhouette(typeKey(*m_battle, u), navalSideColor(owner), silRect.size().toSize());
    if (u.side == Side::Confederate && !u.battery) // bows toward the enemy
        pm = QPixmap::fromImage(pm.toImage().mirrored(true, false));
    if (u.fate == ShipFate::Sunk) {
        // Down by the bow, half under water.
        p.save();
        p.translate(silRect.center());
        p.rotate(-12);
        p.drawPixmap(QPointF(-silRect.width() / 2, -silRect.height() / 2 + silRect.height() * 0.25), pm);
        p.restore();
    } else {
        p.drawPixmap(silRect.topLeft(), pm);
    }
    if (m_state.firer == unit || m_state.target == unit) {
        p.setPen(QPen(m_state.firer == unit ? QColor(0xff, 0xd0, 0x60) : QColor(0xd0, 0x30, 0x20), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(card.adjusted(0, 0, -1, -1), 4, 4);
    }

    // Name with the ensign, then three bars.
    const double tx = silRect.right() + 6;
    const double tw = card.right() - tx - 2;
    QFont f = font();
    f.setPixelSize(int(lineH));
    f.setBold(true);
    p.setFont(f);
    const QRectF flag(card.left() + 3, card.top() + 3, lineH * 1.4, lineH * 0.85);
    paintNavalFlag(p, flag, owner);
    p.setPen(QColor(0x10, 0x18, 0x24));
    QString tag;
    if (m_mixed && !u.battery && m_state.positioned && u.fights && !u.evaded && u.fate == ShipFate::Afloat)
        tag = u.close ? tr("close quarters") : tr("at range");
    double nameW = card.right() - flag.right() - 6;
    if (!tag.isEmpty()) {
        // A small italic note at the end of the name line: close quarters or range.
        QFont tf = font();
        tf.setPixelSize(int(std::max(8.0, lineH * 0.8)));
        tf.setItalic(true);
        p.save();
        p.setFont(tf);
        p.setPen(QColor(0x1a, 0x2a, 0x3a, 200));
        const double tagW = p.fontMetrics().horizontalAdvance(tag) + 4;
        p.drawText(QRectF(card.right() - tagW - 2, card.top() + 1, tagW, lineH + 3), Qt::AlignRight | Qt::AlignVCenter, tag);
        p.restore();
        nameW -= tagW + 4;
    }
    const QString shown = p.fontMetrics().elidedText(name, Qt::ElideRight, int(nameW));
    p.drawText(QRectF(flag.right() + 4, card.top() + 1, nameW, lineH + 3), Qt::AlignLeft | Qt::AlignVCenter, shown);

    QString status;
    if (u.battery) {
        const NavalBattery &nb = m_battle->batteries.at(u.index);
        const double barW = std::clamp(tw - 50, 24.0, 150.0);
        const double bh = std::max(4.0, lineH * 0.55);
        const double y = body.top() + (body.height() - 2 * bh - 3) / 2;
        drawBar(p, QRectF(tx, y, barW, bh), double(u.batteries) / std::max(1, nb.batteries),
                tr("guns %1/%2").arg(u.batteries).arg(nb.batteries));
        drawBar(p, QRectF(tx, y + bh + 3, barW, bh), double(u.men) / std::max(1, nb.men), tr("men %1").arg(u.men));
        if (u.destroyed)
            status = tr("destroyed");
    } else {
        const double barW = std::clamp(tw - 50, 24.0, 150.0);
        const double bh = std::max(3.0, std::min(lineH * 0.55, (body.height() - 6) / 3));
        double y = body.top() + (body.height() - 3 * bh - 6) / 2;
        drawBar(p, QRectF(tx, y, barW, bh), (5.0 - u.hull) / 5.0, tr("hull %1").arg(u.hull));
        y += bh + 3;
        drawBar(p, QRectF(tx, y, barW, bh), (5.0 - u.propulsion) / 5.0, tr("prop. %1").arg(u.propulsion));
        y += bh + 3;
        drawBar(p, QRectF(tx, y, barW, bh), u.crew / 100.0, tr("crew %1%").arg(std::lround(u.crew)));
        if (u.fate != ShipFate::Afloat)
            status = NavalNarrator::fateLabel(u.fate);
        else if (u.sheltered)
            status = tr("sheltered");
        else if (u.brokeOff)
            status = tr("broke off");
    }
    p.restore();
    if (!status.isEmpty()) {
        QFont sf = font();
        sf.setPixelSize(int(std::max(9.0, lineH * 0.9)));
        sf.setBold(true);
        p.setFont(sf);
        const QRectF badge(silRect.left(), silRect.center().y() - (lineH + 2) / 2, silRect.width(), lineH + 2);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x20, 0x20, 0x20, 170));
        const double bw = p.fontMetrics().horizontalAdvance(status) + 8;
        const QRectF pill(badge.center().x() - bw / 2, badge.top(), bw, badge.height());
        p.drawRoundedRect(pill, 4, 4);
        p.setPen(Qt::white);
        p.drawText(pill, Qt::AlignCenter, status);
    }
}

void NavalSceneView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF r = rect();
    drawBackdrop(p, r);
    m_rects.clear();
    if (!m_battle)
        return;
    const NavalBattle &b = *m_battle;
    // "close"/"range" notes only when both distances occur.
    bool anyClose = false, anyRange = false;
    for (const NavalUnitState &u : m_state.units)
        if (!u.battery && u.fights && !u.evaded)
            (u.close ? anyClose : anyRange) = true;
    m_mixed = m_state.positioned && anyClose && anyRange;

    // Header: where, and the wind.
    QFont title = font();
    title.setPixelSize(15);
    title.setBold(true);
    p.setFont(title);
    p.setPen(QColor(0x22, 0x2a, 0x33));
    const QString where = NavalNarrator::locationLabel(b.location);
    p.drawText(QRectF(kMargin, 4, r.width() * 0.6, 22), Qt::AlignLeft | Qt::AlignVCenter, b.name);
    QFont small = font();
    small.setPixelSize(12);
    p.setFont(small);
    QString sub = where;
    if (b.location == NavalLocation::Coastal)
        sub += QStringLiteral(" · ") + (b.onshoreWind ? tr("onshore wind") : tr("offshore wind"));
    if (m_state.windward)
        sub += QStringLiteral(" · ") + tr("%1 to windward").arg(NavalNarrator::sideLabel(*m_state.windward));
    if (m_state.round > 0 && !m_state.finished)
        sub += QStringLiteral(" · ") + tr("round %1 of %2").arg(m_state.round).arg(naval::kRounds);
    p.drawText(QRectF(kMargin, 24, r.width() * 0.7, 18), Qt::AlignLeft | Qt::AlignVCenter, sub);

    // Wind rose: an arrow blowing from the windward side.
    const QPointF wc(r.right() - 70, kHeader / 2);
    const int dir = m_state.windward ? (*m_state.windward == Side::Union ? 1 : -1) : 1;
    p.save();
    p.setPen(QPen(QColor(0x33, 0x44, 0x55), 2));
    p.drawLine(wc + QPointF(-22 * dir, 0), wc + QPointF(22 * dir, 0));
    QPainterPath head;
    head.moveTo(wc + QPointF(22 * dir, 0));
    head.lineTo(wc + QPointF(14 * dir, -5));
    head.lineTo(wc + QPointF(14 * dir, 5));
    head.closeSubpath();
    p.setBrush(QColor(0x33, 0x44, 0x55));
    p.drawPath(head);
    const int strokes = b.wind == Wind::Light ? 1 : b.wind == Wind::Moderate ? 2 : 3;
    for (int k = 0; k < strokes; ++k)
        p.drawLine(wc + QPointF((-22 + 5 * k) * dir, 0), wc + QPointF((-26 + 5 * k) * dir, -8));
    p.setFont(small);
    p.drawText(QRectF(wc.x() - 60, wc.y() + 6, 120, 16), Qt::AlignCenter, NavalNarrator::windLabel(b.wind));
    p.restore();

    // Two halves, one per side, in columns. A ship at close quarters sails
    // at the inner edge of its cell (toward the enemy), one at range at the
    // outer edge; batteries stand at the outer edge, first.
    const QRectF field(r.left() + kMargin, r.top() + kHeader + 8, r.width() - 2 * kMargin,
                       r.height() - kHeader - 16);
    const double gap = 26;
    const double halfW = (field.width() - gap) / 2;
    for (int side = 0; side < 2; ++side) {
        QVector<int> units;
        for (int pass = 0; pass < 2; ++pass) // batteries first
            for (int u = 0; u < m_state.units.size(); ++u)
                if (int(m_state.units.at(u).side) == side && m_state.units.at(u).battery == (pass == 0))
                    units.append(u);
        if (units.isEmpty())
            continue;
        const QRectF half(side == 0 ? field.left() : field.left() + halfW + gap, field.top(), halfW, field.height());
        const int n = int(units.size());
        int cols = 1;
        while (cols < n && half.height() / std::ceil(double(n) / cols) < 58 && half.width() / (cols + 1) > 150)
            ++cols;
        const int rows = int(std::ceil(double(n) / cols));
        const double cellH = std::min(84.0, half.height() / rows);
        const double cellW = half.width() / cols;
        const double cardW = std::min(cellW - 4, 300.0);
        const double top = half.top() + (half.height() - cellH * rows) / 2;
        for (int k = 0; k < n; ++k) {
            // Union columns fill from the center outward, so both fleets face each other.
            const int col = side == 0 ? cols - 1 - k / rows : k / rows;
            const QRectF cell(half.left() + col * cellW, top + (k % rows) * cellH, cellW, cellH);
            const NavalUnitState &st = m_state.units.at(units[k]);
            const bool inner = !st.battery && st.close && !st.evaded && m_state.positioned;
            const bool atRight = (side == 0) == inner;
            const double x = atRight ? cell.right() - cardW - 2 : cell.left() + 2;
            const QRectF card(x, cell.top() + 2, cardW, cell.height() - 4);
            m_rects.insert(units[k], card);
            drawUnit(p, units[k], card);
        }
    }

    // A legend for the bars, small, at the foot of the water.
    QFont legend = font();
    legend.setPixelSize(11);
    p.setFont(legend);
    p.setPen(QColor(255, 255, 255, 200));
    p.drawText(QRectF(field.left(), r.bottom() - 18, field.width(), 16), Qt::AlignRight | Qt::AlignVCenter,
               tr("Bars: hull · propulsion · crew (full = undamaged)"));

    // The line between the squadrons: its state and the current shot.
    const double midX = field.left() + halfW + gap / 2;
    p.setPen(QPen(QColor(255, 255, 255, 110), 1, Qt::DashLine));
    p.drawLine(QPointF(midX, field.top()), QPointF(midX, field.bottom()));
    if (m_state.firer >= 0 && m_state.target >= 0 && m_rects.contains(m_state.firer) && m_rects.contains(m_state.target)) {
        const QPointF a = m_rects.value(m_state.firer).center(), t = m_rects.value(m_state.target).center();
        p.setPen(QPen(m_state.landed ? QColor(0xd0, 0x30, 0x20) : QColor(0xee, 0xee, 0xee), 2.5,
                      m_state.landed ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap));
        p.drawLine(a, t);
        p.setBrush(m_state.landed ? QColor(0xff, 0x9a, 0x30) : QColor(0xee, 0xee, 0xee));
        p.setPen(Qt::NoPen);
        p.drawEllipse(t, 6, 6);
    }
    if (m_state.finished && m_state.battle) {
        const QString banner = m_state.winner ? tr("%1 victory").arg(NavalNarrator::sideLabel(*m_state.winner))
                                              : tr("No winner");
        QFont bf = font();
        bf.setPixelSize(16);
        bf.setBold(true);
        p.setFont(bf);
        const double bw = p.fontMetrics().horizontalAdvance(banner) + 28;
        // Right of centre, clear of the title and of the wind at the right edge.
        const double pillX = std::max(r.center().x() + 40, r.right() - bw - 130);
        const QRectF pill(pillX, (kHeader - 28) / 2 + 1, bw, 28);
        p.setPen(Qt::NoPen);
        p.setBrush(m_state.winner ? navalSideColor(*m_state.winner) : QColor(0x44, 0x44, 0x44));
        p.drawRoundedRect(pill, 14, 14);
        p.setPen(Qt::white);
        p.drawText(pill, Qt::AlignCenter, banner);
    } else if (m_state.finished && !m_state.battle && m_state.step > 0) {
        QFont bf = font();
        bf.setPixelSize(16);
        bf.setBold(true);
        p.setFont(bf);
        p.setPen(Qt::white);
        p.setPen(QColor(0x22, 0x2a, 0x33));
        p.drawText(QRectF(r.left(), 0, r.width(), kHeader), Qt::AlignCenter, tr("No battle"));
    }
}

} // namespace hardtack::ui
