#pragma once
// A small, fast DEFLATE encoder (RFC 1951) for the PNG writer, plus the two
// checksums a PNG needs (Adler-32 for the zlib stream, CRC-32 for chunks).
//
// Why not zlib: even at level 1 zlib deflates a rendered map at about
// 100 MB/s, and a 200×200 map at 32 px is 80 MB of pixels; the render
// benchmark allows half a second for everything. This encoder does greedy
// LZ77 with one hash probe per position (like LZ4) and the fixed Huffman
// codes, so it needs no tables to build or send. The files are ~15% larger
// than zlib's level 1 and it runs several times faster.

#include <QByteArray>
#include <QtGlobal>

namespace hardtack {

// Appends raw DEFLATE blocks encoding data to out. With final, the last block
// is marked final; otherwise the output ends on a byte boundary (an empty
// stored block, like zlib's Z_SYNC_FLUSH) so further pieces may follow.
// Matches never reach back before data, so pieces are independent.
void deflateFast(const uchar *data, qsizetype size, bool final, QByteArray &out);

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size); // start with 1
// The Adler-32 of A followed by B, from adler(A), adler(B) and B's length.
quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB);
quint32 crc32Update(quint32 crc, const uchar *data, qsizetype size);    // start with 0

} // namespace hardtack
