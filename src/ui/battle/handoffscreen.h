#pragma once
// Between two human sides (hotseat) the map is hidden behind this screen
// until the next player says they are at the keyboard.

#include "core/types.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace hardtack::ui {

class HandoffScreen : public QWidget
{
    Q_OBJECT

public:
    explicit HandoffScreen(QWidget *parent = nullptr);
    void showFor(Side side, const QString &what);
    Side side() const { return m_side; }

signals:
    void ready(hardtack::Side side);

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    Side m_side = Side::Union;
    QLabel *m_title;
    QLabel *m_text;
    QPushButton *m_go;
};

} // namespace hardtack::ui
