#include "newbattledialog.h"

#include "briefingdialog.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "render/mappainter.h"

#include "core/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

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
        m_list->addItem(s ? QStringLiteral("%1\n%2").arg(wordName(s->localizedTitle(QLocale().name())),
                                                         QLocale().toString(s->date, QLocale::LongFormat))
                          : f);
    }
    l->addWidget(m_list);
    auto *right = new QVBoxLayout;
    m_thumb = new QLabel;
    m_thumb->setFixedSize(320, 200);
    m_thumb->setAlignment(Qt::AlignCenter);
    m_brief = new QTextBrowser;
    m_brief->setMinimumHeight(150); // the briefing keeps room beside the choices below it
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
    m_level->addItem(tr("Hard"));
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
    // Play by e-mail: the other side's orders come in turn files.
    m_pbem = new QGroupBox(tr("Play by e-mail"));
    m_pbem->setObjectName(QStringLiteral("pbemBox"));
    m_pbem->setCheckable(true);
    m_pbem->setChecked(false);
    auto *pbemForm = new QFormLayout(m_pbem);
    m_pbemSide = new QComboBox;
    for (int s = 0; s < 2; ++s)
        m_pbemSide->addItem(Names::side(Side(s)));
    pbemForm->addRow(tr("I play the"), m_pbemSide);
    for (int i = 0; i < 2; ++i) {
        m_password[i] = new QLineEdit;
        m_password[i]->setEchoMode(QLineEdit::Password);
        m_password[i]->setObjectName(i == 0 ? QStringLiteral("myPassword") : QStringLiteral("theirPassword"));
    }
    pbemForm->addRow(tr("My password"), m_password[0]);
    pbemForm->addRow(tr("My opponent's password"), m_password[1]);
    m_folder = new QLineEdit;
    auto *browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the turn files"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(QDir::toNativeSeparators(dir));
    });
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    pbemForm->addRow(tr("Turn files go to"), folderRow);
    auto *hint = new QLabel(tr("You set both passwords: tell your opponent theirs. Each of your turns is written to a "
                               "file for you to send; theirs come back as files, opened with File → Open turn…"));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); }"));
    pbemForm->addRow(hint);
    connect(m_pbem, &QGroupBox::toggled, this, &NewBattleDialog::pbemToggled);
    right->addWidget(m_pbem);
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
                         .arg(wordName(s->localizedTitle(lang)).toHtmlEscaped(),
                              tr("%1, %n turn(s)", nullptr, s->turns).arg(QLocale().toString(s->date, QLocale::LongFormat)),
                              BriefingDialog::html(wordName(s->localizedDescription(lang)))));
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

void NewBattleDialog::pbemToggled(bool on)
{
    // The sides are the e-mail game's: one here, one at the other end.
    for (QComboBox *c : m_side)
        c->setEnabled(!on);
    m_level->setEnabled(!on);
}

void NewBattleDialog::setPbem(bool on)
{
    m_pbem->setChecked(on);
}

void NewBattleDialog::setPbemFolder(const QString &dir)
{
    m_folder->setText(QDir::toNativeSeparators(dir));
}

std::optional<PbemChoice> NewBattleDialog::pbem() const
{
    if (!m_pbem->isChecked())
        return std::nullopt;
    PbemChoice c;
    c.side = Side(m_pbemSide->currentIndex());
    c.password[int(c.side)] = m_password[0]->text();
    c.password[int(otherSide(c.side))] = m_password[1]->text();
    c.folder = QDir::fromNativeSeparators(m_folder->text().trimmed());
    return c;
}

void NewBattleDialog::accept()
{
    if (m_pbem->isChecked()) {
        QString problem;
        if (m_password[0]->text().isEmpty() || m_password[1]->text().isEmpty())
            problem = tr("Give both passwords: yours, and the one your opponent will open their turns with.");
        else if (m_password[0]->text() == m_password[1]->text())
            problem = tr("The two passwords must differ: each opens only its own side's turns.");
        else if (m_folder->text().trimmed().isEmpty())
            problem = tr("Choose the folder the turn files go to.");
        if (!problem.isEmpty()) {
            QMessageBox::warning(this, tr("Play by e-mail"), problem);
            return;
        }
    }
    QDialog::accept();
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
    s.level = ComputerLevel(std::clamp(m_level->currentIndex(), 0, int(ComputerLevel::Hard)));
    s.seed = quint64(m_seed->value());
    ScenarioRules rules;
    rules.fogOfWar = m_fog->isChecked();
    rules.routLimiting = m_routLimiting->isChecked();
    s.rules = rules;
    return s;
}

} // namespace hardtack::ui
