#include "settingsdialog.h"
#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

namespace hardtack::ui {

SettingsDialog::SettingsDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout(this);
    m_language = new QComboBox;
    m_language->addItem(tr("As the system"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(Settings::language())));
    form->addRow(tr("Language"), m_language);
    form->addRow(QString(), new QLabel(tr("<small>A new language applies from the next start.</small>")));
    m_speed = new QComboBox;
    m_speed->addItem(tr("Normal"), 120);
    m_speed->addItem(tr("Fast"), 60);
    m_speed->addItem(tr("Off"), 0);
    m_speed->setCurrentIndex(std::max(0, m_speed->findData(Settings::animationMs())));
    form->addRow(tr("Animations"), m_speed);
    m_palette = new QCheckBox(tr("Colour-blind-safe palette"));
    m_palette->setChecked(Settings::safePalette());
    form->addRow(QString(), m_palette);
    m_grid = new QCheckBox(tr("Hex grid"));
    m_grid->setChecked(Settings::grid());
    form->addRow(QString(), m_grid);
    m_coordinates = new QCheckBox(tr("Hex coordinates on the map"));
    m_coordinates->setChecked(Settings::coordinates());
    form->addRow(QString(), m_coordinates);
    m_skipIdle = new QCheckBox(tr("Pass fire and melee phases in which none of my units can act"));
    m_skipIdle->setChecked(Settings::skipIdlePhases());
    form->addRow(QString(), m_skipIdle);
    m_autosave = new QCheckBox(tr("Save automatically at the end of every phase"));
    m_autosave->setChecked(Settings::autosave());
    form->addRow(QString(), m_autosave);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void SettingsDialog::store() const
{
    Settings::setLanguage(m_language->currentData().toString());
    Settings::setAnimationMs(m_speed->currentData().toInt());
    Settings::setSafePalette(m_palette->isChecked());
    Settings::setGrid(m_grid->isChecked());
    Settings::setCoordinates(m_coordinates->isChecked());
    Settings::setAutosave(m_autosave->isChecked());
    Settings::setSkipIdlePhases(m_skipIdle->isChecked());
}

} // namespace hardtack::ui
