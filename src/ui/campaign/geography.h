#pragma once
// The drawn background of the theater map: a simplified Atlantic and Gulf
// coastline and the great rivers of the war, in longitude/latitude, and the
// projection that puts them and the campaign file's places on the scene.
// The shapes are hand-simplified for a period-map look, not surveyed: a city's
// own "pos" in the campaign file is what places it.

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

namespace hardtack::ui {

// An equirectangular projection centred on the theater: scene units per
// degree of latitude, longitude shortened by the cosine of the mean latitude
// so distances look right at the war's latitudes.
class TheaterProjection
{
public:
    static constexpr double kPixelsPerDegree = 110.0;
    static constexpr double kMeanLatitude = 34.0;

    QPointF toScene(QPointF lonLat) const;
    QPointF toScene(double lon, double lat) const { return toScene(QPointF(lon, lat)); }
    QPolygonF toScene(const QList<QPointF> &lonLat) const;
};

struct River
{
    QString name;             // for the label ("Mississippi"); not translated: a proper name
    QList<QPointF> course;    // longitude/latitude from source to mouth
    double width = 1.0;       // relative width of the drawn line
};

struct Geography
{
    // The land: everything west of the Atlantic coast and north of the Gulf,
    // closed far outside the theater.
    static const QList<QPointF> &landOutline();
    static const QList<River> &rivers();
    // Lakes and sounds drawn as water on the land.
    static const QList<QList<QPointF>> &waters();
    // The land as a scene path.
    static QPainterPath landPath(const TheaterProjection &projection);
};

} // namespace hardtack::ui
