import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { RechargePack } from '../api/recharge-pack';
import { rechargeMessages } from '../recharge.messages';

interface PackPickerProps {
  readonly packs: readonly RechargePack[];
  readonly selectedId: string | undefined;
  readonly onSelect: (pack: RechargePack) => void;
}

/** The packs as radio buttons drawn as cards: amount, bonus, and a mark on the popular ones. */
export function PackPicker({ packs, selectedId, onSelect }: PackPickerProps) {
  const t = useMessages(rechargeMessages);
  return (
    <div className="pack-picker" role="radiogroup" aria-labelledby="packs-title">
      {packs.map((pack) => (
        <label key={pack.id} className={pack.id === selectedId ? 'pack pack--selected' : 'pack'}>
          <input className="pack__radio" type="radio" name="recharge-pack" value={pack.id} checked={pack.id === selectedId} onChange={() => onSelect(pack)} />
          {/* The spaces keep the words apart in the radio's accessible name. */}
          <span className="pack__amount">{formatRupees(pack.amount)}</span>{' '}
          {pack.bonus_amount > 0 ? <span className="pack__bonus">{t.bonus(formatRupees(pack.bonus_amount))}</span> : null}{' '}
          {pack.popular ? <span className="pack__popular">{t.popular}</span> : null}
        </label>
      ))}
    </div>
  );
}
