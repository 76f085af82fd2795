// The Monte Carlo page of the Cascade Lab (issue #11).

#include "montecarlopanel.h"

#include "heatmapitem.h"
#include "histogramwidget.h"

#include "narrator/wordname.h"
#include "ui/battle/battlescene.h"
#include "ui/common/mapview.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace hardtack::ui {

namespace {

// The key under a map (HeatMapItem::paintLegend in a widget).
class LegendWidget : public QWidget
{
public:
    explicit LegendWidget(QWidget *parent) : QWidget(parent) { setFixedHeight(132); }
    void set(HeatMapItem::Mode mode, const QString &title, const QString &note)
    {
        m_mode = mode;
        m_title = title;
        m_note = note;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        HeatMapItem::paintLegend(&p, QRectF(rect()).adjusted(1, 1, -1, -1), m_mode, m_title, m_note);
    }

private:
    HeatMapItem::Mode m_mode = HeatMapItem::Mode::Chance;
    QString m_title;
    QString m_note;
};

} // namespace

struct MonteCarloPanel::Column
{
    LabSetup setup;
    bool loaded = false;
    QLabel *caption = nullptr;
    BattleScene *scene = nullptr;
    MapView *view = nullptr;
    HeatMapItem *heat = nullptr;
    LegendWidget *legend = nullptr;
    MonteCarloRunner *runner = nullptr;
    bool done = false;
};

MonteCarloPanel::MonteCarloPanel(QWidget *parent)
    : QWidget(parent)
    , m_columns{new Column, new Column}
{
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Cascades to simulate:"), this));
    m_trials = new QSpinBox(this);
    m_trials->setRange(1, 1000000);
    m_trials->setSingleStep(1000);
    m_trials->setValue(10000);
    m_trials->setGroupSeparatorShown(true);
    top->addWidget(m_trials);
    m_run = new QPushButton(tr("Run"), this);
    m_run->setToolTip(tr("Force the unit to rout again and again, each time with new dice, and count what happens"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_progress = new QProgressBar(this);
    m_progress->setFormat(tr("%v of %m cascades"));
    m_status = new QLabel(this);
    m_savePng = new QPushButton(tr("Save picture…"), this);
    m_saveCsv = new QPushButton(tr("Save table (CSV)…"), this);
    top->addWidget(m_run);
    top->addWidget(m_cancel);
    top->addWidget(m_progress, 1);
    top->addWidget(m_status);
    top->addWidget(m_savePng);
    top->addWidget(m_saveCsv);

    auto *split = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(split);
    m_right = new QWidget(split);
    buildColumn(*m_columns[0], left);
    buildColumn(*m_columns[1], m_right);
    m_difference = new QCheckBox(tr("Show the difference from the first setup"), m_right);
    static_cast<QVBoxLayout *>(m_right->layout())->insertWidget(1, m_difference);
    split->addWidget(left);
    split->addWidget(m_right);

    m_histogram = new HistogramWidget(this);
    m_histogram->setMinimumHeight(200);

    auto *outer = new QVBoxLayout(this);
    outer->addLayout(top);
    outer->addWidget(split, 3);
    outer->addWidget(m_histogram, 1);

    connect(m_run, &QPushButton::clicked, this, &MonteCarloPanel::run);
    connect(m_cancel, &QPushButton::clicked, this, &MonteCarloPanel::cancel);
    connect(m_difference, &QCheckBox::toggled, this, &MonteCarloPanel::refresh);
    connect(m_savePng, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getSaveFileName(this, tr("Save picture"), QString(), tr("PNG images (*.png)"));
        QString error;
        if (!f.isEmpty() && !exportPng(f, &error))
            m_status->setText(error);
    });
    connect(m_saveCsv, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getSaveFileName(this, tr("Save table"), QString(), tr("CSV tables (*.csv)"));
        QString error;
        if (!f.isEmpty() && !exportCsv(f, &error))
            m_status->setText(error);
    });
    for (Column *c : m_columns) {
        connect(c->runner, &MonteCarloRunner::progressed, this, &MonteCarloPanel::updateProgress);
        connect(c->runner, &MonteCarloRunner::finished, this, &MonteCarloPanel::onRunnerFinished);
    }
    refresh();
}

MonteCarloPanel::~MonteCarloPanel()
{
    for (Column *c : m_columns) {
        delete c->runner; // waits for its worker
        delete c;
    }
}

void MonteCarloPanel::buildColumn(Column &c, QWidget *parent)
{
    auto *layout = new QVBoxLayout(parent);
    layout->setContentsMargins(0, 0, 0, 0);
    c.caption = new QLabel(parent);
    c.caption->setWordWrap(true);
    c.scene = new BattleScene(parent);
    c.view = new MapView(parent);
    c.view->setScene(c.scene);
    c.view->setMinimumSize(240, 200);
    c.legend = new LegendWidget(parent);
    c.runner = new MonteCarloRunner; // deleted first in the destructor
    layout->addWidget(c.caption);
    layout->addWidget(c.view, 1);
    layout->addWidget(c.legend);
}

void MonteCarloPanel::loadColumn(Column &c, const LabSetup &setup)
{
    c.runner->stop();
    c.setup = setup;
    c.loaded = true;
    c.done = false;
    c.scene->setScenario(&c.setup.scenario);
    c.heat = new HeatMapItem(&c.scene->geometry()); // the scene deleted the old one
    c.scene->addItem(c.heat);
}

void MonteCarloPanel::setDemo(const Scenario &s)
{
    if (!s.lab)
        return;
    setSetups(labSetup(s), s.lab->compare ? std::optional<LabSetup>(labSetup(s, true)) : std::nullopt);
    setTrials(s.lab->trials);
}

void MonteCarloPanel::setSetups(const LabSetup &first, const std::optional<LabSetup> &second)
{
    for (Column *c : m_columns)
        c->runner->stop();
    m_running = 0;
    m_second = second;
    loadColumn(*m_columns[0], first);
    if (second)
        loadColumn(*m_columns[1], *second);
    m_columns[1]->loaded = bool(second);
    m_right->setVisible(bool(second));
    m_histogram->setSeries({});
    m_status->clear();
    m_progress->reset();
    refresh();
    QTimer::singleShot(0, this, &MonteCarloPanel::fitViews);
}

void MonteCarloPanel::fitViews()
{
    const QRectF r = frame();
    for (Column *c : m_columns)
        if (c->loaded && !r.isEmpty())
            c->view->fitInView(r, Qt::KeepAspectRatio);
}

void MonteCarloPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitViews();
}

void MonteCarloPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitViews();
}

void MonteCarloPanel::setTrials(qint64 trials)
{
    m_trials->setValue(int(std::clamp<qint64>(trials, 1, m_trials->maximum())));
}

qint64 MonteCarloPanel::trials() const
{
    return m_trials->value();
}

void MonteCarloPanel::setShowDifference(bool on)
{
    m_difference->setChecked(on);
}

bool MonteCarloPanel::isRunning() const
{
    return m_running > 0;
}

const CascadeTrials &MonteCarloPanel::result(int setup) const
{
    return m_columns[setup]->runner->result();
}

const LabSetup &MonteCarloPanel::setup(int setup) const
{
    return m_columns[setup]->setup;
}

QHash<int, double> MonteCarloPanel::shares(int setup) const
{
    const Column &c = *m_columns[setup];
    if (!c.done)
        return {};
    return unitShares(c.runner->result(), heatMeasureFor(c.setup.situation), c.setup.trigger);
}

void MonteCarloPanel::run()
{
    if (!m_columns[0]->loaded)
        return;
    m_cancelled = false;
    m_running = 0;
    for (Column *c : m_columns)
        if (c->loaded) {
            c->done = false;
            c->runner->start(c->setup, trials());
            ++m_running;
        }
    m_progress->setRange(0, int(trials() * m_running));
    m_progress->setValue(0);
    m_status->setText(tr("Rolling the dice…"));
    refresh();
}

void MonteCarloPanel::cancel()
{
    m_cancelled = true;
    for (Column *c : m_columns)
        c->runner->cancel();
}

void MonteCarloPanel::updateProgress()
{
    qint64 done = 0;
    for (Column *c : m_columns)
        if (c->loaded)
            done += c->runner->done();
    m_progress->setValue(int(std::min<qint64>(done, m_progress->maximum())));
}

void MonteCarloPanel::onRunnerFinished()
{
    auto *runner = qobject_cast<MonteCarloRunner *>(sender());
    for (Column *c : m_columns)
        if (c->runner == runner)
            c->done = true;
    // The last progress report can come before a runner's last trials: count
    // what is done now, so the bar ends where the runs ended.
    updateProgress();
    if (--m_running > 0)
        return;
    m_running = 0;
    const bool complete = !m_cancelled;
    double seconds = 0;
    for (Column *c : m_columns)
        if (c->loaded)
            seconds = std::max(seconds, c->runner->seconds());
    m_status->setText(complete ? tr("Done in %1 s").arg(QLocale().toString(seconds, 'f', 2))
                               : tr("Cancelled: the maps show the cascades rolled so far"));
    refresh();
    updateProgress();
    fitViews();
    emit finished(complete);
}

QString MonteCarloPanel::legendTitle(int column) const
{
    const Column &c = *m_columns[column];
    const bool routs = heatMeasureFor(c.setup.situation) == HeatMeasure::Routed;
    if (column == 1 && m_difference->isChecked())
        return routs ? tr("Change in the chance to rout: this setup minus the first")
                     : tr("Change in the chance to be disrupted: this setup minus the first");
    return routs
               ? tr("Chance that the unit routs when the ringed unit is forced to rout")
               : tr("Chance that the unit is disrupted when the ringed unit is forced to rout");
}

QString MonteCarloPanel::legendNote(int column) const
{
    // RULES §9 [reading]: unlimbered artillery is disrupted instead of routed.
    const Column &c = *m_columns[column];
    if (heatMeasureFor(c.setup.situation) != HeatMeasure::Routed)
        return {};
    for (auto it = c.runner->result().units.cbegin(); it != c.runner->result().units.cend(); ++it) {
        const Unit &u = c.setup.scenario.units.at(it.key());
        if (u.type == UnitType::Artillery && u.formation == UnitFormation::Unlimbered)
            return tr("Guns unlimbered in battery never rout: a failure only disrupts them.");
    }
    return {};
}

QString MonteCarloPanel::captionOf(const Column &c) const
{
    const MoraleSituation &sit = c.setup.situation;
    const QString name = c.setup.name.isEmpty() ? tr("Setup") : c.setup.name;
    const QString phase = sit.phase == Phase::DefensiveFire ? tr("defensive fire phase (a failure disrupts)")
                                                            : tr("a failure routs");
    QStringList options{sit.night ? tr("night (−2 on every check)") : tr("day"), phase};
    if (sit.routLimiting)
        options << tr("Rout Limiting on");
    QString text = QStringLiteral("<b>%1</b> — %2").arg(name.toHtmlEscaped(), options.join(QStringLiteral(", ")));
    if (c.done && c.runner->result().trials > 0)
        text += QStringLiteral("<br>")
                + tr("On average %1 units broke besides the one forced to rout.")
                      .arg(QLocale().toString(c.runner->result().meanSize, 'f', 2));
    return text;
}

void MonteCarloPanel::refresh()
{
    m_run->setEnabled(m_running == 0 && m_columns[0]->loaded);
    m_cancel->setEnabled(m_running > 0);
    m_trials->setEnabled(m_running == 0);
    const bool any = m_columns[0]->done;
    m_savePng->setEnabled(any && m_running == 0);
    m_saveCsv->setEnabled(any && m_running == 0);

    QVector<HistogramWidget::Series> series;
    for (int i = 0; i < 2; ++i) {
        Column &c = *m_columns[i];
        if (!c.loaded)
            continue;
        c.caption->setText(captionOf(c));
        const bool diff = i == 1 && m_difference->isChecked();
        c.legend->set(diff ? HeatMapItem::Mode::Difference : HeatMapItem::Mode::Chance, legendTitle(i), legendNote(i));
        const std::optional<Hex> forced = c.setup.trigger >= 0
                                              ? std::optional<Hex>(c.setup.scenario.units.at(c.setup.trigger).hex)
                                              : std::nullopt;
        if (!c.done) {
            c.heat->setValues({}, HeatMapItem::Mode::Chance, forced);
            continue;
        }
        const QHash<int, double> mine = shares(i);
        if (diff && m_columns[0]->done)
            c.heat->setValues(hexValues(c.setup.scenario, difference(shares(0), mine)), HeatMapItem::Mode::Difference,
                              forced);
        else
            c.heat->setValues(hexValues(c.setup.scenario, mine), HeatMapItem::Mode::Chance, forced);
        const CascadeTrials &r = c.runner->result();
        series.append({c.setup.name, r.histogram, r.trials, r.meanSize});
    }
    m_histogram->setSeries(series);
}

QRectF MonteCarloPanel::frame() const
{
    QRectF r;
    for (const Column *c : m_columns)
        if (c->loaded && c->heat)
            r |= c->heat->area(c->done ? 3 : 7);
    return r;
}

QImage MonteCarloPanel::renderImage(int width) const
{
    const int columns = setupCount();
    const int margin = 12, gap = 16, captionH = 44, legendH = 132, histH = 300;
    const int mapW = (width - 2 * margin - (columns - 1) * gap) / columns;
    const QRectF source = frame();
    const int mapH = source.isEmpty() ? mapW : int(mapW * source.height() / source.width());
    const int height = margin + captionH + mapH + 8 + legendH + gap + histH + margin;
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    for (int i = 0; i < columns; ++i) {
        const Column &c = *m_columns[i];
        const int x = margin + i * (mapW + gap);
        QLabel caption;
        caption.setTextFormat(Qt::RichText);
        caption.setWordWrap(true);
        caption.setText(captionOf(c));
        caption.setFixedSize(mapW, captionH);
        caption.setAutoFillBackground(false);
        caption.render(&p, QPoint(x, margin), QRegion(), QWidget::DrawChildren);
        const QRectF target(x, margin + captionH, mapW, mapH);
        c.scene->render(&p, target, source, Qt::KeepAspectRatio);
        p.setPen(QColor(120, 120, 120));
        p.setBrush(Qt::NoBrush);
        p.drawRect(target);
        const bool diff = i == 1 && m_difference->isChecked();
        HeatMapItem::paintLegend(&p, QRectF(x, target.bottom() + 8, mapW, legendH),
                                 diff ? HeatMapItem::Mode::Difference : HeatMapItem::Mode::Chance, legendTitle(i),
                                 legendNote(i));
    }
    m_histogram->render(&p, QRectF(margin, height - margin - histH, width - 2 * margin, histH));
    return image;
}

bool MonteCarloPanel::exportPng(const QString &fileName, QString *error) const
{
    QSaveFile f(fileName);
    if (!f.open(QIODevice::WriteOnly) || !renderImage().save(&f, "PNG") || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(fileName, f.errorString());
        return false;
    }
    return true;
}

QString MonteCarloPanel::csv() const
{
    const auto quote = [](QString s) {
        return s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"'))
                   ? QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"')
                   : s;
    };
    // Column names are a fixed data format, not translated.
    QString out = QStringLiteral("setup,unit,name,col,row,morale,trials,checked,failed,routed,disrupted,stragglers,"
                                 "p_checked,p_failed,p_routed\n");
    for (int i = 0; i < setupCount(); ++i) {
        const Column &c = *m_columns[i];
        if (!c.done)
            continue;
        const CascadeTrials &r = c.runner->result();
        const double n = std::max<qint64>(r.trials, 1);
        QVector<int> order = r.units.keys().toVector();
        const Scenario &s = c.setup.scenario;
        std::sort(order.begin(), order.end(),
                  [&](int a, int b) { return QString::compare(s.units.at(a).id, s.units.at(b).id) < 0; });
        const QString setupName = c.setup.name.isEmpty() ? QString(QChar('A' + i)) : c.setup.name;
        for (int u : order) {
            const CascadeUnitCounts &k = r.units.value(u);
            const Unit &unit = s.units.at(u);
            const Offset o = unit.hex.toOffset();
            out += QStringList{quote(setupName), quote(unit.id), quote(wordName(unit.name)), QString::number(o.col),
                               QString::number(o.row), QString::number(k.morale), QString::number(r.trials),
                               QString::number(k.checked), QString::number(k.failed), QString::number(k.routed),
                               QString::number(k.disrupted), QString::number(k.stragglers),
                               QString::number(k.checked / n, 'f', 6), QString::number(k.failed / n, 'f', 6),
                               QString::number(k.routed / n, 'f', 6)}
                       .join(QLatin1Char(','))
                   + QLatin1Char('\n');
        }
    }
    return out;
}

bool MonteCarloPanel::exportCsv(const QString &fileName, QString *error) const
{
    QSaveFile f(fileName);
    if (!f.open(QIODevice::WriteOnly) || f.write(csv().toUtf8()) < 0 || !f.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(fileName, f.errorString());
        return false;
    }
    return true;
}

} // namespace hardtack::ui
