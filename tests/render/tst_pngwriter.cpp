// The banded PNG writer and its DEFLATE pieces (render/pngwriter.h,
// deflater.h): what is written reads back pixel for pixel, the deflate
// pieces inflate to the input, and the checksums are the standard ones.

#include "render/deflater.h"
#include "render/pngwriter.h"

#include "core/rng.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace hardtack;

namespace {

enum class Content { Flat, Noise, Stripes, MapLike };

QImage makeImage(QSize size, Content content, quint64 seed)
{
    QImage img(size, QImage::Format_RGB32);
    Rng rng(seed);
    for (int y = 0; y < size.height(); ++y)
        for (int x = 0; x < size.width(); ++x) {
            QRgb p = qRgb(200, 210, 150);
            switch (content) {
            case Content::Flat: break;
            case Content::Noise: p = qRgb(rng.uniformInt(0, 255), rng.uniformInt(0, 255), rng.uniformInt(0, 255)); break;
            case Content::Stripes: p = (x / 3 + y) % 7 ? qRgb(10, 20, 30) : qRgb(240, 230, 220); break;
            case Content::MapLike: p = ((x * 7 + y * 3) % 64 < 40) ? qRgb(120 + x % 5, 150, 90) : qRgb(205, 208, 158); break;
            }
            img.setPixel(x, y, p);
        }
    return img;
}

// A zlib stream around raw deflate data, as qUncompress wants it (with the
// expected length in front).
QByteArray zlibWrap(const QByteArray &deflated, const QByteArray &raw)
{
    QByteArray z;
    const quint32 n = quint32(raw.size());
    z.append(char(n >> 24)).append(char(n >> 16)).append(char(n >> 8)).append(char(n));
    z.append("\x78\x01", 2);
    z.append(deflated);
    const quint32 a = adler32Update(1, reinterpret_cast<const uchar *>(raw.constData()), raw.size());
    z.append(char(a >> 24)).append(char(a >> 16)).append(char(a >> 8)).append(char(a));
    return z;
}

} // namespace

class TestPngWriter : public QObject
{
    Q_OBJECT

private slots:
    void checksumsAreTheStandardOnes()
    {
        const QByteArray check("123456789");
        const auto *d = reinterpret_cast<const uchar *>(check.constData());
        QCOMPARE(crc32Update(0, d, check.size()), 0xCBF43926u);   // the CRC-32 check value
        const QByteArray wiki("Wikipedia");
        QCOMPARE(adler32Update(1, reinterpret_cast<const uchar *>(wiki.constData()), wiki.size()), 0x11E60398u);
        // Combining the checksums of two parts gives the checksum of the whole.
        QByteArray big(100000, '\0');
        Rng rng(7);
        for (char &c : big)
            c = char(rng.uniformInt(0, 255));
        const auto *b = reinterpret_cast<const uchar *>(big.constData());
        for (const int cut : {0, 1, 5552, 65521, 99999}) {
            const quint32 a = adler32Update(1, b, cut);
            const quint32 c = adler32Update(1, b + cut, big.size() - cut);
            QCOMPARE(adler32Combine(a, c, big.size() - cut), adler32Update(1, b, big.size()));
        }
    }

    void deflatePiecesInflateToTheInput_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("pieces");
        QTest::addColumn<int>("kind"); // 0 zeros, 1 noise, 2 repeats with a period
        QTest::newRow("empty") << 0 << 1 << 0;
        QTest::newRow("one byte") << 1 << 1 << 1;
        QTest::newRow("shorter than a match") << 3 << 1 << 2;
        QTest::newRow("a long run of zeros") << 100000 << 1 << 0;
        QTest::newRow("noise") << 70000 << 1 << 1;
        QTest::newRow("periodic, farther than the window") << 200000 << 1 << 2;
        QTest::newRow("periodic, in 5 pieces") << 200000 << 5 << 2;
        QTest::newRow("noise, in 3 pieces") << 50000 << 3 << 1;
    }

    void deflatePiecesInflateToTheInput()
    {
        QFETCH(int, size);
        QFETCH(int, pieces);
        QFETCH(int, kind);
        QByteArray raw(size, '\0');
        Rng rng(quint64(size) * 31 + quint64(kind));
        for (int i = 0; i < size; ++i)
            raw[i] = kind == 0 ? '\0' : kind == 1 ? char(rng.uniformInt(0, 255)) : char((i % 40000) * 7 % 251);
        QByteArray deflated;
        Deflater deflater;
        const int step = std::max(1, (size + pieces - 1) / pieces);
        for (int k = 0, at = 0; k < pieces; ++k, at += step) {
            const int n = std::clamp(size - at, 0, step);
            deflater.deflate(reinterpret_cast<const uchar *>(raw.constData()) + at, n, k == pieces - 1, deflated);
        }
        const QByteArray back = qUncompress(zlibWrap(deflated, raw));
        QCOMPARE(back.size(), raw.size());
        QVERIFY(back == raw);
        if (kind != 1 && size > 1000)
            QVERIFY(deflated.size() < raw.size() / 10); // and it did compress
    }

    // A piece cut anywhere joins the next: the first ends like a zlib sync
    // flush, and the two inflate to the whole.
    void piecesJoinWhereverTheyAreCut()
    {
        Rng rng(1861);
        for (int size = 1; size <= 400; size += 3) {
            QByteArray raw(size, '\0');
            for (int i = 0; i < size; ++i)
                raw[i] = char(i % 17 < 9 ? rng.uniformInt(0, 3) : rng.uniformInt(0, 255));
            const auto *b = reinterpret_cast<const uchar *>(raw.constData());
            Deflater deflater;
            QByteArray deflated;
            const int cut = size / 2;
            deflater.deflate(b, cut, false, deflated);
            QCOMPARE(deflated.right(4), QByteArray("\x00\x00\xff\xff", 4)); // ends like a zlib sync flush
            deflater.deflate(b + cut, size - cut, true, deflated);
            QCOMPARE(qUncompress(zlibWrap(deflated, raw)), raw);
        }
    }

    void bandsReadBackPixelForPixel_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("band");
        QTest::addColumn<int>("content");
        QTest::newRow("one pixel") << QSize(1, 1) << 1 << int(Content::Noise);
        QTest::newRow("one band") << QSize(37, 11) << 16 << int(Content::Stripes);
        QTest::newRow("bands and a short last band") << QSize(300, 700) << 256 << int(Content::MapLike);
        QTest::newRow("one row per band") << QSize(64, 9) << 1 << int(Content::Noise);
        QTest::newRow("flat") << QSize(500, 300) << 64 << int(Content::Flat);
    }

    void bandsReadBackPixelForPixel()
    {
        QFETCH(QSize, size);
        QFETCH(int, band);
        QFETCH(int, content);
        const QImage img = makeImage(size, Content(content), 99);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("out.png"));
        PngWriter png;
        QString error;
        QVERIFY2(png.open(file, size, &error), qPrintable(error));
        for (int y = 0; y < size.height(); y += band)
            QVERIFY2(png.writeBand(img.copy(0, y, size.width(), std::min(band, size.height() - y)), &error),
                     qPrintable(error));
        QVERIFY2(png.finish(&error), qPrintable(error));
        QImage back(file);
        QVERIFY(!back.isNull());
        QCOMPARE(back.size(), size);
        QCOMPARE(back.convertToFormat(QImage::Format_RGB32), img);
    }

    void refusesBandsThatDoNotFit()
    {
        QTemporaryDir dir;
        PngWriter png;
        QString error;
        QVERIFY(png.open(dir.filePath(QStringLiteral("x.png")), QSize(10, 10), &error));
        QVERIFY(!png.writeBand(QImage(11, 5, QImage::Format_RGB32), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(png.writeBand(makeImage(QSize(10, 5), Content::Flat, 1), &error));
        QVERIFY(!png.finish(&error)); // half the rows are missing
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    }

    void failsOnAnUnwritablePath()
    {
        PngWriter png;
        QString error;
        QVERIFY(!png.open(QStringLiteral("/nonexistent-dir/x/y.png"), QSize(4, 4), &error));
        QVERIFY(error.contains(QLatin1String("y.png")));
    }
};

QTEST_MAIN(TestPngWriter)
#include "tst_pngwriter.moc"
