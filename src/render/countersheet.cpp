#include "countersheet.h"

#include <QPainter>
#include <QSvgRenderer>

namespace hardtack {

QString CounterSheet::defaultFile()
{
    return QStringLiteral(":/counters.svg");
}

CounterSheet::CounterSheet(const QString &file) : m_svg(std::make_unique<QSvgRenderer>(file)) {}

CounterSheet::~CounterSheet() = default;

bool CounterSheet::isValid() const
{
    return m_svg->isValid();
}

bool CounterSheet::hasElement(const QString &id) const
{
    return m_svg->elementExists(id);
}

QImage CounterSheet::element(const QString &id, QSize size)
{
    const QString key = id + QLatin1Char('@') + QString::number(size.width()) + QLatin1Char('x')
                      + QString::number(size.height());
    if (const auto it = m_cache.constFind(key); it != m_cache.constEnd())
        return *it;
    if (m_cache.size() > 2000) // many zoom steps: start over rather than grow
        m_cache.clear();
    QImage img(size.expandedTo(QSize(1, 1)), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        m_svg->render(&p, id, QRectF(QPointF(0, 0), QSizeF(size)));
    }
    m_cache.insert(key, img);
    return img;
}

void CounterSheet::paint(QPainter *painter, const QString &id, const QRectF &bounds)
{
    m_svg->render(painter, id, bounds);
}

} // namespace hardtack
