import { FormField } from '../../../components/form-field.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { AmountProblem } from '../lib/custom-amount';
import { rechargeMessages } from '../recharge.messages';

interface CustomAmountFieldProps {
  readonly text: string;
  readonly problem: AmountProblem | undefined;
  readonly onChange: (text: string) => void;
}

/** An amount of the customer's own, in rupees; typing here replaces the chosen pack. */
export function CustomAmountField({ text, problem, onChange }: CustomAmountFieldProps) {
  const t = useMessages(rechargeMessages);
  return (
    <div className="custom-amount">
      <FormField id="recharge-custom-amount" label={t.customAmount} hint={t.customAmountHint} error={problem ? t[problem] : undefined}>
        {(control) => (
          <input {...control} className="custom-amount__input" type="text" inputMode="decimal" autoComplete="off" value={text} onChange={(event) => onChange(event.target.value)} />
        )}
      </FormField>
    </div>
  );
}
