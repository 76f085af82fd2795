#pragma once
// A PNG writer for big opaque images that arrive in horizontal bands. Each
// band is filtered ("Up") and deflated on a worker thread as an independent
// piece of the one zlib stream (the way pigz splits its input), so drawing
// the next band overlaps compressing the last ones and memory stays at a few
// bands however large the image. Compression is fastdeflate.h's.

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

    bool open(const QString &fileName, QSize size, QString *error);
    // The next rows, top to bottom; band.width() must be the image's width.
    // The PNG is 8-bit RGB: alpha is dropped. The writer keeps a reference
    // to band until it is compressed (band.isDetached() tells when it is done).
    bool writeBand(const QImage &band, QString *error);
    // Writes the end of the file; the file appears only if everything succeeded.
    bool finish(QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace hardtack
