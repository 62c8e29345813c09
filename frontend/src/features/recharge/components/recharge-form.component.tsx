import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import type { RechargeRequest } from '../api/recharge-request';
import { useDebouncedValue } from '../../../lib/use-debounced-value.hook';
import { useRechargePacks } from '../hooks/use-recharge-data.hook';
import { readCustomAmount } from '../lib/custom-amount';
import { rechargeMessages } from '../recharge.messages';
import { CheckoutPanel } from './checkout-panel.component';
import { CustomAmountField } from './custom-amount-field.component';
import { PackPicker } from './pack-picker.component';

type Choice = { readonly kind: 'pack'; readonly id: string } | { readonly kind: 'amount'; readonly text: string };

/** A typed amount is priced once the typing pauses this long. */
const AMOUNT_SETTLE_MS = 400;

/** What to recharge (a pack, or an amount typed in rupees) and the bill for it, with Proceed. */
export function RechargeForm() {
  const t = useMessages(rechargeMessages);
  const [packs, retry] = useRechargePacks();
  const [choice, setChoice] = useState<Choice>();
  const [coupon, setCoupon] = useState('');
  const keys = useIdempotencyKeys();

  const text = choice?.kind === 'amount' ? choice.text : '';
  const settled = useDebouncedValue(text, AMOUNT_SETTLE_MS);
  // While the typing goes on, no bill: the one shown always matches the box.
  const typed = settled === text ? readCustomAmount(text) : undefined;
  const request: RechargeRequest | undefined = choice?.kind === 'pack' ? { pack_id: choice.id } : typed && 'amount' in typed ? { amount: typed.amount } : undefined;

  return (
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
        {packs.state === 'loaded' && packs.answer.data.length > 0 ? (
          <PackPicker packs={packs.answer.data} selectedId={choice?.kind === 'pack' ? choice.id : undefined} onSelect={(pack) => setChoice({ kind: 'pack', id: pack.id })} />
        ) : null}
        <CustomAmountField text={text} problem={typed && 'problem' in typed ? typed.problem : undefined} onChange={(value) => setChoice({ kind: 'amount', text: value })} />
      </section>
      <CheckoutPanel request={request} coupon={coupon} onCoupon={setCoupon} keys={keys} />
    </div>
  );
}
