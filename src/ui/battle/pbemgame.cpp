#include "pbemgame.h"

#include "battledocument.h"

#include "narrator/wordname.h"
#include "ui/common/names.h"
#include "ui/common/settings.h"

#include "core/battle.h"
#include "core/rules/replay.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <tuple>

namespace hardtack::ui {

namespace {

QString key(const char *s) { return QString::fromLatin1(s); }

// "Henry House Hill" → "henry-house-hill": the first part of the files' names.
QString slug(const QString &title)
{
    QString s;
    for (const QChar c : title.normalized(QString::NormalizationForm_KD).toLower()) {
        if (c.isMark())
            continue;
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c.isDigit())
            s += c;
        else if (!s.isEmpty() && !s.endsWith(QLatin1Char('-')))
            s += QLatin1Char('-');
    }
    s = s.left(40);
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    return s.isEmpty() ? key("battle") : s;
}

bool writeBytes(const QString &fileName, const QByteArray &bytes, QString *error)
{
    QSaveFile f(fileName);
    if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit())
        return true;
    *error = QCoreApplication::translate("hardtack::ui::PbemGame", "%1: cannot write: %2").arg(fileName, f.errorString());
    return false;
}

QJsonObject passwordsToJson(const PasswordCheck p[2])
{
    QJsonObject o;
    for (int s = 0; s < 2; ++s)
        o.insert(sideNames().at(s), QJsonObject{{key("salt"), QString::fromLatin1(p[s].salt.toHex())},
                                                {key("digest"), QString::fromLatin1(p[s].digest.toHex())}});
    return o;
}

bool hasRemote(const BattleSetup &s)
{
    return s.control[0] == Controller::Remote || s.control[1] == Controller::Remote;
}

// The turn and phase a file's stretch began in.
std::pair<int, Phase> stretchMoment(const TurnFile &t)
{
    if (t.from < t.orders.size())
        return {t.orders.at(t.from).turn, t.orders.at(t.from).phase};
    return {t.turn, t.phase};
}

} // namespace

PbemGame::PbemGame(BattleMode *mode, QWidget *window) : QObject(mode), m_mode(mode), m_window(window)
{
    m_send = new QAction(tr("Sen&d turn…"), this);
    m_send->setToolTip(tr("Write your turn to a file for your opponent (play by e-mail)"));
    m_open = new QAction(tr("Open &turn…"), this);
    m_open->setToolTip(tr("Open your opponent's turn file, check it and play on (play by e-mail)"));
    m_sendNow = new QAction(tr("Send turn…"), this);
    m_sendNow->setObjectName(QStringLiteral("pbemSendNow"));
    m_openNext = new QAction(tr("Open turn…"), this);
    m_openNext->setObjectName(QStringLiteral("pbemOpenNext"));
    connect(m_send, &QAction::triggered, this, &PbemGame::sendWithDialog);
    connect(m_sendNow, &QAction::triggered, this, &PbemGame::sendWithDialog);
    connect(m_open, &QAction::triggered, this, [this] { openWithDialog(); });
    connect(m_openNext, &QAction::triggered, this, [this] { openWithDialog(); });
    m_mode->addWaitingAction(m_sendNow);
    m_mode->addWaitingAction(m_openNext);
    m_mode->setSaveSetupHook([this](const Battle &b, const BattleSetup &asked) { return setupForSave(b, asked); });
    connect(m_mode, &BattleMode::battleChanged, this, &PbemGame::battleChanged);
    connect(m_mode->document(), &BattleDocument::stateChanged, this, &PbemGame::updateActions);
    connect(m_mode, &BattleMode::localStretchEnded, this, [this] {
        updateActions();
        if (m_sendNow->isEnabled())
            emit message(tr("Your turn is over: Send turn… writes it to a file for your opponent."));
    });
    updateActions();
}

Side PbemGame::side() const
{
    return m_record ? m_record->side : Side::Union;
}

QString PbemGame::folder() const
{
    return m_record ? m_record->folder : (m_defaultFolder.isEmpty() ? Settings::pbemFolder() : m_defaultFolder);
}

QString PbemGame::gameKey(const Scenario &start, quint64 seed)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QJsonDocument(scenarioToJson(start, true, true)).toJson(QJsonDocument::Compact));
    h.addData(QByteArray("\n") + QByteArray::number(seed));
    return QString::fromLatin1(h.result().toHex());
}

QString PbemGame::stateFolder() const
{
    return m_stateFolder.isEmpty()
               ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/pbem-games")
               : m_stateFolder;
}

QString PbemGame::recordFile(const QString &gameKey, const char *suffix) const
{
    return QDir(stateFolder()).filePath(gameKey.left(24) + QString::fromLatin1(suffix));
}

// The record of a game, or none (never played here, or unreadable: then the
// game is as good as new to this installation).
std::optional<PbemGame::Record> PbemGame::loadRecord(const QString &gameKey) const
{
    QFile f(recordFile(gameKey, ".json"));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (o.value(key("format")).toString() != QLatin1String("hardtack-pbem-game") || o.value(key("key")).toString() != gameKey)
        return std::nullopt;
    Record r;
    r.key = gameKey;
    const int side = int(sideNames().indexOf(o.value(key("side")).toString()));
    if (side < 0)
        return std::nullopt;
    r.side = Side(side);
    r.folder = o.value(key("folder")).toString();
    r.battle = o.value(key("battle")).toString();
    for (int s = 0; s < 2; ++s) {
        const QJsonObject p = o.value(key("passwords")).toObject().value(sideNames().at(s)).toObject();
        r.passwords[s] = {QByteArray::fromHex(p.value(key("salt")).toString().toLatin1()),
                          QByteArray::fromHex(p.value(key("digest")).toString().toLatin1())};
        if (r.passwords[s].salt.size() != 16 || r.passwords[s].digest.size() != 32)
            return std::nullopt;
    }
    const QJsonObject begun = o.value(key("begun")).toObject();
    for (auto it = begun.begin(); it != begun.end(); ++it)
        r.begun.insert(it.key().toInt(), it.value().toInt());
    for (const auto &[suffix, bytes, file] :
         {std::tuple{"-received.hardtack-turn.json", &r.received, &r.receivedFile},
          std::tuple{"-sent.hardtack-turn.json", &r.sent, &r.sentFile}}) {
        LoadError le;
        if (QFile::exists(recordFile(gameKey, suffix)))
            *file = readTurnFile(recordFile(gameKey, suffix), &le, bytes);
        if (!*file)
            bytes->clear();
    }
    if (r.folder.isEmpty() || r.battle.isEmpty())
        return std::nullopt;
    return r;
}

bool PbemGame::storeRecord(const Record &r, QString *error) const
{
    if (!QDir().mkpath(stateFolder())) {
        *error = tr("Cannot make the folder %1.").arg(stateFolder());
        return false;
    }
    QJsonObject begun;
    for (auto it = r.begun.cbegin(); it != r.begun.cend(); ++it)
        begun.insert(QString::number(it.key()), it.value());
    const QJsonObject o{{key("format"), key("hardtack-pbem-game")}, {key("version"), 1},
                        {key("key"), r.key},     {key("side"), sideName(r.side)},
                        {key("folder"), r.folder}, {key("battle"), r.battle},
                        {key("passwords"), passwordsToJson(r.passwords)}, {key("begun"), begun}};
    for (const auto &[suffix, bytes] : {std::pair{"-received.hardtack-turn.json", &r.received},
                                        std::pair{"-sent.hardtack-turn.json", &r.sent}}) {
        const QString file = recordFile(r.key, suffix);
        if (bytes->isEmpty())
            QFile::remove(file);
        else if (!writeBytes(file, *bytes, error))
            return false;
    }
    return writeBytes(recordFile(r.key, ".json"), QJsonDocument(o).toJson(), error);
}

int PbemGame::stretchStart() const
{
    return m_record && m_record->receivedFile ? int(m_record->receivedFile->orders.size()) : 0;
}

int PbemGame::begun(int from) const
{
    return m_record ? m_record->begun.value(from) : 0;
}

BattleSetup PbemGame::pbemSetup(const BattleSetup &base, Side local) const
{
    BattleSetup s = base;
    s.control[int(local)] = Controller::Human;
    s.control[int(otherSide(local))] = Controller::Remote;
    s.rules.reset();
    return s;
}

// A save of a game this installation plays by e-mail resumes as such.
BattleSetup PbemGame::setupForSave(const Battle &battle, const BattleSetup &asked)
{
    const auto r = loadRecord(gameKey(battle.initial, battle.seed));
    if (!r)
        return asked;
    m_record = r;
    m_resumed = true;
    return pbemSetup(asked, r->side);
}

void PbemGame::battleChanged()
{
    if (m_starting)
        return;
    if (!m_mode->hasBattle() || !hasRemote(m_mode->setup())) {
        m_record.reset();
        m_resumed = false;
    } else if (m_resumed) {
        m_resumed = false;
        beginIfLocal();
    }
    updateActions();
    emit changed();
}

void PbemGame::beginIfLocal()
{
    if (!m_record || !m_mode->hasBattle())
        return;
    const Game &g = m_mode->document()->game();
    const int from = stretchStart();
    if (g.over() || g.actingSide() != m_record->side || g.battle().orders.size() < from)
        return;
    ++m_record->begun[from];
    QString error;
    if (!storeRecord(*m_record, &error))
        emit message(error);
}

void PbemGame::updateActions()
{
    const bool can = canSend();
    const bool sent = can && m_record->sentFile
                      && m_record->sentFile->orders.size() == m_mode->document()->battle().orders.size();
    m_send->setEnabled(can);
    m_sendNow->setEnabled(can && !sent);
    m_openNext->setEnabled(active() && m_mode->waitingForRemote() && !m_sendNow->isEnabled());
}

bool PbemGame::newGame(const QString &scenarioFile, const BattleSetup &setup, const PbemChoice &choice, QString *error)
{
    if (choice.password[0].isEmpty() || choice.password[1].isEmpty()) {
        *error = tr("Give both players' passwords.");
        return false;
    }
    if (choice.password[0] == choice.password[1]) {
        *error = tr("The two passwords must differ: each opens only its own side's turns.");
        return false;
    }
    if (choice.folder.isEmpty() || !QDir().mkpath(choice.folder)) {
        *error = tr("Cannot make the folder %1 for the turn files.").arg(choice.folder);
        return false;
    }
    BattleSetup s = pbemSetup(setup, choice.side);
    s.rules = setup.rules;
    m_starting = true;
    const bool ok = m_mode->open(scenarioFile, s, error);
    m_starting = false;
    if (!ok)
        return false;
    const Battle &b = m_mode->document()->battle();
    Record r;
    r.key = gameKey(b.initial, b.seed);
    if (const auto old = loadRecord(r.key))
        r.begun = old->begun; // the same game made again: its beginnings still count
    r.side = choice.side;
    r.folder = QDir(choice.folder).absolutePath();
    r.battle = slug(b.initial.title);
    for (int i = 0; i < 2; ++i)
        r.passwords[i] = PasswordCheck::make(choice.password[i]);
    m_record = r;
    m_resumed = false;
    beginIfLocal();
    const bool stored = storeRecord(*m_record, error);
    updateActions();
    emit changed();
    if (canSend())
        emit message(tr("The %1 side moves first: Send turn… writes the game's first file for your opponent.")
                         .arg(Names::side(otherSide(choice.side))));
    return stored;
}

bool PbemGame::canSend() const
{
    if (!m_record || !m_mode->hasBattle())
        return false;
    const Game &g = m_mode->document()->game();
    if (!g.over() && g.actingSide() == m_record->side)
        return false;
    const QVector<RecordedOrder> &orders = g.battle().orders;
    const std::optional<TurnFile> &base = m_record->receivedFile;
    if (!base)
        return true; // the game's creator: its first stretch, or the opening file when the opponent moves first
    if (base->over || orders.size() <= base->orders.size())
        return false;
    return std::equal(base->orders.cbegin(), base->orders.cend(), orders.cbegin());
}

QString PbemGame::turnFileName(const TurnFile &t, const QString &battle)
{
    const auto [turn, phase] = stretchMoment(t);
    return QStringLiteral("%1-turn%2-%3-%4.hardtack-turn.json")
        .arg(battle)
        .arg(turn, 2, 10, QLatin1Char('0'))
        .arg(phaseName(phase), sideName(t.side));
}

QString PbemGame::send(QString *error)
{
    if (!canSend()) {
        *error = tr("There is no turn of yours to send now.");
        return {};
    }
    Record &r = *m_record;
    const Game &g = m_mode->document()->game();
    const int from = stretchStart();
    const TurnFile t = makeTurnFile(g, r.passwords, r.side, from, std::max(1, r.begun.value(from)), r.received);
    if (!QDir().mkpath(r.folder)) {
        *error = tr("Cannot make the folder %1 for the turn files.").arg(r.folder);
        return {};
    }
    const QString path = QDir(r.folder).filePath(turnFileName(t, r.battle));
    if (!saveTurnFile(t, path, error))
        return {};
    QFile written(path);
    r.sent = written.open(QIODevice::ReadOnly) ? written.readAll() : turnFileBytes(t);
    r.sentFile = t;
    QString kept;
    if (!storeRecord(r, &kept))
        emit message(kept);
    else if (!g.over())
        emit message(tr("Sent to %1. When your opponent's turn comes, open it with Open turn….").arg(path));
    updateActions();
    emit changed();
    return path;
}

std::optional<PbemGame::Incoming> PbemGame::read(const QString &fileName, QString *error) const
{
    Incoming in;
    LoadError le;
    const auto t = readTurnFile(fileName, &le, &in.bytes);
    if (!t) {
        *error = le.text();
        return std::nullopt;
    }
    if (const auto problem = verifyTurnFile(*t, fileName)) {
        *error = problem->text();
        return std::nullopt;
    }
    in.file = *t;
    in.fileName = fileName;
    in.key = gameKey(t->start, t->seed);
    // The chain's end here: of this game if this installation knows it,
    // else of the game in the window (a file of another game is refused
    // with the loader's reason).
    std::optional<Record> r = loadRecord(in.key);
    in.known = r.has_value();
    if (!r && !t->previous.isEmpty())
        r = m_record;
    if (r) {
        const bool sentLast = r->sentFile && (!r->receivedFile || r->sentFile->orders.size() > r->receivedFile->orders.size());
        const QByteArray &last = sentLast ? r->sent : r->received;
        const std::optional<TurnFile> &lastFile = sentLast ? r->sentFile : r->receivedFile;
        if (lastFile && in.bytes != last) {
            if (const auto problem = verifyTurnChain(*lastFile, last, *t, fileName)) {
                *error = tr("%1\n\n(Checked against the last turn file of this game on this computer, of %2.)")
                             .arg(problem->text(), sideInWords(lastFile->side));
                return std::nullopt;
            }
        }
        if (!lastFile && !t->previous.isEmpty()) {
            *error = tr("%1: $.previous: this file follows a turn file this computer never sent nor opened").arg(fileName);
            return std::nullopt;
        }
    } else if (!t->previous.isEmpty()) {
        *error = tr("%1: $.previous: a game this computer does not know, and not its first turn file: open the game's "
                    "turn files in order from its first")
                     .arg(fileName);
        return std::nullopt;
    }
    if (in.known) {
        in.reader = r->side;
        in.own = t->side == r->side;
    } else {
        in.reader = t->over ? otherSide(t->side) : t->acting;
    }
    return in;
}

bool PbemGame::passwordMatches(const Incoming &in, const QString &password) const
{
    return !in.needsPassword() || in.file.passwords[int(in.file.acting)].matches(password);
}

bool PbemGame::accept(const Incoming &in, const QString &password, QString *error)
{
    const TurnFile &t = in.file;
    if (!passwordMatches(in, password)) {
        *error = tr("%1: wrong password for %2, whose turn it is").arg(in.fileName, sideInWords(t.acting));
        return false;
    }
    Record r;
    if (const auto known = loadRecord(in.key)) {
        r = *known;
    } else {
        r.key = in.key;
        r.side = in.reader;
        r.folder = QDir(folder()).absolutePath();
        r.battle = slug(t.start.title);
        r.passwords[0] = t.passwords[0];
        r.passwords[1] = t.passwords[1];
    }
    (in.own ? r.sent : r.received) = in.bytes;
    (in.own ? r.sentFile : r.receivedFile) = t;
    if (!storeRecord(r, error))
        return false;

    // The window's game may be the file's prefix, waiting for these orders.
    const BattleDocument *doc = m_mode->document();
    qsizetype have = -1;
    if (!in.own && m_record && m_record->key == in.key && m_mode->waitingForRemote()) {
        const QVector<RecordedOrder> &orders = doc->battle().orders;
        if (orders.size() >= t.from && orders.size() <= t.orders.size()
            && std::equal(orders.cbegin(), orders.cend(), t.orders.cbegin()))
            have = orders.size();
    }
    m_record = r;
    m_resumed = false;
    bool ok = true;
    if (have < 0) {
        // Else the file starts the game here: up to its stretch (all of it
        // for this side's own file, which resumes the game where it was sent).
        Battle record;
        record.initial = t.start;
        record.seed = t.seed;
        record.orders = in.own ? t.orders : t.orders.mid(0, t.from);
        int refused = -1;
        const Game g = replayOrders(record, &refused);
        m_starting = true;
        m_mode->start(g.battle(), pbemSetup(m_mode->setup(), r.side));
        m_starting = false;
        have = in.own ? t.orders.size() : t.from;
    }
    if (!in.own)
        ok = m_mode->applyRemoteOrders(t.orders.mid(have), error);
    beginIfLocal();
    updateActions();
    emit changed();
    return ok;
}

void PbemGame::sendWithDialog()
{
    QString error;
    const QString path = send(&error);
    if (path.isEmpty()) {
        QMessageBox::critical(m_window, tr("Cannot send the turn"), error);
        return;
    }
    const QString dir = QFileInfo(path).absolutePath();
    QMessageBox box(m_window);
    box.setWindowTitle(tr("Turn sent"));
    box.setIcon(QMessageBox::Information);
    box.setTextFormat(Qt::RichText);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.setText(tr("<h3>Your turn is in a file</h3><p><b>%1</b></p><p>in the folder <tt>%2</tt></p>"
                   "<p>Send it to your opponent, attached to an e-mail or any way you like. They open it with "
                   "<i>File → Open turn…</i> and their password; their turn comes back the same way.</p>")
                    .arg(QFileInfo(path).fileName().toHtmlEscaped(), QDir::toNativeSeparators(dir).toHtmlEscaped()));
    QPushButton *mail = box.addButton(tr("Write an e-mail…"), QMessageBox::ActionRole);
    QPushButton *openFolder = box.addButton(tr("Open the folder"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Close);
    box.setDefaultButton(mail);
    box.exec();
    if (!m_desktop)
        return;
    if (box.clickedButton() == mail) {
        const Scenario &s = m_mode->document()->battle().initial;
        QUrlQuery q;
        q.addQueryItem(key("subject"), tr("Hardtack: %1, my turn").arg(wordName(s.localizedTitle(QLocale().name()))));
        q.addQueryItem(key("body"), tr("My turn of our Hardtack game is in the file %1 (attach it). Open it with "
                                       "File → Open turn… and your password.")
                                        .arg(QDir::toNativeSeparators(path)));
        QUrl url(key("mailto:"));
        url.setQuery(q);
        if (!QDesktopServices::openUrl(url))
            QMessageBox::information(m_window, tr("No mail program"),
                                     tr("No mail program opened. Send the file %1 your own way.").arg(path));
    } else if (box.clickedButton() == openFolder) {
        QDesktopServices::openUrl(QUrl::fromLocalFile(dir));
    }
}

void PbemGame::openWithDialog(const QString &fileName)
{
    QString file = fileName;
    if (file.isEmpty())
        file = QFileDialog::getOpenFileName(m_window, tr("Open a turn file"), folder(),
                                            tr("Turn files (*.hardtack-turn.json);;Hardtack files (*.json);;All files (*)"));
    if (file.isEmpty())
        return;
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor); // the orders are re-simulated
    const auto in = read(file, &error);
    QApplication::restoreOverrideCursor();
    if (!in) {
        QMessageBox::critical(m_window, tr("Cannot open the turn file"), error);
        return;
    }
    const TurnFile &t = in->file;
    QString password;
    while (in->needsPassword()) {
        bool ok = false;
        password = QInputDialog::getText(m_window, tr("Open turn"),
                                         tr("It is the %1 turn. The %1 player's password:").arg(Names::side(t.acting)),
                                         QLineEdit::Password, QString(), &ok);
        if (!ok)
            return;
        if (passwordMatches(*in, password))
            break;
        QMessageBox::warning(m_window, tr("Wrong password"),
                             tr("%1: wrong password for %2, whose turn it is").arg(file, sideInWords(t.acting)));
    }
    QString report;
    const QString by = Names::side(t.side);
    if (in->own) {
        report = tr("<h3>Your own turn file</h3><p>The game resumes where you sent it, waiting for the %1 turn.</p>")
                     .arg(Names::side(otherSide(t.side)));
    } else {
        const auto [turn, phase] = stretchMoment(t);
        report = tr("<h3>The %1 turn: verified</h3>").arg(by);
        report += tr("<p>Its %n order(s), from turn %1, %2 phase, were played again from the battle's start: they are "
                     "legal and give the result the file states.</p>",
                     nullptr, int(t.orders.size() - t.from))
                      .arg(turn)
                      .arg(Names::phase(phase));
        if (!in->known)
            report += tr("<p>A new game for this computer: you play the %1 side.</p>").arg(Names::side(in->reader));
        report += t.begun > 1 ? tr("<p><b>The sender began this turn %1 times</b> on their computer: it was taken up "
                                   "again after it had begun (perhaps to play it over with other dice).</p>")
                                    .arg(t.begun)
                              : tr("<p>The sender began this turn once.</p>");
        report += t.over ? tr("<p>The battle is over.</p>")
                         : tr("<p>Now the %1 side plays turn %2, %3 phase. First, what your side saw of the %4 "
                              "turn.</p>")
                               .arg(Names::side(t.acting))
                               .arg(t.turn)
                               .arg(Names::phase(t.phase), by);
    }
    QMessageBox box(m_window);
    box.setWindowTitle(tr("Turn received"));
    box.setIcon(in->own || t.begun <= 1 ? QMessageBox::Information : QMessageBox::Warning);
    box.setTextFormat(Qt::RichText);
    box.setText(report);
    box.exec();
    if (!accept(*in, password, &error))
        QMessageBox::critical(m_window, tr("Cannot open the turn file"), error);
}

} // namespace hardtack::ui
