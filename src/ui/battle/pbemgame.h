#pragma once
// Play by e-mail in the window (issue 23 item 2; docs/GAME.md "Play by
// e-mail"). One side is played at this window, the other is the battle
// mode's Remote side, whose orders arrive in turn files (src/net/turnfile.h).
// When the window's stretch ends, Send turn writes the turn file into the
// game's folder; Open turn reads the opponent's, checks it alone and against
// the last turn file this installation sent or opened for the game, asks the
// reader's password and hands its orders to the mode, which shows the
// catch-up. Per game this installation keeps a record (its side, its folder,
// the passwords' checks, how many times each stretch was begun) and the last
// turn files received and sent, in a folder of its own.

#include "battlemode.h"

#include "net/turnfile.h"

#include <QMap>
#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace hardtack::ui {

// What the New battle dialog's "Play by e-mail" gives.
struct PbemChoice
{
    Side side = Side::Union;  // the side played at this window
    QString password[2];      // by Side: the creator sets both and tells the opponent theirs
    QString folder;           // where turn files are written
};

class PbemGame : public QObject
{
    Q_OBJECT

public:
    // A turn file read and checked (alone and against this installation's
    // last file of its game), before its reader's password.
    struct Incoming
    {
        TurnFile file;
        QByteArray bytes;
        QString fileName;
        QString key;           // the game's (gameKey)
        Side reader = Side::Union;
        bool known = false;    // this installation has played this game
        bool own = false;      // a file this installation's side sent (it resumes the game there)
        bool needsPassword() const { return !file.over && file.acting == reader && !own; }
    };

    // A child of the mode (its save hook calls back here while both live);
    // dialogs open over `window`.
    PbemGame(BattleMode *mode, QWidget *window);

    // Where this installation keeps its games (default: "pbem-games" in the
    // application data folder); a test gives each installation its own.
    void setStateFolder(const QString &dir) { m_stateFolder = dir; }
    // Where turn files go for a game first met in a turn file (default:
    // Settings::pbemFolder()).
    void setDefaultFolder(const QString &dir) { m_defaultFolder = dir; }
    // "mailto:" and "Open the folder" from the Send turn message (off in tests).
    void setDesktopLinks(bool on) { m_desktop = on; }

    QAction *sendAction() const { return m_send; }
    QAction *openAction() const { return m_open; }

    bool active() const { return m_record.has_value(); }
    Side side() const;
    QString folder() const;
    // The game's identity: SHA-256 of its start and seed (hex).
    static QString gameKey(const Scenario &start, quint64 seed);

    // A new game on a scenario: `setup`'s seed, rules and level, the chosen
    // side played here (by a human unless the setup gives it to the
    // computer), the other Remote.
    bool newGame(const QString &scenarioFile, const BattleSetup &setup, const PbemChoice &choice, QString *error);

    // Is there a stretch of this side's to send (its orders since the last
    // file received, the other side to act or the battle over)?
    bool canSend() const;
    // Writes its turn file into the game's folder; its path, or empty with *error.
    QString send(QString *error);
    // The file's name there: <battle>-turn<NN>-<phase>-<side>.hardtack-turn.json,
    // the turn and phase the stretch began in and its sender (FORMATS.md).
    static QString turnFileName(const TurnFile &t, const QString &battle);

    std::optional<Incoming> read(const QString &fileName, QString *error) const;
    bool passwordMatches(const Incoming &in, const QString &password) const;
    // Opens it: the reader's password checked, the game in the window the
    // file's prefix (else the file starts it anew), the new orders carried
    // out as the Remote side's, the catch-up shown.
    bool accept(const Incoming &in, const QString &password, QString *error);

    // How many times this installation began the stretch starting at order
    // `from` of the active game (0: never).
    int begun(int from) const;
    // The first order of the stretch this side plays or played last.
    int stretchStart() const;

public slots:
    // The dialogs: the message saying where the file is (with the mail
    // program and the folder), and the file dialog, password and report.
    void sendWithDialog();
    void openWithDialog(const QString &fileName = QString());

signals:
    void changed();
    // For the status bar.
    void message(const QString &text);

private:
    struct Record
    {
        QString key;
        Side side = Side::Union;
        QString folder;
        QString battle;                 // the file names' first part
        PasswordCheck passwords[2];
        QMap<int, int> begun;           // by the stretch's first order
        QByteArray received, sent;      // the last turn files received and sent (their bytes)
        std::optional<TurnFile> receivedFile, sentFile; // the same, read
    };
    QString recordFile(const QString &key, const char *suffix) const;
    std::optional<Record> loadRecord(const QString &key) const;
    bool storeRecord(const Record &r, QString *error) const;
    // Counts a beginning of this side's stretch when it is to act now.
    void beginIfLocal();
    BattleSetup setupForSave(const Battle &battle, const BattleSetup &asked);
    BattleSetup pbemSetup(const BattleSetup &base, Side local) const;
    void battleChanged();
    void updateActions();
    QString stateFolder() const;

    BattleMode *m_mode;
    QWidget *m_window;
    std::optional<Record> m_record;
    QString m_stateFolder;
    QString m_defaultFolder;
    bool m_desktop = true;
    bool m_starting = false;       // this class starts the battle: battleChanged() leaves the record
    bool m_resumed = false;        // a save of the game was opened: count the stretch begun
    QAction *m_send;
    QAction *m_open;
    QAction *m_sendNow;            // the phase bar's buttons while waiting
    QAction *m_openNext;
};

} // namespace hardtack::ui
