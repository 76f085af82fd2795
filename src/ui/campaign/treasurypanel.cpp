#include "treasurypanel.h"

#include "narrator/naval/navalnarrator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace hardtack::ui {

namespace {

QString money(double millions)
{
    return TreasuryPanel::tr("$%1M").arg(QLocale().toString(millions, 'f', 1));
}

QString signedNumber(double v)
{
    const QString n = QLocale().toString(std::abs(v), 'f', std::abs(v) < 10 ? 2 : 1);
    return (v < 0 ? QStringLiteral("−") : QStringLiteral("+")) + n;
}

QString armName(Arm arm)
{
    switch (arm) {
    case Arm::Infantry: return TreasuryPanel::tr("Infantry brigade");
    case Arm::Cavalry: return TreasuryPanel::tr("Cavalry brigade");
    case Arm::Artillery: return TreasuryPanel::tr("Artillery battalion");
    }
    return {};
}

QLabel *previewLabel()
{
    auto *l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setStyleSheet(QStringLiteral("QLabel { color: #4a3a22; font-size: 11px; }"));
    return l;
}

} // namespace

QString TreasuryPanel::previewText(const OrderPreview &p)
{
    if (!p.ok())
        return QStringLiteral("<span style='color:#a02818'>%1</span>")
            .arg(campaignOrderProblemText(p.problem).toHtmlEscaped());
    QStringList parts;
    if (std::abs(p.money) > 1e-9)
        parts << tr("treasury %1").arg(signedNumber(p.money) + tr("M"));
    if (p.manpower != 0)
        parts << tr("manpower %1").arg(signedNumber(p.manpower).section(QLocale().decimalPoint(), 0, 0));
    const ScoreKind kinds[] = {ScoreKind::UnionMorale, ScoreKind::ConfederateMorale, ScoreKind::Opinion};
    QStringList scores;
    for (int k = 0; k < 3; ++k)
        if (std::abs(p.scores[k]) > 1e-9)
            scores << QStringLiteral("%1 <b>%2</b>").arg(scoreDisplayName(kinds[k]).toHtmlEscaped(), signedNumber(p.scores[k]));
    if (!scores.isEmpty())
        parts << (p.perTurn ? tr("%1 each turn").arg(scores.join(QStringLiteral(", ")))
                            : scores.join(QStringLiteral(", ")));
    else
        parts << tr("no change to the scores");
    if (p.days > 0)
        parts << tr("%n day(s) on the way", nullptr, p.days);
    return parts.join(QStringLiteral("; "));
}

TreasuryPanel::TreasuryPanel(QWidget *parent) : QWidget(parent)
{
    auto *l = new QVBoxLayout(this);
    l->setContentsMargins(6, 6, 6, 6);
    m_heading = new QLabel;
    m_heading->setStyleSheet(QStringLiteral("QLabel { font-size: 14px; font-weight: bold; }"));
    l->addWidget(m_heading);
    m_money = new QLabel;
    m_money->setWordWrap(true);
    m_money->setTextFormat(Qt::RichText);
    l->addWidget(m_money);

    auto *rates = new QGroupBox(tr("Rates"));
    auto *rf = new QFormLayout(rates);
    m_tax = new QSpinBox;
    m_tax->setRange(0, int(campaignrules::maxTax));
    m_tax->setSuffix(tr(" %"));
    m_tariff = new QSpinBox;
    m_tariff->setRange(0, int(campaignrules::maxTariff));
    m_tariff->setSuffix(tr(" %"));
    rf->addRow(tr("Tax"), m_tax);
    rf->addRow(tr("Tariff"), m_tariff);
    m_ratesPreview = previewLabel();
    rf->addRow(m_ratesPreview);
    m_setRates = new QPushButton(tr("Set the rates"));
    rf->addRow(m_setRates);
    l->addWidget(rates);

    auto *paper = new QGroupBox(tr("Greenbacks and the draft"));
    auto *pf = new QFormLayout(paper);
    m_issue = new QSpinBox;
    m_issue->setRange(1, int(campaignrules::maxIssue));
    m_issue->setValue(10);
    m_issue->setPrefix(tr("$"));
    m_issue->setSuffix(tr("M"));
    m_greenbacks = new QPushButton(tr("Issue"));
    auto *issueRow = new QHBoxLayout;
    issueRow->addWidget(m_issue, 1);
    issueRow->addWidget(m_greenbacks);
    pf->addRow(tr("Greenbacks"), issueRow);
    m_greenbackPreview = previewLabel();
    pf->addRow(m_greenbackPreview);
    m_draft = new QPushButton(tr("Call the draft"));
    pf->addRow(m_draft);
    m_draftPreview = previewLabel();
    pf->addRow(m_draftPreview);
    l->addWidget(paper);

    auto *raise = new QGroupBox(tr("Recruit and build"));
    auto *bf = new QFormLayout(raise);
    m_recruitCity = new QComboBox;
    m_arm = new QComboBox;
    for (Arm a : {Arm::Infantry, Arm::Cavalry, Arm::Artillery})
        m_arm->addItem(armName(a), int(a));
    bf->addRow(tr("City"), m_recruitCity);
    bf->addRow(tr("Raise"), m_arm);
    m_recruitPreview = previewLabel();
    bf->addRow(m_recruitPreview);
    m_recruit = new QPushButton(tr("Recruit"));
    bf->addRow(m_recruit);
    m_port = new QComboBox;
    m_ship = new QComboBox;
    for (int t = 0; t < 8; ++t)
        m_ship->addItem(NavalNarrator::shipTypeLabel(ShipType(t)), t);
    bf->addRow(tr("Port"), m_port);
    bf->addRow(tr("Ship"), m_ship);
    m_buildPreview = previewLabel();
    bf->addRow(m_buildPreview);
    m_build = new QPushButton(tr("Build"));
    bf->addRow(m_build);
    l->addWidget(raise);
    l->addStretch(1);

    for (QSpinBox *s : {m_tax, m_tariff, m_issue})
        connect(s, &QSpinBox::valueChanged, this, &TreasuryPanel::updatePreviews);
    for (QComboBox *c : {m_recruitCity, m_arm, m_port, m_ship})
        connect(c, &QComboBox::currentIndexChanged, this, &TreasuryPanel::updatePreviews);
    connect(m_setRates, &QPushButton::clicked, this, [this] { emit orderRequested(ratesOrder()); });
    connect(m_greenbacks, &QPushButton::clicked, this, [this] { emit orderRequested(greenbackOrder()); });
    connect(m_draft, &QPushButton::clicked, this, [this] { emit orderRequested(CampaignOrder::draft(m_side)); });
    connect(m_recruit, &QPushButton::clicked, this, [this] { emit orderRequested(recruitOrder()); });
    connect(m_build, &QPushButton::clicked, this, [this] { emit orderRequested(buildOrder()); });
    setGame(nullptr, Side::Union, false);
}

void TreasuryPanel::setGame(const CampaignGame *game, Side side, bool active)
{
    m_game = game;
    m_side = side;
    m_active = active && game && !game->isOver();
    m_filling = true;
    m_recruitCity->clear();
    m_port->clear();
    if (game) {
        const SideEconomy &e = game->economy(side);
        m_tax->setValue(int(std::lround(e.tax)));
        m_tariff->setValue(int(std::lround(e.tariff)));
        for (const City &c : game->cities()) {
            if (c.owner != side)
                continue;
            m_recruitCity->addItem(c.name, c.id);
            if (c.fleetNode())
                m_port->addItem(c.name, c.id);
        }
    }
    m_filling = false;
    for (QWidget *w : std::initializer_list<QWidget *>{m_tax, m_tariff, m_setRates, m_issue, m_greenbacks, m_draft,
                                                       m_recruitCity, m_arm, m_recruit, m_port, m_ship, m_build})
        w->setEnabled(m_active);
    refresh();
}

void TreasuryPanel::refresh()
{
    if (!m_game) {
        m_heading->setText(tr("Treasury"));
        m_money->clear();
        return;
    }
    const SideEconomy &e = m_game->economy(m_side);
    const CampaignGame::Income in = m_game->income(m_side);
    m_heading->setText(m_side == Side::Union ? tr("Treasury of the Union") : tr("Treasury of the Confederacy"));
    QString text = tr("<table cellspacing=2>"
                      "<tr><td>Money</td><td align=right><b>%1</b></td></tr>"
                      "<tr><td>Income per turn</td><td align=right>%2 tax, %3 tariff</td></tr>"
                      "<tr><td>Upkeep per turn</td><td align=right>%4</td></tr>"
                      "<tr><td>Manpower</td><td align=right>%5 men (+%6 a turn)</td></tr>"
                      "<tr><td>Greenbacks</td><td align=right>%7</td></tr></table>")
                       .arg(money(e.money), money(in.tax), money(in.tariff), money(m_game->upkeep(m_side)))
                       .arg(QLocale().toString(e.manpower))
                       .arg(QLocale().toString(m_game->manpowerPerTurn(m_side)))
                       .arg(e.greenbacks ? tr("%1% of face value").arg(QLocale().toString(e.greenbackValue, 'f', 0))
                                         : tr("none issued"));
    if (!in.blockaded.isEmpty())
        text += tr("<p style='color:#8a2a10'>Blockade: %n port(s) closed, %1 of tariffs lost a turn.</p>", nullptr,
                   int(in.blockaded.size()))
                    .arg(money(in.lost));
    m_money->setText(text);
    m_draft->setText(e.drafted ? tr("The draft is in force") : tr("Call the draft"));
    updatePreviews();
}

CampaignOrder TreasuryPanel::ratesOrder() const
{
    return CampaignOrder::rates(m_side, m_tax->value(), m_tariff->value());
}

CampaignOrder TreasuryPanel::greenbackOrder() const
{
    return CampaignOrder::greenbacks(m_side, m_issue->value());
}

CampaignOrder TreasuryPanel::recruitOrder() const
{
    return CampaignOrder::recruit(m_side, m_recruitCity->currentData().toString(), Arm(m_arm->currentData().toInt()));
}

CampaignOrder TreasuryPanel::buildOrder() const
{
    return CampaignOrder::build(m_side, m_port->currentData().toString(), ShipType(m_ship->currentData().toInt()));
}

void TreasuryPanel::showPreview(QLabel *label, QPushButton *button, const CampaignOrder &order)
{
    const OrderPreview p = m_game->preview(order);
    label->setText(previewText(p));
    button->setEnabled(m_active && p.ok());
}

void TreasuryPanel::updatePreviews()
{
    if (m_filling || !m_game)
        return;
    showPreview(m_ratesPreview, m_setRates, ratesOrder());
    showPreview(m_greenbackPreview, m_greenbacks, greenbackOrder());
    showPreview(m_draftPreview, m_draft, CampaignOrder::draft(m_side));
    if (m_recruitCity->count())
        showPreview(m_recruitPreview, m_recruit, recruitOrder());
    if (m_port->count())
        showPreview(m_buildPreview, m_build, buildOrder());
    else
        m_buildPreview->setText(tr("No port or river city."));
}

} // namespace hardtack::ui
