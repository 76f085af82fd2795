#include "fastdeflate.h"

#include <array>
#include <cstring>
#include <vector>

namespace hardtack {

namespace {

constexpr int kMinMatch = 4;
constexpr int kMaxMatch = 258;
constexpr int kWindow = 32768;
constexpr int kHashBits = 15;

// Bits are packed least significant first (RFC 1951 §3.1.1), straight into
// a buffer the caller sized for the worst case.
class BitWriter
{
public:
    explicit BitWriter(uchar *out) : m_start(out), m_out(out) {}
    void put(quint32 bits, int count)
    {
        m_acc |= quint64(bits) << m_count;
        m_count += count;
        if (m_count >= 32) {
            const quint32 word = quint32(m_acc);
            std::memcpy(m_out, &word, 4); // little-endian hosts (x86, ARM)
            m_out += 4;
            m_acc >>= 32;
            m_count -= 32;
        }
    }
    void alignToByte()
    {
        while (m_count > 0) {
            *m_out++ = uchar(m_acc);
            m_acc >>= 8;
            m_count = std::max(0, m_count - 8);
        }
        m_acc = 0;
    }
    void bytes(const char *data, int n)
    {
        std::memcpy(m_out, data, size_t(n));
        m_out += n;
    }
    qsizetype written() const { return m_out - m_start; }

private:
    uchar *m_start;
    uchar *m_out;
    quint64 m_acc = 0;
    int m_count = 0;
};

quint32 reversed(quint32 code, int length)
{
    quint32 r = 0;
    for (int i = 0; i < length; ++i)
        r |= ((code >> i) & 1u) << (length - 1 - i);
    return r;
}

struct Code
{
    quint32 bits = 0; // already bit-reversed, extra bits appended above the code
    int length = 0;
};

// The fixed literal/length code (RFC 1951 §3.2.6), bit-reversed for the writer.
Code fixedLiteral(int symbol)
{
    if (symbol < 144)
        return {reversed(0x30 + symbol, 8), 8};
    if (symbol < 256)
        return {reversed(0x190 + symbol - 144, 9), 9};
    if (symbol < 280)
        return {reversed(symbol - 256, 7), 7};
    return {reversed(0xC0 + symbol - 280, 8), 8};
}

struct Tables
{
    std::array<Code, 288> literal;
    std::array<Code, kMaxMatch + 1> length;  // code and extra bits for each match length
    std::array<quint8, 512> distanceSymbol;  // for d-1 < 256: [d-1]; else 256 + ((d-1) >> 7)
    std::array<int, 30> distanceBase;
    std::array<int, 30> distanceExtra;

    Tables()
    {
        for (int s = 0; s < 288; ++s)
            literal[size_t(s)] = fixedLiteral(s);
        static const int lengthBase[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                           31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
        static const int lengthExtra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
        for (int i = 0; i < 29; ++i) {
            const int top = i == 28 ? 258 : (i == 27 ? 257 : lengthBase[i + 1] - 1);
            for (int len = lengthBase[i]; len <= top && len <= kMaxMatch; ++len) {
                const Code c = literal[size_t(257 + i)];
                length[size_t(len)] = {c.bits | (quint32(len - lengthBase[i]) << c.length), c.length + lengthExtra[i]};
            }
        }
        int base = 1;
        for (int i = 0; i < 30; ++i) {
            distanceExtra[size_t(i)] = i < 4 ? 0 : i / 2 - 1;
            distanceBase[size_t(i)] = base;
            base += 1 << distanceExtra[size_t(i)];
        }
        for (int d = 1; d <= kWindow; ++d) {
            int s = 0;
            while (s < 29 && distanceBase[size_t(s) + 1] <= d)
                ++s;
            if (d - 1 < 256)
                distanceSymbol[size_t(d - 1)] = quint8(s);
            else
                distanceSymbol[size_t(256 + ((d - 1) >> 7))] = quint8(s);
        }
    }
};

const Tables &tables()
{
    static const Tables t;
    return t;
}

inline quint32 read32(const uchar *p)
{
    quint32 v;
    std::memcpy(&v, p, 4);
    return v;
}

inline quint32 hash4(quint32 v)
{
    return (v * 2654435761u) >> (32 - kHashBits);
}

inline int matchLength(const uchar *a, const uchar *b, int limit)
{
    int n = 0;
    while (n + 8 <= limit) {
        quint64 x, y;
        std::memcpy(&x, a + n, 8);
        std::memcpy(&y, b + n, 8);
        if (const quint64 diff = x ^ y)
            return n + __builtin_ctzll(diff) / 8;
        n += 8;
    }
    while (n < limit && a[n] == b[n])
        ++n;
    return n;
}

} // namespace

void deflateFast(const uchar *data, qsizetype size, bool final, QByteArray &out)
{
    static_assert(Q_BYTE_ORDER == Q_LITTLE_ENDIAN, "BitWriter stores 32-bit words little-endian");
    const Tables &t = tables();
    // Worst case: every byte a 9-bit literal, plus block headers and the flush.
    const qsizetype start = out.size();
    out.resize(start + size + size / 8 + 64);
    BitWriter w(reinterpret_cast<uchar *>(out.data()) + start);
    // One fixed-Huffman block for everything (BTYPE 01), final or not.
    w.put(final ? 1u : 0u, 1);
    w.put(1u, 2);

    std::vector<qint32> head(size_t(1) << kHashBits, -kWindow - 1);
    qsizetype pos = 0;
    const qsizetype end = size;
    while (pos + kMinMatch <= end) {
        const quint32 v = read32(data + pos);
        const quint32 h = hash4(v);
        const qsizetype cand = head[h];
        head[h] = qint32(pos);
        const qsizetype dist = pos - cand;
        if (dist <= kWindow && read32(data + cand) == v) {
            const int limit = int(std::min<qsizetype>(kMaxMatch, end - pos));
            const int len = kMinMatch + matchLength(data + cand + kMinMatch, data + pos + kMinMatch, limit - kMinMatch);
            const Code &lc = t.length[size_t(len)];
            w.put(lc.bits, lc.length);
            const int ds = dist <= 256 ? t.distanceSymbol[size_t(dist - 1)]
                                       : t.distanceSymbol[size_t(256 + ((dist - 1) >> 7))];
            // Distance codes are 5 bits, then the extra bits.
            w.put(reversed(quint32(ds), 5) | (quint32(dist - t.distanceBase[size_t(ds)]) << 5),
                  5 + t.distanceExtra[size_t(ds)]);
            // Remember the match's last position too, so runs keep finding themselves.
            if (len > kMinMatch && pos + len - 1 + kMinMatch <= end)
                head[hash4(read32(data + pos + len - 1))] = qint32(pos + len - 1);
            pos += len;
        } else {
            const Code &c = t.literal[data[pos]];
            w.put(c.bits, c.length);
            ++pos;
        }
    }
    for (; pos < end; ++pos) {
        const Code &c = t.literal[data[pos]];
        w.put(c.bits, c.length);
    }
    const Code &eob = t.literal[256];
    w.put(eob.bits, eob.length);
    if (!final) {
        // An empty stored block: byte-aligns the stream for the next piece.
        w.put(0u, 3);
        w.alignToByte();
        w.bytes("\x00\x00\xff\xff", 4);
    } else {
        w.alignToByte();
    }
    out.resize(start + w.written());
}

quint32 adler32Update(quint32 adler, const uchar *data, qsizetype size)
{
    constexpr quint32 kBase = 65521;
    constexpr qsizetype kMaxRun = 5552; // the most bytes before the sums could overflow 32 bits
    quint32 a = adler & 0xffff, b = adler >> 16;
    while (size > 0) {
        qsizetype n = std::min(size, kMaxRun);
        size -= n;
        // Eight bytes a step: b gains 8a plus a weighted sum of the bytes.
        for (; n >= 8; n -= 8, data += 8) {
            b += 8 * a + 8 * data[0] + 7 * data[1] + 6 * data[2] + 5 * data[3] + 4 * data[4] + 3 * data[5]
               + 2 * data[6] + data[7];
            a += quint32(data[0]) + data[1] + data[2] + data[3] + data[4] + data[5] + data[6] + data[7];
        }
        for (; n > 0; --n) {
            a += *data++;
            b += a;
        }
        a %= kBase;
        b %= kBase;
    }
    return a | (b << 16);
}

quint32 adler32Combine(quint32 adlerA, quint32 adlerB, qint64 lengthB)
{
    // As zlib's adler32_combine.
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
    // Slicing by four: four table lookups per four bytes.
    static const auto table = [] {
        std::array<std::array<quint32, 256>, 4> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[0][i] = c;
        }
        for (quint32 i = 0; i < 256; ++i)
            for (int s = 1; s < 4; ++s)
                t[size_t(s)][i] = (t[size_t(s) - 1][i] >> 8) ^ t[0][t[size_t(s) - 1][i] & 0xff];
        return t;
    }();
    crc = ~crc;
    while (size >= 4) {
        crc ^= quint32(data[0]) | (quint32(data[1]) << 8) | (quint32(data[2]) << 16) | (quint32(data[3]) << 24);
        crc = table[3][crc & 0xff] ^ table[2][(crc >> 8) & 0xff] ^ table[1][(crc >> 16) & 0xff] ^ table[0][crc >> 24];
        data += 4;
        size -= 4;
    }
    while (size-- > 0)
        crc = table[0][(crc ^ *data++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

} // namespace hardtack
