#pragma once
// A PNG writer for big opaque images that arrive in horizontal bands. Each
// band is encoded on its own (filtered and deflated as an independent piece
// of the one zlib stream, the way pigz splits its input), so bands can be
// drawn and encoded on several threads at once while the file is written in
// order, and memory stays at a few bands however large the image.
// Compression is libdeflate's (deflater.h).

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

namespace hardtack {

class PngWriter
{
public:
    // One encoded band: a complete IDAT chunk and what the stream's checksum needs.
    struct Piece
    {
        QByteArray head;      // length and "IDAT"
        QByteArray deflated;  // the chunk's data
        QByteArray tail;      // its CRC
        quint32 adler = 1;    // Adler-32 of the filtered bytes
        qint64 rawLength = 0; // number of filtered bytes
        int rows = 0;
        int width = 0;
        bool last = false;    // ends the deflate stream
    };

    // Filters (the first row "Sub", the others "Up": flat colours and repeated
    // rows become zeros) and deflates a band of 32-bit pixels; alpha is dropped
    // (the PNG is 8-bit RGB). last: the image's bottom band. Thread-safe.
    static Piece encode(const QImage &band, bool last);

    PngWriter();
    ~PngWriter();
    PngWriter(const PngWriter &) = delete;
    PngWriter &operator=(const PngWriter &) = delete;

    bool open(const QString &fileName, QSize size, QString *error);
    // The next band, top to bottom, encoded by encode().
    bool write(const Piece &piece, QString *error);
    // Encodes and writes the next band (one thread).
    bool writeBand(const QImage &band, QString *error);
    // Writes the end of the file; the file appears only if everything succeeded.
    bool finish(QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace hardtack
