import { useEffect, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../../config/app-constants';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';

interface OtpBoxesProps {
  readonly digits: readonly string[];
  readonly onChange: (digits: string[]) => void;
  readonly readOnly?: boolean;
  /** Id of the message that says the code was wrong, if one is shown. */
  readonly errorId?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes (spec §5): typing moves forward, Backspace clears the box and moves back,
 * pasting (or the phone's autofill putting) the whole code in fills them all.
 */
export function OtpBoxes({ digits, onChange, readOnly = false, errorId }: OtpBoxesProps) {
  const t = useMessages(authMessages);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.min(OTP_LENGTH - 1, Math.max(0, index))]?.focus();

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  /** Writes digits from a box onwards and puts focus after the last one written. */
  const fillFrom = (start: number, text: string) => {
    const next = [...digits];
    const incoming = [...text].slice(0, OTP_LENGTH - start);
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + incoming.length);
  };

  const onInput = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    if (value === '') {
      onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    const typed = onlyDigits(value);
    if (typed === '') return;
    if (typed.length >= OTP_LENGTH) {
      fillFrom(0, typed);
      return;
    }
    // The box may still hold its old digit beside the new one: keep the one just typed (left of the caret).
    const caret = selectionStart ?? value.length;
    const justTyped = onlyDigits(value.slice(caret - 1, caret)) || typed.slice(-1);
    fillFrom(index, justTyped);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit from a keyboard is placed here: typed over the same digit, it would change nothing and raise no change event.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (!readOnly) fillFrom(index, event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (!readOnly) onChange(digits.map((digit, at) => (at === index ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted === '') return;
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className="otp-boxes" role="group" aria-label={t.oneTimePassword}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-boxes__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t.otpDigit(index + 1)}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digit}
          readOnly={readOnly}
          onChange={(event) => onInput(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
