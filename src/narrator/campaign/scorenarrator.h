#pragma once
// The campaign narrator: one explanation entry of the campaign scores
// (Scores::apply, RULES §17) as a sentence citing the rule with its numbers,
// in the reader's language. The entries hold no prose; this is the only
// place that words them (hardtack-cli score, the tests).

#include "campaign/scoreentries.h"

#include <QString>

namespace hardtack {

QString narrateScoreEntry(const ScoreEntry &entry);

} // namespace hardtack
