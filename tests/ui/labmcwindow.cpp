// labmc-window DEMO.json [--trials N] [--difference] [--screenshot OUT.png] [--csv OUT.csv]
// The Cascade Lab's Monte Carlo page alone, to look at it; with --screenshot
// (or --csv) it runs the trials, writes the picture (the exported PNG) and
// quits. The game's Lab embeds the same MonteCarloPanel.

#include "core/scenario.h"
#include "ui/lab/montecarlopanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

using namespace hardtack;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("demo"), QStringLiteral("a scenario with a \"lab\" member"));
    const QCommandLineOption trials(QStringLiteral("trials"), QStringLiteral("cascades"), QStringLiteral("N"));
    const QCommandLineOption diff(QStringLiteral("difference"), QStringLiteral("second map: the difference"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("PNG to write"), QStringLiteral("FILE"));
    const QCommandLineOption csv(QStringLiteral("csv"), QStringLiteral("CSV to write"), QStringLiteral("FILE"));
    parser.addOptions({trials, diff, shot, csv});
    parser.addHelpOption();
    parser.process(app);
    if (parser.positionalArguments().size() != 1) {
        std::fprintf(stderr, "labmc-window: give one demo file\n");
        return 1;
    }
    LoadError err;
    const auto s = loadScenario(parser.positionalArguments().first(), &err);
    if (!s || !s->lab) {
        std::fprintf(stderr, "labmc-window: %s\n",
                     qPrintable(s ? QStringLiteral("the file has no \"lab\" member") : err.text()));
        return 1;
    }
    ui::MonteCarloPanel panel;
    panel.setDemo(*s);
    if (parser.isSet(trials))
        panel.setTrials(parser.value(trials).toLongLong());
    panel.setShowDifference(parser.isSet(diff));
    panel.resize(1400, 900);
    panel.show();
    if (parser.isSet(shot) || parser.isSet(csv)) {
        QObject::connect(&panel, &ui::MonteCarloPanel::finished, &app, [&](bool) {
            QString error;
            bool ok = true;
            if (parser.isSet(shot))
                ok = panel.exportPng(parser.value(shot), &error) && ok;
            if (parser.isSet(csv))
                ok = panel.exportCsv(parser.value(csv), &error) && ok;
            if (!ok)
                std::fprintf(stderr, "labmc-window: %s\n", qPrintable(error));
            app.exit(ok ? 0 : 1);
        });
        QTimer::singleShot(0, &panel, &ui::MonteCarloPanel::run);
    }
    return app.exec();
}
