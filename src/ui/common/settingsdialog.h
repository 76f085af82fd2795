#pragma once
// The Settings dialog: language (from the next start), animation speed,
// colour-blind-safe palette, hex grid, coordinates in the status bar, autosave.

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace hardtack::ui {

class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget *parent = nullptr);
    // Writes the choices to Settings.
    void store() const;

private:
    QComboBox *m_language;
    QComboBox *m_speed;
    QCheckBox *m_palette;
    QCheckBox *m_grid;
    QCheckBox *m_coordinates;
    QCheckBox *m_autosave;
    QCheckBox *m_skipIdle = nullptr;
};

} // namespace hardtack::ui
