import type { LoveView } from '@nakshatra/contracts';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { FormField } from '../../../components/form-field.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { calculateLove } from '../api/calculate-love.api';
import { LOVE_FIELDS, LOVE_NAME_MAX, validateLoveNames, type LoveNames } from '../lib/love-names';
import { loveMessages } from '../love.messages';
import { LoveRing } from './love-ring.component';
import { ShareResult } from './share-result.component';
import '../love.css';

type Outcome = { readonly state: 'idle' | 'calculating' | 'failed' } | { readonly state: 'done'; readonly love: LoveView };

const fieldId = (field: keyof LoveNames) => `love-${field}`;

/** /love-calculator: two names, their percentage on an animated ring, the band's message, and a way to share it. */
export function LoveCalculator() {
  const t = useMessages(loveMessages);
  const [names, setNames] = useState<LoveNames>({ name1: '', name2: '' });
  const [showErrors, setShowErrors] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  // A new object per refused submit, so that each one moves the focus to the summary.
  const [refusal, setRefusal] = useState<object>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);
  useEffect(() => {
    if (outcome.state === 'done') resultRef.current?.focus();
  }, [outcome]);

  const errors = showErrors ? validateLoveNames(names) : {};
  const summary: SummaryItem[] = LOVE_FIELDS.flatMap((field) => {
    const error = errors[field];
    return error ? [{ targetId: fieldId(field), message: t.inField(t[field], t.error(error)) }] : [];
  });

  const run = () => {
    setOutcome({ state: 'calculating' });
    calculateLove({ name1: names.name1.trim(), name2: names.name2.trim() })
      .then((answer) => setOutcome(isApiFailure(answer) ? { state: 'failed' } : { state: 'done', love: answer.data }))
      .catch(() => setOutcome({ state: 'failed' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = Object.keys(validateLoveNames(names)).length > 0;
    setShowErrors(invalid);
    if (invalid) setRefusal({});
    else run();
  };

  const busy = outcome.state === 'calculating';
  return (
    <div className="love-page">
      <PageMeta title={t.documentTitle} description={t.description} />
      <header className="love-page__header">
        <h1>{t.title}</h1>
        <p className="love-page__lead">{t.lead}</p>
      </header>
      <ErrorSummary ref={summaryRef} items={summary} />
      <form className="love-form" noValidate onSubmit={submit}>
        {LOVE_FIELDS.map((field) => (
          <FormField key={field} id={fieldId(field)} label={t[field]} error={errors[field] ? t.error(errors[field]) : undefined}>
            {(control) => (
              <input
                {...control}
                className="love-form__input"
                type="text"
                autoComplete="off"
                maxLength={LOVE_NAME_MAX + 10}
                value={names[field]}
                onChange={(event) => setNames({ ...names, [field]: event.target.value })}
              />
            )}
          </FormField>
        ))}
        <button type="submit" className="button love-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t.calculating : t.submit}
        </button>
      </form>
      {outcome.state === 'failed' ? <LoadFailed text={t.failed} onRetry={run} /> : null}
      {outcome.state === 'done' ? <LoveResult love={outcome.love} headingRef={resultRef} /> : null}
    </div>
  );
}

function LoveResult({ love, headingRef }: { love: LoveView; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(loveMessages);
  return (
    <section className="love-result" aria-labelledby="love-result-title">
      <h2 id="love-result-title" ref={headingRef} tabIndex={-1} className="love-result__title">
        {t.resultTitle(love.name1, love.name2)}
      </h2>
      {/* A new pair of names draws its ring from empty again. */}
      <LoveRing key={`${love.name1}|${love.name2}`} percentage={love.percentage} />
      <p className="love-result__message">{t.band(love.band)}</p>
      <p className="love-result__fun">
        {t.forFun} <AppLink to="/kundli-matchmaking">{t.matchInstead}</AppLink>.
      </p>
      <ShareResult text={t.shareText(love.name1, love.name2, love.percentage)} />
    </section>
  );
}
