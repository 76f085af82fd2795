#pragma once
// The one place a stored name becomes words (core/names.h): a generated
// name ("@infantry-no:Richmond:3") is worded in the reader's language
// ("Richmond Infantry No. 3", "Richmond Infanterie Nr. 3"), its arguments
// worded in turn; a writer's name ("Iron Brigade") is returned as it is.
// Every place that shows a unit's, leader's, formation's, army's, fleet's,
// ship's or scenario's name to the player goes through here. Qt Core only.

#include <QCoreApplication>
#include <QString>

namespace hardtack {

QString wordName(const QString &stored);

struct NameWords
{
    Q_DECLARE_TR_FUNCTIONS(GeneratedName)
};

} // namespace hardtack
