#include "campaigndocument.h"

#include "ai/naval/navalai.h"
#include "campaign/campaignsave.h"
#include "campaign/strategicai.h"

namespace hardtack::ui {

CampaignDocument::CampaignDocument(QObject *parent) : QObject(parent) {}

CampaignDocument::~CampaignDocument() = default;

void CampaignDocument::setGame(std::unique_ptr<CampaignGame> game, const QString &fileName)
{
    m_game = std::move(game);
    m_fileName = fileName;
    // The naval battles the campaign resolves itself: the naval computer
    // player on each side's view (those a human fights go through the naval mode).
    if (m_game)
        m_game->setNavalPlayers(navalOrders);
    emit changed({CampaignChange::Everything, std::nullopt, {}});
}

bool CampaignDocument::save(const QString &fileName, QString *error)
{
    if (!m_game || !saveCampaignGame(*m_game, fileName, error))
        return false;
    m_fileName = fileName;
    return true;
}

OrderProblem CampaignDocument::give(const CampaignOrder &order)
{
    if (!m_game)
        return OrderProblem::NotYours;
    const OrderProblem problem = m_game->give(order);
    if (problem == OrderProblem::None) {
        CampaignChange c{CampaignChange::Orders, order.side, {}};
        if (!order.unit.isEmpty())
            c.forces = {order.unit};
        else
            c.parts |= CampaignChange::Treasury; // rates, loans, recruits and ships spend or raise money
        emit changed(c);
    }
    return problem;
}

void CampaignDocument::clearOrders(Side side)
{
    if (!m_game)
        return;
    m_game->clearOrders(side);
    emit changed({CampaignChange::Orders, side, {}});
}

int CampaignDocument::giveComputerOrders(Side side)
{
    if (!m_game)
        return 0;
    const int n = playStrategicTurn(*m_game, side, CampaignPlayer::Ai);
    emit changed({CampaignChange::Orders | CampaignChange::Treasury, side, {}});
    return n;
}

QList<LandBattle> CampaignDocument::beginTurn()
{
    if (!m_game)
        return {};
    QList<LandBattle> battles = m_game->beginTurn();
    emit changed({CampaignChange::Forces | CampaignChange::Cities, std::nullopt, {}});
    return battles;
}

void CampaignDocument::setLandResult(int battle, const LandBattleResult &result)
{
    m_game->setLandResult(battle, result);
    emit changed({CampaignChange::Battles, std::nullopt, {}});
}

void CampaignDocument::setNavalResult(int battle, const NavalBattle &fought, const NavalResolution &resolution)
{
    m_game->setNavalResult(battle, fought, resolution);
    emit changed({CampaignChange::Battles, std::nullopt, {}});
}

TurnReport CampaignDocument::finishTurn()
{
    TurnReport report = m_game->finishTurn();
    emit changed({CampaignChange::Orders | CampaignChange::Forces | CampaignChange::Cities | CampaignChange::Scores
                      | CampaignChange::Treasury | CampaignChange::Date | CampaignChange::Report,
                  std::nullopt,
                  {}});
    return report;
}

} // namespace hardtack::ui
