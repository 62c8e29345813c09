import { useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { cartMessages } from '../cart.messages';
import { clampQuantity } from '../lib/cart';

interface QuantityInputProps {
  readonly value: number;
  /** The most that may be chosen: the stock (or what is left of it). */
  readonly max: number;
  readonly onChange: (quantity: number) => void;
  /** The product, for the names of the controls of a cart line; without it they say just "quantity". */
  readonly title?: string;
  /** The number box's id, for an error summary to send focus to. */
  readonly id?: string;
  /** The id of the text saying what is wrong with the quantity, read with the box. */
  readonly errorId?: string;
}

/** A quantity from 1 to `max`: minus and plus buttons around a number box that also takes typing. */
export function QuantityInput({ value, max, onChange, title, id, errorId }: QuantityInputProps) {
  const t = useMessages(cartMessages);
  // What is typed shows as typed (even empty, mid-edit); a valid number applies at once, anything else on leaving the box.
  const [draft, setDraft] = useState<string>();
  const type = (text: string) => {
    setDraft(text);
    const typed = Number(text);
    if (text !== '' && Number.isInteger(typed) && typed >= 1 && typed <= max) onChange(typed);
  };
  const settle = () => {
    if (draft !== undefined) onChange(clampQuantity(Number(draft), max));
    setDraft(undefined);
  };
  return (
    <div className="quantity-input">
      <button type="button" className="quantity-input__step" aria-label={t.decrease(title)} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        className="quantity-input__box"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={title ? t.quantityOf(title) : t.quantity}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={draft ?? String(value)}
        onChange={(event) => type(event.target.value)}
        onBlur={settle}
      />
      <button type="button" className="quantity-input__step" aria-label={t.increase(title)} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
