#pragma once
// DEFLATE for the banded PNG writer, on zlib: each band is compressed
// independently (a raw stream, reset per band), ending with Z_SYNC_FLUSH on
// a byte boundary unless it is the image's last (Z_FINISH marks its final
// block), so the pieces join into one zlib stream the way pigz joins its
// pieces. zlib's adler32_combine joins the pieces' checksums; crc32 sums the
// chunks.

#include <QByteArray>
#include <QtGlobal>

#include <memory>

namespace hardtack {

class Deflater
{
public:
    // zlib's levels 1-9; 1, the fastest, is what a map image wants
    // (docs/CLI.md, "The PNG", has the figures).
    explicit Deflater(int level = 1);
    ~Deflater();
    Deflater(const Deflater &) = delete;
    Deflater &operator=(const Deflater &) = delete;

    // Appends raw DEFLATE blocks encoding data to out. With final, the last
    // block is marked final; otherwise the output ends on a byte boundary (an
    // empty stored block) so further pieces may follow. Matches never reach
    // back before data, so pieces are independent.
    void deflate(const uchar *data, qsizetype size, bool final, QByteArray &out);

private:
    struct Stream;
    std::unique_ptr<Stream> m_stream;
};

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size); // start with 1
// The Adler-32 of A followed by B, from adler(A), adler(B) and B's length.
quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB);
quint32 crc32Update(quint32 crc, const uchar *data, qsizetype size); // start with 0

} // namespace hardtack
