import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { RechargePack } from '../api/home-page';
import { homeMessages } from '../home.messages';
import { HomeSection } from './home-section.component';

/** The wallet's recharge packs: amount, bonus, the popular one marked; choosing one happens on /recharge. */
export function RechargePacks({ packs }: { packs: readonly RechargePack[] }) {
  const t = useMessages(homeMessages);
  if (packs.length === 0) return null;
  return (
    <HomeSection id="home-packs" heading={t.packsHeading} more={{ to: '/recharge', label: t.choosePack }}>
      <ul className="pack-list">
        {packs.map((pack) => (
          <li key={pack.id} className={pack.popular ? 'pack pack--popular' : 'pack'}>
            {pack.popular ? <span className="pack__badge">{t.popular}</span> : null}
            <span className="pack__amount">{formatRupees(pack.amount)}</span>
            {pack.bonus_amount > 0 ? <span className="pack__bonus">{t.packBonus(formatRupees(pack.bonus_amount))}</span> : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
