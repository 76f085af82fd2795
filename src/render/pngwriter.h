#pragma once
// A PNG writer for big opaque images that arrive in horizontal bands. Each
// band is filtered and deflated on a worker thread as an independent piece of
// one zlib stream (the way pigz splits its input), so rendering the next band
// overlaps compressing the last ones and memory stays at a few bands. Without
// zlib at build time it falls back to collecting the bands and QImageWriter.

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

namespace hardtack {

class PngWriter
{
public:
    PngWriter();
    ~PngWriter();
    PngWriter(const PngWriter &) = delete;
    PngWriter &operator=(const PngWriter &) = delete;

    // zlib level 1..9; 1 is several times faster than the default and the
    // maps' large flat areas still compress well.
    bool open(const QString &fileName, QSize size, QString *error, int level = 1);
    // The next rows, top to bottom; band.width() must be the image's width.
    // Alpha is dropped (the PNG is RGB).
    bool writeBand(const QImage &band, QString *error);
    // Writes the end of the file; the file appears only if everything succeeded.
    bool finish(QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace hardtack
