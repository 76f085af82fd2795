#include "pngwriter.h"

#include <QCoreApplication>
#include <QImageWriter>
#include <QSaveFile>

#include <deque>
#include <future>
#include <thread>
#include <vector>

#ifdef HARDTACK_HAVE_ZLIB
#include <zlib.h>
#endif

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PngWriter)
};

#ifdef HARDTACK_HAVE_ZLIB
struct Piece
{
    QByteArray deflated;
    uLong adler = 1;
    qint64 rawLength = 0;
    bool ok = true;
};

// Unfiltered RGB bytes of one scanline.
void toRgb(const QRgb *src, int width, uchar *out)
{
    for (int x = 0; x < width; ++x) {
        const QRgb p = src[x];
        out[3 * x] = uchar(qRed(p));
        out[3 * x + 1] = uchar(qGreen(p));
        out[3 * x + 2] = uchar(qBlue(p));
    }
}

// Filters (PNG filter "Up": flat colours and repeated rows become zeros) and
// deflates a band as raw deflate blocks. A band that is not the last ends on a
// byte boundary with a sync flush, so the pieces concatenate into one stream.
Piece compressBand(const QImage &band, const QByteArray &previousRow, bool last, int level)
{
    Piece piece;
    const int w = band.width(), rowBytes = 3 * w;
    const size_t n = static_cast<size_t>(rowBytes);
    std::vector<uchar> prev(n, 0), cur(n), filtered(n + 1);
    if (!previousRow.isEmpty())
        std::copy(previousRow.cbegin(), previousRow.cend(), prev.begin());
    z_stream zs{};
    if (deflateInit2(&zs, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) {
        piece.ok = false;
        return piece;
    }
    piece.rawLength = qint64(band.height()) * (rowBytes + 1);
    piece.deflated.resize(qsizetype(deflateBound(&zs, uLong(piece.rawLength))) + 64);
    zs.next_out = reinterpret_cast<Bytef *>(piece.deflated.data());
    zs.avail_out = uInt(piece.deflated.size());
    piece.adler = adler32(0, nullptr, 0);
    filtered[0] = 2; // Up
    for (int y = 0; y < band.height() && piece.ok; ++y) {
        toRgb(reinterpret_cast<const QRgb *>(band.constScanLine(y)), w, cur.data());
        for (int i = 0; i < rowBytes; ++i)
            filtered[size_t(i) + 1] = uchar(cur[size_t(i)] - prev[size_t(i)]);
        std::swap(prev, cur);
        piece.adler = adler32(piece.adler, filtered.data(), uInt(filtered.size()));
        zs.next_in = filtered.data();
        zs.avail_in = uInt(filtered.size());
        const bool end = y == band.height() - 1;
        const int flush = end ? (last ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH;
        const int rc = deflate(&zs, flush);
        if (rc == Z_STREAM_ERROR || zs.avail_in != 0 || (end && last && rc != Z_STREAM_END))
            piece.ok = false;
    }
    piece.deflated.resize(piece.deflated.size() - qsizetype(zs.avail_out));
    deflateEnd(&zs);
    return piece;
}

void put32(QByteArray &b, quint32 v)
{
    const char bytes[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    b.append(bytes, 4);
}
#endif

} // namespace

struct PngWriter::Private
{
    QSaveFile file;
    QSize size;
    int level = 1;
    int rowsWritten = 0;
    bool failed = false;
#ifdef HARDTACK_HAVE_ZLIB
    std::deque<std::future<Piece>> pending;
    QByteArray lastRow; // RGB bytes of the previous band's last row
    uLong adler = 1;
    size_t maxPending = 2;

    bool writeChunk(const char *type, const QByteArray &data)
    {
        QByteArray b;
        b.reserve(data.size() + 12);
        put32(b, quint32(data.size()));
        b.append(type, 4);
        b.append(data);
        put32(b, quint32(crc32(crc32(0, nullptr, 0), reinterpret_cast<const Bytef *>(b.constData()) + 4,
                               uInt(b.size() - 4))));
        return file.write(b) == b.size();
    }
    bool drainOne()
    {
        Piece piece = pending.front().get();
        pending.pop_front();
        if (!piece.ok)
            return false;
        adler = adler32_combine(adler, piece.adler, z_off_t(piece.rawLength));
        return writeChunk("IDAT", piece.deflated);
    }
#else
    QImage whole;
#endif
};

PngWriter::PngWriter() : d(std::make_unique<Private>()) {}

PngWriter::~PngWriter()
{
#ifdef HARDTACK_HAVE_ZLIB
    for (auto &f : d->pending)
        f.wait();
#endif
}

bool PngWriter::open(const QString &fileName, QSize size, QString *error, int level)
{
    d->file.setFileName(fileName);
    d->size = size;
    d->level = std::clamp(level, 1, 9);
    if (!d->file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("cannot write %1: %2").arg(fileName, d->file.errorString());
        return false;
    }
#ifdef HARDTACK_HAVE_ZLIB
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    d->maxPending = threads + 1;
    QByteArray ihdr;
    put32(ihdr, quint32(size.width()));
    put32(ihdr, quint32(size.height()));
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0)); // 8-bit RGB
    // The zlib header (deflate, 32 KiB window, fastest) opens the stream.
    bool ok = d->file.write("\x89PNG\r\n\x1a\n", 8) == 8 && d->writeChunk("IHDR", ihdr)
           && d->writeChunk("IDAT", QByteArray("\x78\x01", 2));
    if (!ok) {
        *error = Tr::tr("cannot write %1: %2").arg(fileName, d->file.errorString());
        return false;
    }
#else
    d->whole = QImage(size, QImage::Format_RGB32);
#endif
    return true;
}

bool PngWriter::writeBand(const QImage &band, QString *error)
{
    if (band.width() != d->size.width() || d->rowsWritten + band.height() > d->size.height()) {
        *error = Tr::tr("internal error: a band of %1×%2 pixels does not fit the image").arg(band.width()).arg(band.height());
        return false;
    }
#ifdef HARDTACK_HAVE_ZLIB
    const QImage rgb = band.format() == QImage::Format_RGB32 || band.format() == QImage::Format_ARGB32
                           || band.format() == QImage::Format_ARGB32_Premultiplied
                       ? band
                       : band.convertToFormat(QImage::Format_RGB32);
    d->rowsWritten += rgb.height();
    const bool last = d->rowsWritten == d->size.height();
    d->pending.push_back(std::async(std::launch::async, compressBand, rgb, d->lastRow, last, d->level));
    d->lastRow.resize(3 * rgb.width());
    toRgb(reinterpret_cast<const QRgb *>(rgb.constScanLine(rgb.height() - 1)), rgb.width(),
          reinterpret_cast<uchar *>(d->lastRow.data()));
    while (d->pending.size() >= d->maxPending)
        if (!d->drainOne()) {
            *error = Tr::tr("cannot write %1: %2").arg(d->file.fileName(), d->file.errorString());
            return false;
        }
#else
    for (int y = 0; y < band.height(); ++y)
        std::copy_n(reinterpret_cast<const QRgb *>(band.constScanLine(y)), band.width(),
                    reinterpret_cast<QRgb *>(d->whole.scanLine(d->rowsWritten + y)));
    d->rowsWritten += band.height();
#endif
    return true;
}

bool PngWriter::finish(QString *error)
{
    if (d->rowsWritten != d->size.height()) {
        *error = Tr::tr("internal error: only %1 of %2 rows were rendered").arg(d->rowsWritten).arg(d->size.height());
        return false;
    }
#ifdef HARDTACK_HAVE_ZLIB
    while (!d->pending.empty())
        if (!d->drainOne()) {
            *error = Tr::tr("cannot write %1: %2").arg(d->file.fileName(), d->file.errorString());
            return false;
        }
    QByteArray trailer;
    put32(trailer, quint32(d->adler));
    if (!d->writeChunk("IDAT", trailer) || !d->writeChunk("IEND", QByteArray())) {
        *error = Tr::tr("cannot write %1: %2").arg(d->file.fileName(), d->file.errorString());
        return false;
    }
#else
    QImageWriter writer(&d->file, "png");
    if (!writer.write(d->whole)) {
        *error = Tr::tr("cannot write %1: %2").arg(d->file.fileName(), writer.errorString());
        return false;
    }
#endif
    if (!d->file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(d->file.fileName(), d->file.errorString());
        return false;
    }
    return true;
}

} // namespace hardtack
