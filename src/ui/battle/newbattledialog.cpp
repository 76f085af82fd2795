#include "newbattledialog.h"

#include "briefingdialog.h"

#include "ui/common/names.h"

#include "render/mappainter.h"

#include "core/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hardtack::ui {

NewBattleDialog::NewBattleDialog(const QStringList &files, QWidget *parent) : QDialog(parent), m_files(files)
{
    setWindowTitle(tr("New battle"));
    auto *l = new QHBoxLayout(this);
    m_list = new QListWidget;
    m_list->setMinimumWidth(260);
    for (const QString &f : files) {
        LoadError e;
        const auto s = loadScenario(f, &e);
        m_list->addItem(s ? QStringLiteral("%1\n%2").arg(s->localizedTitle(QLocale().name()),
                                                         QLocale().toString(s->date, QLocale::LongFormat))
                          : f);
    }
    l->addWidget(m_list);
    auto *right = new QVBoxLayout;
    m_thumb = new QLabel;
    m_thumb->setFixedSize(320, 200);
    m_thumb->setAlignment(Qt::AlignCenter);
    m_brief = new QTextBrowser;
    right->addWidget(m_thumb);
    right->addWidget(m_brief);
    auto *form = new QFormLayout;
    for (int s = 0; s < 2; ++s) {
        m_side[s] = new QComboBox;
        m_side[s]->addItem(tr("Human"));
        m_side[s]->addItem(tr("Computer"));
        form->addRow(Names::side(Side(s)), m_side[s]);
    }
    m_side[1]->setCurrentIndex(1);
    m_level = new QComboBox;
    m_level->addItem(tr("Easy"));
    m_level->addItem(tr("Normal"));
    m_level->setCurrentIndex(1);
    form->addRow(tr("Computer"), m_level);
    m_seed = new QSpinBox;
    m_seed->setRange(1, 999999);
    m_seed->setValue(int(QRandomGenerator::global()->bounded(1, 999999)));
    form->addRow(tr("Seed"), m_seed);
    // Optional rules (the scenario's "rules"), preset to the scenario's own.
    m_fog = new QCheckBox(tr("Fog of war: enemies out of sight are hidden"));
    m_routLimiting = new QCheckBox(tr("Rout limiting: the further a rout spreads, the steadier the units it reaches"));
    form->addRow(tr("Optional rules"), m_fog);
    form->addRow(QString(), m_routLimiting);
    right->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    right->addWidget(buttons);
    l->addLayout(right);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewBattleDialog::showScenario);
    // The tutorial first, for a new player.
    int first = 0;
    for (int i = 0; i < files.size(); ++i)
        if (QFileInfo(files.at(i)).fileName().contains(QLatin1String("tutorial"))) {
            first = i;
            break;
        }
    if (!files.isEmpty())
        m_list->setCurrentRow(first);
}

void NewBattleDialog::setScenarioFile(const QString &file)
{
    const int row = int(m_files.indexOf(file));
    if (row >= 0)
        m_list->setCurrentRow(row);
}

void NewBattleDialog::showScenario(int row)
{
    LoadError e;
    const auto s = loadScenario(m_files.value(row), &e);
    if (!s) {
        m_brief->setPlainText(e.text());
        m_thumb->clear();
        return;
    }
    const QString lang = QLocale().name();
    m_brief->setHtml(QStringLiteral("<h3>%1</h3><p><i>%2</i></p>%3")
                         .arg(s->localizedTitle(lang).toHtmlEscaped(),
                              tr("%1, %n turn(s)", nullptr, s->turns).arg(QLocale().toString(s->date, QLocale::LongFormat)),
                              BriefingDialog::html(s->localizedDescription(lang))));
    m_fog->setChecked(s->rules.fogOfWar);
    m_routLimiting->setChecked(s->rules.routLimiting);
    // A thumbnail of the map, drawn whole at a small scale.
    MapPainter painter(&s->map, 16.0, nullptr);
    const QRectF b = painter.geometry().bounds();
    const double k = std::min(320 / b.width(), 200 / b.height());
    QImage img(QSize(int(b.width() * k), int(b.height() * k)), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.scale(k, k);
    p.translate(-b.topLeft());
    painter.paint(&p, b);
    p.end();
    m_thumb->setPixmap(QPixmap::fromImage(img));
}

QString NewBattleDialog::scenarioFile() const
{
    return m_files.value(m_list->currentRow());
}

BattleSetup NewBattleDialog::setup() const
{
    BattleSetup s;
    for (int i = 0; i < 2; ++i)
        s.control[i] = m_side[i]->currentIndex() == 1 ? Controller::Computer : Controller::Human;
    s.level = m_level->currentIndex() == 0 ? ComputerLevel::Easy : ComputerLevel::Normal;
    s.seed = quint64(m_seed->value());
    ScenarioRules rules;
    rules.fogOfWar = m_fog->isChecked();
    rules.routLimiting = m_routLimiting->isChecked();
    s.rules = rules;
    return s;
}

} // namespace hardtack::ui
