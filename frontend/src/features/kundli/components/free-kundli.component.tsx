import type { CalculateKundli, SavedKundliView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorSummary } from '../../../components/error-summary.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { todayInIndia } from '../../../lib/format-ist-date';
import { useMessages } from '../../../lib/i18n/messages';
import { calculateKundli } from '../api/calculate-kundli.api';
import { useCalculation } from '../hooks/use-calculation.hook';
import { useDetailsForm } from '../hooks/use-details-form.hook';
import { useSavedKundli } from '../hooks/use-saved-kundli.hook';
import { kundliMessages } from '../kundli.messages';
import { BIRTH_FIELDS, hasErrors, validateBirthDetails } from '../lib/birth-details';
import { forgetKundliDetails, loadKundliDetails, saveKundliDetails } from '../lib/birth-details-storage';
import { emptyKundliDetails, kundliDetailsOf, kundliRequest, type KundliDetails } from '../lib/kundli-details';
import type { LoginGate } from '../lib/login-gate';
import { BirthDetailsFields, fieldTargetId } from './birth-details-fields.component';
import { CalculationFailed } from './calculation-failed.component';
import { ChartOptionsFields } from './chart-options-fields.component';
import { KundliReport } from './report/kundli-report.component';
import { SaveKundli } from './report/save-kundli.component';
import { ReportContents } from './report-contents.component';
import { SavedKundliNotice } from './saved/saved-kundli-notice.component';
import '../kundli.css';

const store = { load: loadKundliDetails, save: saveKundliDetails, forget: forgetKundliDetails, empty: emptyKundliDetails };
const PREFIX = 'kundli';

const sameInput = (a: CalculateKundli, b: CalculateKundli | undefined) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * /free-kundli: one person's birth details (checked here, kept on the device) and, on submit, the
 * kundli the server computes. `?kundli=<id>` opens a saved kundli: its details fill the form and
 * its chart is computed again.
 */
export function FreeKundli({ login }: { login: LoginGate }) {
  const t = useMessages(kundliMessages);
  const today = todayInIndia();
  const check = (details: KundliDetails) => validateBirthDetails(details, today, { askGender: true });
  const { calculation, run, headingRef } = useCalculation(calculateKundli);
  const form = useDetailsForm(store, (details) => !hasErrors(check(details)), (details) => run(kundliRequest(details)));
  const [params] = useSearchParams();
  const saved = useSavedKundli(params.get('kundli'), login.loggedIn);
  const savedInput = useOpenSavedKundli(saved.state === 'found' ? saved.kundli : undefined, form.fill, run);

  const errors = form.showErrors ? check(form.details) : {};
  const summary = BIRTH_FIELDS.flatMap((field) => {
    const error = errors[field];
    return error ? [{ targetId: fieldTargetId(PREFIX, field), message: t.error(error) }] : [];
  });
  const busy = calculation.state === 'calculating';

  return (
    <div className="kundli-page">
      <PageMeta title={t.kundliDocumentTitle} description={t.kundliDescription} />
      <header className="kundli-page__header">
        <h1>{t.kundliTitle}</h1>
        <p className="kundli-page__lead">{t.kundliLead}</p>
      </header>
      <SavedKundliNotice load={saved} login={login} />
      <div className="kundli-page__layout">
        <div className="kundli-page__main">
          <ErrorSummary ref={form.summaryRef} items={summary} />
          <form className="kundli-form" noValidate onSubmit={form.submit}>
            <fieldset className="birth-fields">
              <legend className="birth-fields__legend">{t.birthDetails}</legend>
              <BirthDetailsFields idPrefix={PREFIX} details={form.details} errors={errors} askGender today={today} onChange={(birth) => form.change({ ...form.details, ...birth })} />
            </fieldset>
            <ChartOptionsFields details={form.details} onChange={form.change} />
            <p className="kundli-form__note">{t.keptOnDevice}</p>
            <div className="kundli-form__actions">
              <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                {busy ? <Spinner /> : null}
                {busy ? t.calculating : t.kundliSubmit}
              </button>
              <button type="button" className="link-button" onClick={form.clear}>
                {t.clear}
              </button>
            </div>
          </form>
          {calculation.state === 'failed' ? <CalculationFailed failure={calculation.failure} text={t.kundliFailed} onRetry={() => run(calculation.input)} /> : null}
        </div>
        <ReportContents
          id="kundli-contents-title"
          title={t.kundliContentsTitle}
          items={[t.kundliChart, t.kundliPlanets, t.kundliRashi, t.kundliDasha, t.kundliDoshas, t.kundliPrint]}
        >
          <h3 className="report-contents__subtitle">{t.timeMattersTitle}</h3>
          <p>{t.timeMatters}</p>
        </ReportContents>
      </div>
      {calculation.state === 'done' ? (
        <KundliReport
          // A new report starts with its own chart style state and save button.
          key={JSON.stringify(calculation.input)}
          kundli={calculation.view}
          headingRef={headingRef}
          actions={<SaveKundli input={calculation.input} login={login} alreadySaved={sameInput(calculation.input, savedInput)} />}
        />
      ) : null}
    </div>
  );
}

/** Once per saved kundli opened: its details go into the form and its chart is computed. Returns what it was computed from. */
function useOpenSavedKundli(saved: SavedKundliView | undefined, fill: (details: KundliDetails) => void, run: (input: CalculateKundli) => void): CalculateKundli | undefined {
  const [opened, setOpened] = useState<{ id: string; input?: CalculateKundli } | undefined>();
  useEffect(() => {
    if (!saved || opened?.id === saved.id) return;
    const details = kundliDetailsOf(saved);
    fill(details);
    // Saved kundlis always have a gender (create_kundli requires one); without it the visitor chooses and submits.
    const input = details.gender ? kundliRequest(details) : undefined;
    setOpened({ id: saved.id, input });
    if (input) run(input);
  }, [saved, opened, fill, run]);
  return opened?.input;
}
