#include "editorforms.h"

#include "ui/common/names.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimeEdit>
#include <QVBoxLayout>

namespace hardtack::ui {

namespace {

QComboBox *ratingBox(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (int r = 6; r >= 1; --r)
        box->addItem(ratingString(r), r);
    return box;
}

void setRating(QComboBox *box, int rating)
{
    box->setCurrentIndex(box->findData(rating));
}

QSpinBox *spin(QWidget *parent, int min, int max, const QString &suffix = {})
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false); // one edit when the typing is done
    return s;
}

const char *const kLanguages[] = {"", "de", "fr"};

} // namespace

// --- A unit -----------------------------------------------------------------

UnitForm::UnitForm(editor::EditorDocument *doc, QWidget *parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("unitForm"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("unitName"));
    m_idEdit = new QLineEdit(this);
    m_type = new QComboBox(this);
    for (int t = 0; t < unitTypeNames().size(); ++t)
        m_type->addItem(Names::unitType(UnitType(t)), t);
    m_men = spin(this, 1, 100000);
    m_men->setObjectName(QStringLiteral("unitMen"));
    m_guns = spin(this, 0, 100);
    m_supply = spin(this, 0, 1000);
    m_quality = ratingBox(this);
    m_weapon = new QComboBox(this);
    for (int w = 0; w < weaponNames().size(); ++w)
        m_weapon->addItem(Names::weapon(Weapon(w)), w);
    m_formation = new QComboBox(this);
    for (int f = 0; f < unitFormationNames().size(); ++f)
        m_formation->addItem(Names::formation(UnitFormation(f)), f);
    m_facing = new QComboBox(this);
    for (int s = 0; s < 6; ++s)
        m_facing->addItem(Names::facing(HexSide(s)), s);
    m_fatigue = spin(this, 0, 900);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Id"), m_idEdit);
    form->addRow(tr("Type"), m_type);
    form->addRow(tr("Men"), m_men);
    form->addRow(tr("Guns"), m_guns);
    form->addRow(tr("Supply"), m_supply);
    form->addRow(tr("Quality"), m_quality);
    form->addRow(tr("Weapon"), m_weapon);
    form->addRow(tr("Formation"), m_formation);
    form->addRow(tr("Facing"), m_facing);
    form->addRow(tr("Fatigue"), m_fatigue);
    auto *hint = new QLabel(tr("Drag the unit from the tree onto the map to place it."), this);
    hint->setWordWrap(true);
    form->addRow(hint);
    for (QLineEdit *e : {m_name, m_idEdit})
        connect(e, &QLineEdit::editingFinished, this, &UnitForm::commit);
    for (QComboBox *c : {m_type, m_weapon, m_formation, m_facing, m_quality})
        connect(c, &QComboBox::currentIndexChanged, this, &UnitForm::commit);
    for (QSpinBox *s : {m_men, m_guns, m_supply, m_fatigue})
        connect(s, &QSpinBox::valueChanged, this, &UnitForm::commit);
}

void UnitForm::show(const QString &unitId)
{
    const Unit *u = m_doc->scenario().unit(unitId);
    if (!u)
        return;
    m_id = unitId;
    m_loading = true;
    m_name->setText(u->name);
    m_idEdit->setText(u->id);
    m_type->setCurrentIndex(int(u->type));
    m_men->setValue(u->men);
    m_guns->setValue(u->guns);
    m_supply->setValue(u->supply);
    setRating(m_quality, u->quality);
    m_weapon->setCurrentIndex(u->weapon == Weapon::None ? -1 : int(u->weapon));
    m_formation->setCurrentIndex(u->formation == UnitFormation::None ? -1 : int(u->formation));
    m_facing->setCurrentIndex(int(u->facing));
    m_fatigue->setValue(u->fatigue);
    const bool guns = u->type == UnitType::Artillery, wagon = u->type == UnitType::Wagon;
    m_guns->setEnabled(guns);
    m_supply->setEnabled(wagon);
    m_weapon->setEnabled(!wagon);
    m_formation->setEnabled(!wagon);
    m_loading = false;
}

void UnitForm::commit()
{
    if (m_loading)
        return;
    const int i = m_doc->scenario().unitIndex(m_id);
    if (i < 0)
        return;
    Unit u = m_doc->scenario().units.at(i);
    u.name = m_name->text().trimmed().isEmpty() ? u.name : m_name->text().trimmed();
    const QString newId = m_idEdit->text().trimmed();
    if (!newId.isEmpty() && newId != u.id && m_doc->scenario().unitIndex(newId) < 0)
        u.id = newId;
    u.type = UnitType(m_type->currentIndex());
    u.men = m_men->value();
    u.guns = m_guns->value();
    u.supply = m_supply->value();
    u.quality = m_quality->currentData().toInt();
    if (u.type == UnitType::Wagon) {
        u.weapon = Weapon::None;
        u.formation = UnitFormation::None;
    } else {
        u.weapon = m_weapon->currentIndex() < 0 ? Weapon::RifledMusket : Weapon(m_weapon->currentIndex());
        u.formation = m_formation->currentIndex() < 0 ? UnitFormation::Line : UnitFormation(m_formation->currentIndex());
    }
    u.facing = HexSide(m_facing->currentIndex());
    u.fatigue = m_fatigue->value();
    m_id = u.id;
    m_doc->setUnit(i, u);
}

// --- A formation --------------------------------------------------------------

FormationForm::FormationForm(editor::EditorDocument *doc, QWidget *parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("formationForm"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("formationName"));
    m_idEdit = new QLineEdit(this);
    m_level = new QComboBox(this);
    for (int l = 0; l < levelNames().size(); ++l)
        m_level->addItem(Names::level(Level(l)), l);
    m_side = new QComboBox(this);
    m_side->addItem(Names::side(Side::Union));
    m_side->addItem(Names::side(Side::Confederate));
    m_leaderName = new QLineEdit(this);
    m_leaderName->setObjectName(QStringLiteral("leaderName"));
    m_rating = ratingBox(this);
    m_rating->setObjectName(QStringLiteral("leaderRating"));
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Id"), m_idEdit);
    form->addRow(tr("Level"), m_level);
    form->addRow(tr("Side"), m_side);
    form->addRow(tr("Leader"), m_leaderName);
    form->addRow(tr("Rating"), m_rating);
    auto *hint = new QLabel(tr("Drag a brigade onto the map: its leader and the units not yet placed go there."),
                            this);
    hint->setWordWrap(true);
    form->addRow(hint);
    for (QLineEdit *e : {m_name, m_idEdit, m_leaderName})
        connect(e, &QLineEdit::editingFinished, this, &FormationForm::commit);
    for (QComboBox *c : {m_level, m_side, m_rating})
        connect(c, &QComboBox::currentIndexChanged, this, &FormationForm::commit);
}

void FormationForm::show(const QString &formationId)
{
    const Formation *f = m_doc->scenario().formation(formationId);
    if (!f)
        return;
    m_id = formationId;
    m_loading = true;
    m_name->setText(f->name);
    m_idEdit->setText(f->id);
    m_level->setCurrentIndex(int(f->level));
    m_side->setCurrentIndex(int(f->side));
    m_leaderName->setText(f->leader.name);
    setRating(m_rating, f->leader.rating);
    m_loading = false;
}

void FormationForm::commit()
{
    if (m_loading)
        return;
    const int i = m_doc->scenario().formationIndex(m_id);
    if (i < 0)
        return;
    Formation f = m_doc->scenario().formations.at(i);
    if (!m_name->text().trimmed().isEmpty())
        f.name = m_name->text().trimmed();
    const QString newId = m_idEdit->text().trimmed();
    if (!newId.isEmpty() && newId != f.id && m_doc->scenario().formationIndex(newId) < 0)
        f.id = newId;
    f.level = Level(m_level->currentIndex());
    f.side = Side(m_side->currentIndex());
    if (!m_leaderName->text().trimmed().isEmpty())
        f.leader.name = m_leaderName->text().trimmed();
    f.leader.rating = m_rating->currentData().toInt();
    m_id = f.id;
    m_doc->setFormation(i, f);
    // The units of a brigade are of its side.
    if (f.level == Level::Brigade)
        for (int k = 0; k < m_doc->scenario().units.size(); ++k) {
            Unit u = m_doc->scenario().units.at(k);
            if (u.brigade == f.id && u.side != f.side) {
                u.side = f.side;
                m_doc->setUnit(k, u);
            }
        }
}

// --- The scenario's properties --------------------------------------------------

ScenarioPropertiesDialog::ScenarioPropertiesDialog(const editor::ScenarioProperties &p, QWidget *parent)
    : QDialog(parent), m_base(p)
{
    setWindowTitle(tr("Scenario properties"));
    setObjectName(QStringLiteral("scenarioProperties"));
    auto *tabs = new QTabWidget(this);

    auto *general = new QWidget(tabs);
    auto *form = new QFormLayout(general);
    m_date = new QDateEdit(p.date, general);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_start = new QTimeEdit(p.start, general);
    m_dawn = new QTimeEdit(p.dawn, general);
    m_dusk = new QTimeEdit(p.dusk, general);
    for (QTimeEdit *t : {m_start, m_dawn, m_dusk})
        t->setDisplayFormat(QStringLiteral("HH:mm"));
    m_turns = spin(general, 1, 500);
    m_turns->setObjectName(QStringLiteral("turns"));
    m_turns->setValue(p.turns);
    m_dayMinutes = spin(general, 1, 240, tr(" min"));
    m_dayMinutes->setValue(p.dayTurnMinutes);
    m_nightMinutes = spin(general, 1, 720, tr(" min"));
    m_nightMinutes->setValue(p.nightTurnMinutes);
    m_firstSide = new QComboBox(general);
    m_firstSide->addItem(Names::side(Side::Union));
    m_firstSide->addItem(Names::side(Side::Confederate));
    m_firstSide->setCurrentIndex(int(p.firstSide));
    m_fog = new QCheckBox(tr("Fog of war"), general);
    m_fog->setChecked(p.rules.fogOfWar);
    m_routLimiting = new QCheckBox(tr("Rout limiting (optional rule)"), general);
    m_routLimiting->setChecked(p.rules.routLimiting);
    m_minor = spin(general, 0, 1000000, tr(" VP"));
    m_minor->setValue(p.victoryMinor);
    m_major = spin(general, 0, 1000000, tr(" VP"));
    m_major->setValue(p.victoryMajor);
    form->addRow(tr("Date"), m_date);
    form->addRow(tr("First turn at"), m_start);
    form->addRow(tr("Turns"), m_turns);
    form->addRow(tr("Dawn"), m_dawn);
    form->addRow(tr("Dusk"), m_dusk);
    form->addRow(tr("A day turn"), m_dayMinutes);
    form->addRow(tr("A night turn"), m_nightMinutes);
    form->addRow(tr("Moves first"), m_firstSide);
    form->addRow(m_fog);
    form->addRow(m_routLimiting);
    form->addRow(tr("Minor victory at"), m_minor);
    form->addRow(tr("Major victory at"), m_major);
    tabs->addTab(general, tr("&General"));

    // Titles and briefings: English, German, French.
    const QString languages[] = {tr("English"), tr("German"), tr("French")};
    for (int k = 0; k < 3; ++k) {
        auto *page = new QWidget(tabs);
        auto *f = new QFormLayout(page);
        const ScenarioTranslation t = k ? p.translations.value(QString::fromLatin1(kLanguages[k])) : ScenarioTranslation{};
        m_title[k] = new QLineEdit(k ? t.title : p.title, page);
        m_title[k]->setObjectName(QStringLiteral("title%1").arg(k));
        m_description[k] = new QPlainTextEdit(k ? t.description : p.description, page);
        m_description[k]->setTabChangesFocus(true); // Tab goes on to the next field
        f->addRow(tr("Title"), m_title[k]);
        f->addRow(tr("Briefing"), m_description[k]);
        tabs->addTab(page, languages[k]);
    }

    // History (issue 21): what the armies lost that day.
    auto *hist = new QWidget(tabs);
    auto *hf = new QFormLayout(hist);
    m_hasHistory = new QCheckBox(tr("A historical battle: show the armies' losses beside the player's"), hist);
    m_hasHistory->setChecked(p.history.has_value());
    hf->addRow(m_hasHistory);
    const QString parts[] = {tr("total"), tr("killed"), tr("wounded"), tr("missing")};
    for (int s = 0; s < 2; ++s) {
        auto *row = new QWidget(hist);
        auto *h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        for (int k = 0; k < 4; ++k) {
            m_losses[s][k] = spin(row, -1, 1000000);
            m_losses[s][k]->setSpecialValueText(tr("—"));
            const HistoricalLosses &l = p.history ? p.history->losses[size_t(s)] : HistoricalLosses{};
            m_losses[s][k]->setValue(k == 0 ? l.total : k == 1 ? l.killed : k == 2 ? l.wounded : l.missing);
            h->addWidget(new QLabel(parts[k], row));
            h->addWidget(m_losses[s][k]);
        }
        hf->addRow(Names::side(Side(s)), row);
    }
    m_outcome = new QComboBox(hist);
    m_outcome->addItems({tr("Union victory"), tr("Confederate victory"), tr("Draw")});
    m_outcome->setCurrentIndex(p.history ? int(p.history->outcome) : 2);
    m_note = new QLineEdit(p.history ? p.history->note : QString(), hist);
    m_historySource = new QLineEdit(p.history ? p.history->source : QString(), hist);
    hf->addRow(tr("How it ended"), m_outcome);
    hf->addRow(tr("Note"), m_note);
    hf->addRow(tr("Sources of the figures"), m_historySource);
    m_source = new QPlainTextEdit(p.source, hist);
    hf->addRow(tr("Sources of the scenario"), m_source);
    tabs->addTab(hist, tr("&History and sources"));

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(box);
    resize(640, 520);
}

editor::ScenarioProperties ScenarioPropertiesDialog::properties() const
{
    editor::ScenarioProperties p = m_base;
    p.title = m_title[0]->text().trimmed();
    p.description = m_description[0]->toPlainText().trimmed();
    p.source = m_source->toPlainText().trimmed();
    p.date = m_date->date();
    p.start = m_start->time();
    p.dawn = m_dawn->time();
    p.dusk = m_dusk->time();
    p.turns = m_turns->value();
    p.dayTurnMinutes = m_dayMinutes->value();
    p.nightTurnMinutes = m_nightMinutes->value();
    p.firstSide = Side(m_firstSide->currentIndex());
    p.rules.fogOfWar = m_fog->isChecked();
    p.rules.routLimiting = m_routLimiting->isChecked();
    p.victoryMinor = m_minor->value();
    p.victoryMajor = m_major->value();
    for (int k = 1; k < 3; ++k) {
        const QString lang = QString::fromLatin1(kLanguages[k]);
        ScenarioTranslation t = p.translations.value(lang);
        t.title = m_title[k]->text().trimmed();
        t.description = m_description[k]->toPlainText().trimmed();
        if (t.title.isEmpty() && t.description.isEmpty() && t.names.isEmpty())
            p.translations.remove(lang);
        else
            p.translations.insert(lang, t);
    }
    if (m_hasHistory->isChecked()) {
        History h = p.history.value_or(History{});
        for (int s = 0; s < 2; ++s) {
            HistoricalLosses &l = h.losses[size_t(s)];
            l.total = qMax(0, m_losses[s][0]->value());
            l.killed = m_losses[s][1]->value();
            l.wounded = m_losses[s][2]->value();
            l.missing = m_losses[s][3]->value();
        }
        h.outcome = HistoricalOutcome(m_outcome->currentIndex());
        h.note = m_note->text().trimmed();
        h.source = m_historySource->text().trimmed();
        p.history = h;
    } else {
        p.history.reset();
    }
    return p;
}

// --- An objective ---------------------------------------------------------------

ObjectiveDialog::ObjectiveDialog(const Objective &o, bool existing, QWidget *parent)
    : QDialog(parent), m_objective(o)
{
    setWindowTitle(existing ? tr("Objective") : tr("New objective"));
    setObjectName(QStringLiteral("objectiveDialog"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(o.name, this);
    m_name->setObjectName(QStringLiteral("objectiveName"));
    m_name->selectAll();
    form->addRow(tr("Name"), m_name);
    for (int s = 0; s < 2; ++s) {
        m_points[s] = spin(this, 0, 1000000, tr(" VP"));
        m_points[s]->setObjectName(s ? QStringLiteral("confederatePoints") : QStringLiteral("unionPoints"));
        m_points[s]->setValue(o.points[s]);
        form->addRow(tr("Worth to the %1").arg(Names::side(Side(s))), m_points[s]);
    }
    auto *hint = new QLabel(tr("A side scores an objective it holds at the end; it holds it from when one of its "
                               "units last stood there."),
                            this);
    hint->setWordWrap(true);
    form->addRow(hint);
    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    if (existing) {
        QPushButton *remove = box->addButton(tr("Remove"), QDialogButtonBox::DestructiveRole);
        connect(remove, &QPushButton::clicked, this, [this] { done(Removed); });
    }
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(box);
}

Objective ObjectiveDialog::objective() const
{
    Objective o = m_objective;
    if (!m_name->text().trimmed().isEmpty())
        o.name = m_name->text().trimmed();
    o.points[0] = m_points[0]->value();
    o.points[1] = m_points[1]->value();
    return o;
}

} // namespace hardtack::ui
