#pragma once
// DEFLATE for the banded PNG writer: libdeflate compresses each piece, and
// the piece is made joinable to the next one, plus the two checksums a PNG
// needs (Adler-32 for the zlib stream, CRC-32 for chunks).
//
// libdeflate compresses whole buffers only: what it returns is a complete
// stream whose last block is marked final. A piece that is not the image's
// last must instead end on a byte boundary without the final mark, the way
// zlib's Z_SYNC_FLUSH ends (pigz joins its pieces like that). So the encoder
// walks libdeflate's blocks (decoding their Huffman codes without producing
// output) to find where the last block starts and where the data ends,
// clears the mark and appends an empty stored block.

#include <QByteArray>
#include <QtGlobal>

struct libdeflate_compressor;

namespace hardtack {

class Deflater
{
public:
    // libdeflate's levels 1-12. Level 1, the fastest that compresses, costs
    // about 2.6 times the CPU of the hand-written encoder it replaced for a
    // file about a sixth smaller (docs/CLI.md, "The PNG", has the figures).
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
    libdeflate_compressor *m_compressor;
};

// Where, in a raw DEFLATE stream, its final block starts and where the
// stream's data ends, both in bits from the start; false if data is not a
// complete, valid stream. Exposed for the tests.
bool findFinalBlock(const uchar *data, qsizetype size, qint64 *finalBlockBit, qint64 *endBit);

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size); // start with 1
// The Adler-32 of A followed by B, from adler(A), adler(B) and B's length.
quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB);
quint32 crc32Update(quint32 crc, const uchar *data, qsizetype size); // start with 0

} // namespace hardtack
