#pragma once
// The editor's forms: a unit's and a formation's fields (the Properties
// dock: each change is one edit of the document), the scenario's properties
// and an objective (dialogs).
#include "editor/editordocument.h"

#include <QDialog>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTimeEdit;

namespace hardtack::ui {

class UnitForm : public QWidget
{
    Q_OBJECT

public:
    UnitForm(editor::EditorDocument *doc, QWidget *parent = nullptr);
    void show(const QString &unitId);

private:
    void commit();

    editor::EditorDocument *m_doc;
    QString m_id;
    bool m_loading = false;
    QLineEdit *m_name, *m_idEdit;
    QComboBox *m_type, *m_weapon, *m_formation, *m_facing, *m_quality;
    QSpinBox *m_men, *m_guns, *m_supply, *m_fatigue;
};

class FormationForm : public QWidget
{
    Q_OBJECT

public:
    FormationForm(editor::EditorDocument *doc, QWidget *parent = nullptr);
    void show(const QString &formationId);

private:
    void commit();

    editor::EditorDocument *m_doc;
    QString m_id;
    bool m_loading = false;
    QLineEdit *m_name, *m_idEdit, *m_leaderName;
    QComboBox *m_level, *m_side, *m_rating;
};

class ScenarioPropertiesDialog : public QDialog
{
    Q_OBJECT

public:
    ScenarioPropertiesDialog(const editor::ScenarioProperties &p, QWidget *parent = nullptr);
    editor::ScenarioProperties properties() const;

private:
    editor::ScenarioProperties m_base;
    QLineEdit *m_title[3];
    QPlainTextEdit *m_description[3];
    QPlainTextEdit *m_source;
    QDateEdit *m_date;
    QTimeEdit *m_start, *m_dawn, *m_dusk;
    QSpinBox *m_turns, *m_dayMinutes, *m_nightMinutes, *m_minor, *m_major;
    QComboBox *m_firstSide;
    QCheckBox *m_fog, *m_routLimiting, *m_hasHistory;
    QSpinBox *m_losses[2][4];
    QComboBox *m_outcome;
    QLineEdit *m_note, *m_historySource;
};

class ObjectiveDialog : public QDialog
{
    Q_OBJECT

public:
    enum { Removed = 2 };
    ObjectiveDialog(const Objective &o, bool existing, QWidget *parent = nullptr);
    Objective objective() const;

private:
    Objective m_objective;
    QLineEdit *m_name;
    QSpinBox *m_points[2];
};

} // namespace hardtack::ui
