#pragma once
// The Network game dialog (issue 23 item 3): host a battle (the scenario,
// the side the window plays, who plays it, the port, the game password) or
// join one (the host's address and port, the password). The joiner plays
// the side the host leaves; both need the same password, from which the
// connection's key is made (FORMATS.md "Network protocol").

#include "battlemode.h"

#include <QDialog>

class QComboBox;
class QPushButton;
class QLineEdit;
class QSpinBox;
class QTabWidget;

namespace hardtack::ui {

class NetGameDialog : public QDialog
{
    Q_OBJECT

public:
    static constexpr quint16 kDefaultPort = 47623;

    NetGameDialog(const QStringList &scenarioFiles, QWidget *parent = nullptr);

    bool hosting() const;
    void setHosting(bool on);
    QString scenarioFile() const;
    // Chooses `file` in the battle list when it is one of them (the battle on the map).
    void setScenarioFile(const QString &file);
    Side side() const;
    // Who plays the window's side: a human or the computer.
    Controller controller() const;
    quint16 port() const;
    QString address() const;
    QString password() const;

private:
    void updateOk();

    QStringList m_files;
    QTabWidget *m_tabs;
    QComboBox *m_scenario;
    QComboBox *m_side;
    QComboBox *m_player;
    QComboBox *m_joinPlayer;
    QSpinBox *m_hostPort;
    QLineEdit *m_hostPassword;
    QLineEdit *m_address;
    QSpinBox *m_joinPort;
    QLineEdit *m_joinPassword;
    QPushButton *m_ok = nullptr;
};

} // namespace hardtack::ui
