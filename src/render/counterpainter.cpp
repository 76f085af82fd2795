#include "counterpainter.h"
#include "paintutil.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace hardtack {

namespace {

const QColor kUnionText(246, 242, 228);
const QColor kConfederateText(24, 24, 22);

QString sideId(Side s)
{
    return s == Side::Union ? QStringLiteral("union") : QStringLiteral("confederate");
}

QString natoId(UnitType t)
{
    static const char *const ids[] = {"nato-infantry", "nato-cavalry", "nato-artillery", "nato-wagon"};
    return QLatin1String(ids[int(t)]);
}

QFont counterFont(double pixelSize)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStretch(QFont::Condensed);
    f.setBold(true);
    f.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    f.setHintingPreference(QFont::PreferFullHinting);
    return f;
}

// Text shrunk until it fits the width.
void drawFitted(QPainter &p, const QRectF &rect, Qt::Alignment align, const QString &text, double pixelSize)
{
    QFont f = counterFont(pixelSize);
    while (f.pixelSize() > 5 && QFontMetricsF(f).horizontalAdvance(text) > rect.width())
        f.setPixelSize(f.pixelSize() - 1);
    p.setFont(f);
    p.drawText(rect, int(align), text);
}

} // namespace

CounterLook CounterLook::of(const Unit &unit)
{
    CounterLook l;
    l.side = unit.side;
    l.type = unit.type;
    l.strength = unit.type == UnitType::Artillery ? unit.guns : unit.men;
    l.quality = unit.quality;
    l.status = unit.status;
    l.ammo = unit.ammo;
    l.facing = unit.facing;
    // RULES §3: a routed unit has no front; wagons never fight.
    l.hasFacing = unit.type != UnitType::Wagon && unit.status != Status::Routed;
    return l;
}

QString CounterLook::key() const
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
        .arg(int(side)).arg(int(type)).arg(strength).arg(quality).arg(int(status)).arg(int(ammo))
        .arg(hasFacing ? int(facing) : -1);
}

CounterPainter::CounterPainter(const QString &sheetFile) : m_sheet(sheetFile) {}

QPointF CounterPainter::stackOffset(int k, int n, double unitSize)
{
    if (n <= 1)
        return {};
    const double step = std::min(0.14, 0.36 / (n - 1)) * unitSize;
    const double first = -step * (n - 1) / 2.0;
    return QPointF(first + k * step, -(first + k * step));
}

QPointF CounterPainter::leaderOffset(double hexHeight)
{
    return QPointF(-0.42 * hexHeight, -0.27 * hexHeight);
}

int CounterPainter::margin(int bodyPx)
{
    return std::max(2, int(std::lround(0.17 * bodyPx)));
}

QImage CounterPainter::unitImage(const CounterLook &look, int bodyPx, Lod lod)
{
    bodyPx = std::clamp(bodyPx, 4, 1024);
    // Zoomed out, numbers are not drawn, so looks that differ only in them share an image.
    QString key;
    switch (lod) {
    case Lod::Overview:
        key = QStringLiteral("o|%1|%2|%3").arg(int(look.side)).arg(int(look.status)).arg(bodyPx);
        break;
    case Lod::Normal:
        key = QStringLiteral("n|%1|%2|%3|%4|%5|%6")
                  .arg(int(look.side)).arg(int(look.type)).arg(int(look.status)).arg(int(look.ammo))
                  .arg(look.hasFacing ? int(look.facing) : -1).arg(bodyPx);
        break;
    case Lod::Detail:
        key = QStringLiteral("d|") + look.key() + QLatin1Char('|') + QString::number(bodyPx);
        break;
    }
    if (const auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > 5000)
        m_cache.clear();

    const int m = margin(bodyPx);
    QImage img(bodyPx + 2 * m, bodyPx + 2 * m, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        const QRectF body(m, m, bodyPx, bodyPx);
        drawBody(p, look, body, lod);
        if (lod == Lod::Detail)
            drawText(p, look, body);
        drawMarkers(p, look, body, lod);
        if (lod != Lod::Overview && look.hasFacing)
            drawFacing(p, look, body);
    }
    m_cache.insert(key, img);
    return img;
}

void CounterPainter::drawBody(QPainter &p, const CounterLook &look, const QRectF &body, Lod lod)
{
    const int b = int(body.width());
    p.drawImage(body.topLeft(), m_sheet.element(QStringLiteral("counter-") + sideId(look.side), QSize(b, b)));
    if (lod == Lod::Overview)
        return;
    // The NATO symbol: large when there are no numbers under it.
    const bool detail = lod == Lod::Detail;
    const double w = (detail ? 0.6 : 0.72) * b, h = w / 1.5;
    const double y = detail ? body.top() + 0.12 * b : body.center().y() - h / 2;
    const QRect box(int(std::lround(body.center().x() - w / 2)), int(std::lround(y)),
                    int(std::lround(w)), int(std::lround(h)));
    p.drawImage(box.topLeft(), m_sheet.element(natoId(look.type), box.size()));
}

void CounterPainter::drawText(QPainter &p, const CounterLook &look, const QRectF &body)
{
    const double b = body.width();
    p.setPen(look.side == Side::Union ? kUnionText : kConfederateText);
    const QRectF row(body.left() + 0.09 * b, body.top() + 0.55 * b, 0.82 * b, 0.38 * b);
    const QRectF letter(row.left(), row.top(), 0.24 * b, row.height());
    const QRectF number(letter.right(), row.top(), row.right() - letter.right(), row.height());
    drawFitted(p, letter, Qt::AlignLeft | Qt::AlignVCenter, QString(letterFromRating(look.quality)), 0.3 * b);
    drawFitted(p, number, Qt::AlignRight | Qt::AlignVCenter, QString::number(look.strength), 0.36 * b);
}

void CounterPainter::drawMarkers(QPainter &p, const CounterLook &look, const QRectF &body, Lod lod)
{
    const double b = body.width();
    const int size = int(std::lround((lod == Lod::Overview ? 0.5 : 0.4) * b));
    const QPoint corner(int(std::lround(body.right() - 0.7 * size)), int(std::lround(body.top() - 0.3 * size)));
    if (look.status == Status::Disrupted)
        p.drawImage(corner, m_sheet.element(QStringLiteral("marker-disrupted"), QSize(size, size)));
    else if (look.status == Status::Routed)
        p.drawImage(corner, m_sheet.element(QStringLiteral("marker-routed"), QSize(size, size)));
    if (look.ammo != Ammo::Normal && lod != Lod::Overview) {
        const QPoint left(int(std::lround(body.left() - 0.3 * size)), corner.y());
        p.drawImage(left, m_sheet.element(QStringLiteral("marker-ammo"), QSize(size, size)));
        if (look.ammo == Ammo::Out) {
            p.setPen(QPen(QColor(200, 30, 20), std::max(1.0, 0.1 * size), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(left) + QPointF(0.1 * size, 0.9 * size), QPointF(left) + QPointF(0.9 * size, 0.1 * size));
        }
    }
}

void CounterPainter::drawFacing(QPainter &p, const CounterLook &look, const QRectF &body)
{
    // RULES §2: hexsides clockwise from the top; on screen N is up, each side 60° on.
    const double angle = -90.0 + 60.0 * int(look.facing);
    const double rad = angle * M_PI / 180.0;
    const double half = body.width() / 2.0;
    const double t = half / std::max(std::abs(std::cos(rad)), std::abs(std::sin(rad)));
    const QPointF at = body.center() + QPointF(std::cos(rad), std::sin(rad)) * t;
    const double len = 0.16 * body.width(), width = 0.3 * body.width();
    p.save();
    p.translate(at);
    p.rotate(angle);
    m_sheet.paint(&p, QStringLiteral("facing"), QRectF(-0.02 * body.width(), -width / 2, len, width));
    p.restore();
}

QImage CounterPainter::leaderImage(Side side, Level level, int rating, int px, Lod lod)
{
    px = std::clamp(px, 4, 1024);
    const QString key = QStringLiteral("L|%1|%2|%3|%4|%5")
                            .arg(int(side)).arg(int(level)).arg(lod == Lod::Detail ? rating : 0).arg(int(lod)).arg(px);
    if (const auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    QImage img(px, px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.drawImage(0, 0, m_sheet.element(QStringLiteral("leader-") + sideId(side), QSize(px, px)));
        if (lod != Lod::Overview) {
            // One star per command level: brigade 1, division 2, corps 3, army 4.
            const int stars = int(level) + 1;
            const double star = std::min(0.34 * px, 0.8 * px / stars);
            const double y = lod == Lod::Detail ? 0.16 * px : 0.5 * px - star / 2;
            const double x0 = 0.5 * px - stars * star / 2;
            const int sp = std::max(2, int(std::lround(star)));
            const QImage s = m_sheet.element(QStringLiteral("star"), QSize(sp, sp));
            for (int i = 0; i < stars; ++i)
                p.drawImage(QPointF(std::round(x0 + i * star), std::round(y)), s);
        }
        if (lod == Lod::Detail) {
            p.setPen(side == Side::Union ? kUnionText : kConfederateText);
            drawFitted(p, QRectF(0, 0.46 * px, px, 0.44 * px), Qt::AlignCenter, QString(letterFromRating(rating)),
                       0.4 * px);
        }
    }
    m_cache.insert(key, img);
    return img;
}

void CounterPainter::paintUnit(QPainter *painter, const CounterLook &look, QPointF centre, double bodySize, Lod lod)
{
    const double scale = deviceScale(painter);
    const int bodyPx = std::max(4, int(std::lround(bodySize * scale)));
    const QImage img = unitImage(look, bodyPx, lod);
    const QPointF d = painter->deviceTransform().map(centre);
    drawImageAtDevicePixel(painter, QPoint(int(std::lround(d.x() - img.width() / 2.0)),
                                           int(std::lround(d.y() - img.height() / 2.0))), img);
}

void CounterPainter::paintLeader(QPainter *painter, Side side, Level level, int rating, QPointF centre,
                                 double size, Lod lod)
{
    const double scale = deviceScale(painter);
    const int px = std::max(4, int(std::lround(size * scale)));
    const QImage img = leaderImage(side, level, rating, px, lod);
    const QPointF d = painter->deviceTransform().map(centre);
    drawImageAtDevicePixel(painter, QPoint(int(std::lround(d.x() - px / 2.0)), int(std::lround(d.y() - px / 2.0))),
                           img);
}

} // namespace hardtack
