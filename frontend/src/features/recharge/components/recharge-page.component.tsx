import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { RechargePack } from '../api/recharge-pack';
import { useRechargePacks } from '../hooks/use-recharge-data.hook';
import { rechargeMessages } from '../recharge.messages';
import { BalanceCard } from './balance-card.component';
import { CheckoutPanel } from './checkout-panel.component';
import { OffersList } from './offers-list.component';
import { PackPicker } from './pack-picker.component';
import '../recharge.css';

/** The wallet page of a logged-in user: balance, packs, the bill of the chosen one, and the offers. */
export function RechargePage({ userId }: { userId: string }) {
  const t = useMessages(rechargeMessages);
  const [packs, retry] = useRechargePacks();
  const [selected, setSelected] = useState<RechargePack>();

  return (
    <div className="recharge">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <BalanceCard userId={userId} />
      <div className="recharge__layout">
        <section className="recharge__packs" aria-labelledby="packs-title" aria-busy={packs.state === 'loading'}>
          <h2 id="packs-title">{t.packs}</h2>
          {packs.state === 'loading' ? (
            <div role="status">
              <span className="visually-hidden">{t.packsLoading}</span>
              <span className="pack-picker" aria-hidden="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <span key={index} className="pack pack--placeholder" />
                ))}
              </span>
            </div>
          ) : null}
          {packs.state === 'failed' ? <LoadFailed text={t.packsFailed} onRetry={retry} /> : null}
          {packs.state === 'loaded' && packs.answer.data.length === 0 ? <EmptyState title={t.noPacks} /> : null}
          {packs.state === 'loaded' && packs.answer.data.length > 0 ? <PackPicker packs={packs.answer.data} selectedId={selected?.id} onSelect={setSelected} /> : null}
        </section>
        {/* A new pack is a new bill: the answer to the previous one's Proceed does not carry over. */}
        <CheckoutPanel key={selected?.id ?? 'none'} pack={selected} />
      </div>
      <OffersList />
    </div>
  );
}
