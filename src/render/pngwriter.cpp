#include "pngwriter.h"
#include "fastdeflate.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <deque>
#include <future>
#include <thread>
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

// RGB bytes of one scanline.
void toRgb(const QRgb *src, int width, uchar *out)
{
    for (int x = 0; x < width; ++x) {
        const QRgb p = src[x];
        out[3 * x] = uchar(qRed(p));
        out[3 * x + 1] = uchar(qGreen(p));
        out[3 * x + 2] = uchar(qBlue(p));
    }
}

struct Piece
{
    QByteArray idat;      // a complete IDAT chunk
    quint32 adler = 1;    // of the filtered bytes
    qint64 rawLength = 0; // number of filtered bytes
};

// Filters a band with "Up" (flat colours and repeated rows become zeros) and
// deflates it. Takes the band by value and drops it on return, so the caller
// sees the band detached as soon as it is done.
Piece compressBand(QImage band, QByteArray previousRow, bool last)
{
    Piece piece;
    const int w = band.width(), h = band.height();
    const size_t rowBytes = size_t(3) * size_t(w);
    std::vector<uchar> raw(size_t(h) * (rowBytes + 1));
    std::vector<uchar> prev(rowBytes, 0), cur(rowBytes);
    if (!previousRow.isEmpty())
        std::copy(previousRow.cbegin(), previousRow.cend(), prev.begin());
    for (int y = 0; y < h; ++y) {
        toRgb(reinterpret_cast<const QRgb *>(band.constScanLine(y)), w, cur.data());
        uchar *out = raw.data() + size_t(y) * (rowBytes + 1);
        out[0] = 2; // filter type Up
        for (size_t i = 0; i < rowBytes; ++i)
            out[i + 1] = uchar(cur[i] - prev[i]);
        std::swap(prev, cur);
    }
    band = QImage();
    piece.rawLength = qint64(raw.size());
    piece.adler = adler32Update(1, raw.data(), qsizetype(raw.size()));
    QByteArray deflated;
    deflateFast(raw.data(), qsizetype(raw.size()), last, deflated);
    piece.idat = chunk("IDAT", deflated);
    return piece;
}

} // namespace

struct PngWriter::Private
{
    QSaveFile file;
    QSize size;
    int rowsWritten = 0;
    std::deque<std::future<Piece>> pending;
    QByteArray lastRow; // RGB bytes of the previous band's last row
    quint32 adler = 1;
    size_t maxPending = 2;

    bool write(const QByteArray &bytes) { return file.write(bytes) == bytes.size(); }
    bool drainOne()
    {
        const Piece piece = pending.front().get();
        pending.pop_front();
        adler = adler32Combine(adler, piece.adler, piece.rawLength);
        return write(piece.idat);
    }
    QString writeError() const { return Tr::tr("cannot write %1: %2").arg(file.fileName(), file.errorString()); }
};

PngWriter::PngWriter() : d(std::make_unique<Private>()) {}

PngWriter::~PngWriter()
{
    for (auto &f : d->pending)
        f.wait();
}

bool PngWriter::open(const QString &fileName, QSize size, QString *error)
{
    d->file.setFileName(fileName);
    d->size = size;
    if (!d->file.open(QIODevice::WriteOnly)) {
        *error = d->writeError();
        return false;
    }
    d->maxPending = std::max(1u, std::thread::hardware_concurrency()) + 1;
    QByteArray ihdr;
    put32(ihdr, quint32(size.width()));
    put32(ihdr, quint32(size.height()));
    ihdr.append(char(8)).append(char(2)).append(char(0)).append(char(0)).append(char(0)); // 8-bit RGB
    // The zlib header (deflate with a 32 KiB window) opens the stream.
    if (!d->write(QByteArray("\x89PNG\r\n\x1a\n", 8)) || !d->write(chunk("IHDR", ihdr))
        || !d->write(chunk("IDAT", QByteArray("\x78\x01", 2)))) {
        *error = d->writeError();
        return false;
    }
    return true;
}

bool PngWriter::writeBand(const QImage &band, QString *error)
{
    if (band.width() != d->size.width() || d->rowsWritten + band.height() > d->size.height()) {
        *error = Tr::tr("internal error: a band of %1×%2 pixels does not fit the image")
                     .arg(band.width()).arg(band.height());
        return false;
    }
    const QImage rgb = band.depth() == 32 ? band : band.convertToFormat(QImage::Format_RGB32);
    d->rowsWritten += rgb.height();
    const bool last = d->rowsWritten == d->size.height();
    d->pending.push_back(std::async(std::launch::async, compressBand, rgb, d->lastRow, last));
    d->lastRow.resize(3 * rgb.width());
    toRgb(reinterpret_cast<const QRgb *>(rgb.constScanLine(rgb.height() - 1)), rgb.width(),
          reinterpret_cast<uchar *>(d->lastRow.data()));
    while (d->pending.size() >= d->maxPending)
        if (!d->drainOne()) {
            *error = d->writeError();
            return false;
        }
    return true;
}

bool PngWriter::finish(QString *error)
{
    if (d->rowsWritten != d->size.height()) {
        *error = Tr::tr("internal error: only %1 of %2 rows were drawn").arg(d->rowsWritten).arg(d->size.height());
        return false;
    }
    while (!d->pending.empty())
        if (!d->drainOne()) {
            *error = d->writeError();
            return false;
        }
    QByteArray trailer;
    put32(trailer, d->adler);
    if (!d->write(chunk("IDAT", trailer)) || !d->write(chunk("IEND", QByteArray())) || !d->file.commit()) {
        *error = d->writeError();
        return false;
    }
    return true;
}

} // namespace hardtack
