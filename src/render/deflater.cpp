#include "deflater.h"

#include <QtEndian>

#include <libdeflate.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace hardtack {

namespace {

// Reads a DEFLATE stream bit by bit, least significant bit first (RFC 1951
// §3.1.1). Reading past the end yields zeros and is detected by overrun().
class BitReader
{
public:
    BitReader(const uchar *data, qsizetype size) : m_data(data), m_size(size) {}

    // The next n bits (n <= 32) without consuming them.
    quint32 peek(int n) const
    {
        const qint64 byte = m_pos >> 3;
        quint64 v = 0;
        if (byte + 8 <= m_size) {
            std::memcpy(&v, m_data + byte, 8);
            v = qFromLittleEndian(v);
        } else {
            for (qint64 i = 0; byte + i < m_size && i < 8; ++i)
                v |= quint64(m_data[byte + i]) << (8 * i);
        }
        return quint32((v >> (m_pos & 7)) & ((quint64(1) << n) - 1));
    }
    quint32 bits(int n)
    {
        const quint32 v = peek(n);
        m_pos += n;
        return v;
    }
    void skip(qint64 n) { m_pos += n; }
    void align() { m_pos = (m_pos + 7) & ~qint64(7); }
    qint64 pos() const { return m_pos; }
    bool overrun() const { return m_pos > qint64(m_size) * 8; }

private:
    const uchar *m_data;
    qsizetype m_size;
    qint64 m_pos = 0;
};

// A canonical Huffman code (RFC 1951 §3.2.2) decoded through a table of the
// next kFastBits bits, and symbol by symbol for the rare longer codes.
class Huffman
{
public:
    bool build(const quint8 *lengths, int n)
    {
        m_count.fill(0);
        for (int s = 0; s < n; ++s)
            ++m_count[lengths[s]];
        m_count[0] = 0;
        int left = 1;
        for (int len = 1; len <= 15; ++len) {
            left = 2 * left - m_count[len];
            if (left < 0)
                return false; // over-subscribed
        }
        std::array<quint16, 17> offset{};
        for (int len = 1; len <= 15; ++len)
            offset[len + 1] = quint16(offset[len] + m_count[len]);
        for (int s = 0; s < n; ++s)
            if (lengths[s])
                m_symbol[offset[lengths[s]]++] = quint16(s);
        m_fast.fill(0);
        quint32 code = 0;
        for (int len = 1, index = 0; len <= 15; ++len, code <<= 1) {
            for (int k = 0; k < m_count[len]; ++k, ++index, ++code) {
                if (len > kFastBits)
                    continue;
                // Codes are sent most significant bit first: reverse for the table.
                quint32 reversed = 0;
                for (int b = 0; b < len; ++b)
                    reversed |= ((code >> b) & 1) << (len - 1 - b);
                for (quint32 j = reversed; j < (1u << kFastBits); j += 1u << len)
                    m_fast[j] = quint16((m_symbol[index] << 4) | len);
            }
        }
        return true;
    }

    // The next symbol, or -1 if the bits are no code.
    int decode(BitReader &in) const
    {
        if (const quint16 e = m_fast[in.peek(kFastBits)]) {
            in.skip(e & 15);
            return e >> 4;
        }
        int code = 0, first = 0, index = 0;
        for (int len = 1; len <= 15; ++len) {
            code |= int(in.bits(1));
            const int count = m_count[len];
            if (code - count < first)
                return m_symbol[index + (code - first)];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        return -1;
    }

private:
    static constexpr int kFastBits = 10;
    std::array<quint16, 1 << kFastBits> m_fast{}; // symbol << 4 | length; 0: a longer code
    std::array<quint16, 16> m_count{};
    std::array<quint16, 288> m_symbol{};
};

bool readDynamicCodes(BitReader &in, Huffman &literals, Huffman &distances)
{
    const int nLiterals = int(in.bits(5)) + 257, nDistances = int(in.bits(5)) + 1, nCodes = int(in.bits(4)) + 4;
    if (nLiterals > 286 || nDistances > 30)
        return false;
    static constexpr int kOrder[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    std::array<quint8, 19> codeLengths{};
    for (int i = 0; i < nCodes; ++i)
        codeLengths[kOrder[i]] = quint8(in.bits(3));
    Huffman lengthCode;
    if (!lengthCode.build(codeLengths.data(), 19))
        return false;
    std::array<quint8, 286 + 30> lengths{};
    for (int i = 0; i < nLiterals + nDistances;) {
        const int sym = lengthCode.decode(in);
        if (sym < 0 || in.overrun())
            return false;
        if (sym < 16) {
            lengths[i++] = quint8(sym);
            continue;
        }
        quint8 value = 0;
        int repeat = 0;
        if (sym == 16) {
            if (i == 0)
                return false;
            value = lengths[i - 1];
            repeat = 3 + int(in.bits(2));
        } else {
            repeat = sym == 17 ? 3 + int(in.bits(3)) : 11 + int(in.bits(7));
        }
        if (i + repeat > nLiterals + nDistances)
            return false;
        std::fill_n(lengths.begin() + i, repeat, value);
        i += repeat;
    }
    return lengths[256] != 0 && literals.build(lengths.data(), nLiterals)
           && distances.build(lengths.data() + nLiterals, nDistances);
}

const Huffman &fixedCode(bool distances)
{
    static const auto codes = [] {
        std::array<Huffman, 2> h;
        std::array<quint8, 288> lengths{};
        std::fill_n(lengths.begin(), 144, 8);
        std::fill_n(lengths.begin() + 144, 112, 9);
        std::fill_n(lengths.begin() + 256, 24, 7);
        std::fill_n(lengths.begin() + 280, 8, 8);
        h[0].build(lengths.data(), 288);
        lengths.fill(5);
        h[1].build(lengths.data(), 30);
        return h;
    }();
    return codes[distances ? 1 : 0];
}

// Stored blocks (RFC 1951 §3.2.4), starting on a byte boundary: the fallback
// if libdeflate's output cannot be read, which does not happen.
void appendStored(const uchar *data, qsizetype size, bool final, QByteArray &out)
{
    qsizetype at = 0;
    do {
        const qsizetype n = std::min<qsizetype>(size - at, 65535);
        const bool last = final && at + n == size;
        const char head[5] = {char(last ? 1 : 0), char(n & 0xff), char(n >> 8), char(~n & 0xff), char((~n >> 8) & 0xff)};
        out.append(head, 5);
        out.append(reinterpret_cast<const char *>(data) + at, n);
        at += n;
    } while (at < size);
    if (!final) // the last block was full: an empty one ends the piece unmarked
        out.append("\x00\x00\x00\xff\xff", 5);
}

} // namespace

bool findFinalBlock(const uchar *data, qsizetype size, qint64 *finalBlockBit, qint64 *endBit)
{
    BitReader in(data, size);
    for (;;) {
        const qint64 start = in.pos();
        const bool last = in.bits(1);
        const int type = int(in.bits(2));
        if (type == 0) {
            in.align();
            const quint32 len = in.bits(16), nlen = in.bits(16);
            if (len != (~nlen & 0xffff))
                return false;
            in.skip(qint64(len) * 8);
        } else if (type == 3) {
            return false;
        } else {
            Huffman dynamicLiterals, dynamicDistances;
            if (type == 2 && !readDynamicCodes(in, dynamicLiterals, dynamicDistances))
                return false;
            const Huffman &literals = type == 1 ? fixedCode(false) : dynamicLiterals;
            const Huffman &distances = type == 1 ? fixedCode(true) : dynamicDistances;
            for (;;) {
                const int sym = literals.decode(in);
                if (sym < 0 || sym > 285 || in.overrun())
                    return false;
                if (sym < 256)
                    continue;
                if (sym == 256)
                    break;
                in.skip(sym < 265 || sym == 285 ? 0 : (sym - 261) / 4); // length's extra bits
                const int d = distances.decode(in);
                if (d < 0 || d > 29)
                    return false;
                in.skip(d < 4 ? 0 : (d - 2) / 2); // distance's extra bits
            }
        }
        if (in.overrun())
            return false;
        if (last) {
            *finalBlockBit = start;
            *endBit = in.pos();
            return true;
        }
    }
}

Deflater::Deflater(int level) : m_compressor(libdeflate_alloc_compressor(level))
{
    Q_CHECK_PTR(m_compressor);
}

Deflater::~Deflater()
{
    libdeflate_free_compressor(m_compressor);
}

void Deflater::deflate(const uchar *data, qsizetype size, bool final, QByteArray &out)
{
    const qsizetype at = out.size();
    const size_t bound = libdeflate_deflate_compress_bound(m_compressor, size_t(size));
    out.resize(at + qsizetype(bound) + 1);
    auto *p = reinterpret_cast<uchar *>(out.data()) + at;
    const size_t n = libdeflate_deflate_compress(m_compressor, data, size_t(size), p, bound);
    qint64 finalBit = 0, endBit = 0;
    if (n == 0 || (!final && !findFinalBlock(p, qsizetype(n), &finalBit, &endBit))) {
        out.resize(at);
        appendStored(data, size, final, out);
        return;
    }
    if (final) {
        out.resize(at + qsizetype(n));
        return;
    }
    // Unmark the last block, then an empty stored block (3 zero header bits,
    // zeros to the byte boundary, LEN 0, NLEN 0xffff) ends the piece.
    p[finalBit >> 3] &= uchar(~(1u << (finalBit & 7)));
    const qint64 lastByte = endBit >> 3;
    p[lastByte] &= uchar((1u << (endBit & 7)) - 1); // bits past the end (libdeflate's padding) to zero
    const qint64 bytes = (endBit + 3 + 7) >> 3;      // the header's 3 bits may spill into one more byte
    if (bytes > lastByte + 1)
        p[lastByte + 1] = 0; // the +1 slack reserved above
    out.resize(at + qsizetype(bytes));
    out.append("\x00\x00\xff\xff", 4);
}

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size)
{
    return libdeflate_adler32(adler, data, size_t(size));
}

quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB)
{
    // The arithmetic of zlib's adler32_combine (libdeflate has none).
    constexpr quint32 kBase = 65521;
    const quint32 rem = quint32(lengthB % kBase);
    quint32 sum1 = adlerA & 0xffff;
    quint32 sum2 = quint32((quint64(rem) * sum1) % kBase);
    sum1 += (adlerB & 0xffff) + kBase - 1;
    sum2 += ((adlerA >> 16) & 0xffff) + ((adlerB >> 16) & 0xffff) + kBase - rem;
    if (sum1 >= kBase)
        sum1 -= kBase;
    if (sum1 >= kBase)
        sum1 -= kBase;
    if (sum2 >= (kBase << 1))
        sum2 -= (kBase << 1);
    if (sum2 >= kBase)
        sum2 -= kBase;
    return sum1 | (sum2 << 16);
}

quint32 crc32Update(quint32 crc, const uchar *data, qsizetype size)
{
    return libdeflate_crc32(crc, data, size_t(size));
}

} // namespace hardtack
