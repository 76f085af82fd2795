#include "newbattledialog.h"

#include "ui/common/names.h"

#include "render/mappainter.h"

#include "core/scenario.h"

#include <QComboBox>
#include <QDialogButtonBox>
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
        m_list->addItem(s ? QStringLiteral("%1\n%2").arg(s->title, QLocale().toString(s->date, QLocale::LongFormat))
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
    right->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    right->addWidget(buttons);
    l->addLayout(right);
    connect(m_list, &QListWidget::currentRowChanged, this, &NewBattleDialog::showScenario);
    if (!files.isEmpty())
        m_list->setCurrentRow(0);
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
    m_brief->setHtml(QStringLiteral("<h3>%1</h3><p><i>%2, %3 turns</i></p><p>%4</p>")
                         .arg(s->title.toHtmlEscaped(), QLocale().toString(s->date, QLocale::LongFormat))
                         .arg(s->turns)
                         .arg(s->description.toHtmlEscaped()));
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
    return s;
}

} // namespace hardtack::ui
