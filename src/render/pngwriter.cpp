#include "pngwriter.h"
#include "deflater.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <vector>

namespace hardtack {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(PngWriter)
};

void put32(QByteArray &b, quint32 v)
{
    const char bytes[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    b.append(bytes, 4);
}

// A whole chunk: length, type, data, CRC of type and data.
QByteArray chunk(const char *type, const QByteArray &data)
{
    QByteArray b;
    b.reserve(data.size() + 12);
    put32(b, quint32(data.size()));
    b.append(type, 4);
    b.append(data);
    put32(b, crc32Update(0, reinterpret_cast<const uchar *>(b.constData()) + 4, b.size() - 4));
    return b;
}

} // namespace

PngWriter::Piece PngWriter::encode(const QImage &band, bool last)
{
    Piece piece;
    const QImage img = band.depth() == 32 ? band : band.convertToFormat(QImage::Format_RGB32);
    const int w = img.width(), h = img.height();
    piece.rows = h;
    piece.width = w;
    piece.last = last;
    const size_t rowBytes = size_t(3) * size_t(w);
    std::vector<uchar> raw(size_t(h) * (rowBytes + 1));
    for (int y = 0; y < h; ++y) {
        const QRgb *cur = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        uchar *out = raw.data() + size_t(y) * (rowBytes + 1);
        if (y > 0) {
            // "Up": the difference to the pixel above.
            const QRgb *prev = reinterpret_cast<const QRgb *>(img.constScanLine(y - 1));
            *out++ = 2;
            for (int x = 0; x < w; ++x) {
                out[3 * x] = uchar(qRed(cur[x]) - qRed(prev[x]));
                out[3 * x + 1] = uchar(qGreen(cur[x]) - qGreen(prev[x]));
                out[3 * x + 2] = uchar(qBlue(cur[x]) - qBlue(prev[x]));
            }
        } else {
            // "Sub" (the difference to the pixel on the left): the band's first
            // row needs nothing from the band above, so bands encode independently.
            *out++ = 1;
            QRgb left = 0;
            for (int x = 0; x < w; ++x) {
                out[3 * x] = uchar(qRed(cur[x]) - qRed(left));
                out[3 * x + 1] = uchar(qGreen(cur[x]) - qGreen(left));
                out[3 * x + 2] = uchar(qBlue(cur[x]) - qBlue(left));
                left = cur[x];
            }
        }
    }
    piece.rawLength = qint64(raw.size());
    piece.adler = adler32Update(1, raw.data(), qsizetype(raw.size()));
    // One compressor per thread, kept: allocating zlib's state per band costs time.
    thread_local Deflater deflater;
    deflater.deflate(raw.data(), qsizetype(raw.size()), last, piece.deflated);
    put32(piece.head, quint32(piece.deflated.size()));
    piece.head.append("IDAT", 4);
    const quint32 crc = crc32Update(crc32Update(0, reinterpret_cast<const uchar *>("IDAT"), 4),
                                    reinterpret_cast<const uchar *>(piece.deflated.constData()), piece.deflated.size());
    put32(piece.tail, crc);
    return piece;
}

struct PngWriter::Private
{
    QSaveFile file;
    QSize size;
    int rowsWritten = 0;
    quint32 adler = 1;

    bool put(const QByteArray &bytes) { return file.write(bytes) == bytes.size(); }
    QString writeError() const { return Tr::tr("cannot write %1: %2").arg(file.fileName(), file.errorString()); }
};

PngWriter::PngWriter() : d(std::make_unique<Private>()) {}

PngWriter::~PngWriter() = default;

bool PngWriter::open(const QString &fileName, QSize size, QString *error)
{
    d->file.setFileName(fileName);
    d->size = size;
    if (!d->file.open(QIODevice::WriteOnly)) {
        *error = d->writeError();
        return false;
    }
    QByteArray ihdr;
    put32(ihdr, quint32(size.width()));
    put32(ihdr, quint32(size.height()));
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0)); // 8-bit RGB
    // The zlib header (deflate with a 32 KiB window) opens the stream.
    if (!d->put(QByteArray("\x89PNG\r\n\x1a\n", 8)) || !d->put(chunk("IHDR", ihdr))
        || !d->put(chunk("IDAT", QByteArray("\x78\x01", 2)))) {
        *error = d->writeError();
        return false;
    }
    return true;
}

bool PngWriter::write(const Piece &piece, QString *error)
{
    if (piece.width != d->size.width() || piece.rows <= 0 || d->rowsWritten + piece.rows > d->size.height()
        || piece.last != (d->rowsWritten + piece.rows == d->size.height())) {
        *error = Tr::tr("internal error: a band of %1×%2 pixels does not fit the image")
                     .arg(piece.width).arg(piece.rows);
        return false;
    }
    d->rowsWritten += piece.rows;
    d->adler = adler32Combine(d->adler, piece.adler, piece.rawLength);
    if (!d->put(piece.head) || !d->put(piece.deflated) || !d->put(piece.tail)) {
        *error = d->writeError();
        return false;
    }
    return true;
}

bool PngWriter::writeBand(const QImage &band, QString *error)
{
    return write(encode(band, d->rowsWritten + band.height() == d->size.height()), error);
}

bool PngWriter::finish(QString *error)
{
    if (d->rowsWritten != d->size.height()) {
        *error = Tr::tr("internal error: only %1 of %2 rows were drawn").arg(d->rowsWritten).arg(d->size.height());
        return false;
    }
    QByteArray trailer;
    put32(trailer, d->adler);
    if (!d->put(chunk("IDAT", trailer)) || !d->put(chunk("IEND", QByteArray())) || !d->file.commit()) {
        *error = d->writeError();
        return false;
    }
    return true;
}

} // namespace hardtack
