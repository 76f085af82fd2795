#include "netgamedialog.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"

#include "core/scenario.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

QLineEdit *passwordEdit()
{
    auto *e = new QLineEdit;
    e->setEchoMode(QLineEdit::Password);
    e->setPlaceholderText(NetGameDialog::tr("the same on both sides"));
    return e;
}

QSpinBox *portBox()
{
    auto *s = new QSpinBox;
    s->setRange(1, 65535);
    s->setValue(NetGameDialog::kDefaultPort);
    return s;
}

QComboBox *playerBox()
{
    auto *c = new QComboBox;
    c->addItem(NetGameDialog::tr("You, at this window"));
    c->addItem(NetGameDialog::tr("The computer, for you"));
    return c;
}

// This machine's addresses an opponent may join (not the loopback).
QString ownAddresses()
{
    QStringList out;
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (!a.isLoopback() && a.protocol() == QAbstractSocket::IPv4Protocol)
            out << a.toString();
    return out.isEmpty() ? NetGameDialog::tr("none found (only this machine)") : out.join(QStringLiteral(", "));
}

} // namespace

NetGameDialog::NetGameDialog(const QStringList &files, QWidget *parent) : QDialog(parent), m_files(files)
{
    setWindowTitle(tr("Network game"));
    auto *layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget;

    auto *hostPage = new QWidget;
    auto *hostForm = new QFormLayout(hostPage);
    m_scenario = new QComboBox;
    for (const QString &f : files) {
        LoadError e;
        const auto s = loadScenario(f, &e);
        m_scenario->addItem(s ? QStringLiteral("%1 (%2)").arg(wordName(s->localizedTitle(QLocale().name())),
                                                              QLocale().toString(s->date, QLocale::ShortFormat))
                              : f);
    }
    hostForm->addRow(tr("Battle"), m_scenario);
    m_side = new QComboBox;
    m_side->addItem(Names::side(Side::Union));
    m_side->addItem(Names::side(Side::Confederate));
    hostForm->addRow(tr("You command"), m_side);
    m_player = playerBox();
    m_player->setObjectName(QStringLiteral("hostPlayer"));
    hostForm->addRow(tr("Orders given by"), m_player);
    m_hostPort = portBox();
    hostForm->addRow(tr("Port"), m_hostPort);
    m_hostPassword = passwordEdit();
    m_hostPassword->setObjectName(QStringLiteral("hostPassword"));
    hostForm->addRow(tr("Game password"), m_hostPassword);
    auto *addresses = new QLabel(tr("Your opponent joins one of this machine's addresses: %1").arg(ownAddresses()));
    addresses->setWordWrap(true);
    addresses->setTextInteractionFlags(Qt::TextSelectableByMouse);
    hostForm->addRow(addresses);
    m_tabs->addTab(hostPage, tr("Host a game"));

    auto *joinPage = new QWidget;
    auto *joinForm = new QFormLayout(joinPage);
    m_address = new QLineEdit(QStringLiteral("127.0.0.1"));
    joinForm->addRow(tr("Host's address"), m_address);
    m_joinPort = portBox();
    joinForm->addRow(tr("Port"), m_joinPort);
    m_joinPassword = passwordEdit();
    m_joinPassword->setObjectName(QStringLiteral("joinPassword"));
    joinForm->addRow(tr("Game password"), m_joinPassword);
    m_joinPlayer = playerBox();
    m_joinPlayer->setObjectName(QStringLiteral("joinPlayer"));
    joinForm->addRow(tr("Orders given by"), m_joinPlayer);
    auto *joinNote = new QLabel(tr("You command the side the host leaves; the battle and its rules are the host's."));
    joinNote->setWordWrap(true);
    joinForm->addRow(joinNote);
    m_tabs->addTab(joinPage, tr("Join a game"));
    layout->addWidget(m_tabs);

    auto *secure = new QLabel(tr("The connection is encrypted with a key made from the game password: without it no "
                                 "one can join or read the game. Choose a password that is hard to guess."));
    secure->setWordWrap(true);
    secure->setStyleSheet(QStringLiteral("color: palette(mid);"));
    layout->addWidget(secure);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (QLineEdit *e : {m_hostPassword, m_joinPassword, m_address})
        connect(e, &QLineEdit::textChanged, this, &NetGameDialog::updateOk);
    connect(m_tabs, &QTabWidget::currentChanged, this, &NetGameDialog::updateOk);
    updateOk();
}

void NetGameDialog::updateOk()
{
    const bool host = hosting();
    m_ok->setText(host ? tr("Host") : tr("Join"));
    m_ok->setEnabled(host ? !m_hostPassword->text().isEmpty() && m_scenario->count() > 0
                          : !m_joinPassword->text().isEmpty() && !m_address->text().trimmed().isEmpty());
}

bool NetGameDialog::hosting() const { return m_tabs->currentIndex() == 0; }
void NetGameDialog::setHosting(bool on) { m_tabs->setCurrentIndex(on ? 0 : 1); }
QString NetGameDialog::scenarioFile() const { return m_files.value(m_scenario->currentIndex()); }

void NetGameDialog::setScenarioFile(const QString &file)
{
    const QString wanted = QFileInfo(file).canonicalFilePath();
    for (int i = 0; i < m_files.size(); ++i)
        if (!wanted.isEmpty() && QFileInfo(m_files.at(i)).canonicalFilePath() == wanted)
            m_scenario->setCurrentIndex(i);
}
Side NetGameDialog::side() const { return Side(m_side->currentIndex()); }
Controller NetGameDialog::controller() const
{
    const QComboBox *who = hosting() ? m_player : m_joinPlayer;
    return who->currentIndex() == 1 ? Controller::Computer : Controller::Human;
}
quint16 NetGameDialog::port() const { return quint16(hosting() ? m_hostPort->value() : m_joinPort->value()); }
QString NetGameDialog::address() const { return m_address->text().trimmed(); }
QString NetGameDialog::password() const { return hosting() ? m_hostPassword->text() : m_joinPassword->text(); }

} // namespace hardtack::ui
