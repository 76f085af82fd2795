#pragma once
// The counter sheet: one SVG (resources/counters.svg) with an element id per
// counter part (bodies, NATO symbols, status markers, leader discs, stars,
// the objective and the facing wedge). Elements are rendered once per id and
// pixel size into a cache (STYLE.md §9, libkdegames' KGameRenderer). The cache
// holds QImages rather than QPixmaps so the headless renderer may use it too.

#include <QHash>
#include <QImage>
#include <QString>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace hardtack {

class CounterSheet
{
public:
    static QString defaultFile(); // ":/counters.svg"

    explicit CounterSheet(const QString &file = defaultFile());
    ~CounterSheet();
    CounterSheet(const CounterSheet &) = delete;
    CounterSheet &operator=(const CounterSheet &) = delete;

    bool isValid() const;
    bool hasElement(const QString &id) const;

    // The element stretched over an image of the given size (ARGB32 premultiplied).
    QImage element(const QString &id, QSize size);
    // Renders the element straight into bounds (for one-off, transformed drawing).
    void paint(QPainter *painter, const QString &id, const QRectF &bounds);

    int cachedCount() const { return int(m_cache.size()); }

private:
    std::unique_ptr<QSvgRenderer> m_svg;
    QHash<QString, QImage> m_cache;
};

} // namespace hardtack
