#include "deflater.h"

#include <zlib.h>

#include <limits>

namespace hardtack {

struct Deflater::Stream
{
    z_stream z{};
};

Deflater::Deflater(int level) : m_stream(std::make_unique<Stream>())
{
    // A raw stream (negative window bits: no zlib header or trailer; the PNG
    // writer writes those once for the whole image), a 32 KiB window.
    const int ok = deflateInit2(&m_stream->z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
    Q_ASSERT(ok == Z_OK);
    Q_UNUSED(ok);
}

Deflater::~Deflater()
{
    deflateEnd(&m_stream->z);
}

void Deflater::deflate(const uchar *data, qsizetype size, bool final, QByteArray &out)
{
    z_stream &z = m_stream->z;
    deflateReset(&z); // each piece on its own: no match reaches into the one before
    const qsizetype at = out.size();
    // The bound of one deflate call, plus the sync flush's empty stored block.
    out.resize(at + qsizetype(deflateBound(&z, uLong(size))) + 16);
    z.next_in = const_cast<Bytef *>(data);
    z.avail_in = uInt(size);
    z.next_out = reinterpret_cast<Bytef *>(out.data()) + at;
    z.avail_out = uInt(out.size() - at);
    const int result = ::deflate(&z, final ? Z_FINISH : Z_SYNC_FLUSH);
    Q_ASSERT(final ? result == Z_STREAM_END : result == Z_OK);
    Q_ASSERT(z.avail_in == 0);
    Q_UNUSED(result);
    out.resize(out.size() - qsizetype(z.avail_out));
}

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size)
{
    while (size > 0) {
        const uInt n = uInt(std::min<qsizetype>(size, std::numeric_limits<uInt>::max()));
        adler = quint32(adler32(adler, data, n));
        data += n;
        size -= n;
    }
    return adler;
}

quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB)
{
    return quint32(adler32_combine64(adlerA, adlerB, z_off64_t(lengthB)));
}

quint32 crc32Update(quint32 crc, const uchar *data, qsizetype size)
{
    while (size > 0) {
        const uInt n = uInt(std::min<qsizetype>(size, std::numeric_limits<uInt>::max()));
        crc = quint32(::crc32(crc, data, n));
        data += n;
        size -= n;
    }
    return crc;
}

} // namespace hardtack
