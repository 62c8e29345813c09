import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { todayInIndia } from '../../../lib/format-ist-date';
import { useMessages } from '../../../lib/i18n/messages';
import { calculateMatchmaking } from '../api/calculate-matchmaking.api';
import { useCalculation } from '../hooks/use-calculation.hook';
import { useDetailsForm } from '../hooks/use-details-form.hook';
import { kundliMessages } from '../kundli.messages';
import { hasErrors } from '../lib/birth-details';
import { forgetMatchDetails, loadMatchDetails, saveMatchDetails } from '../lib/birth-details-storage';
import { emptyMatchDetails, MATCH_FIELDS, matchRequest, PEOPLE, validateMatchPerson, type MatchDetails, type MatchPersonDetails } from '../lib/match-details';
import { fieldTargetId } from './birth-details-fields.component';
import { CalculationFailed } from './calculation-failed.component';
import { MatchReport } from './match-report/match-report.component';
import { MatchPersonFields } from './match-person-fields.component';
import { ReportContents } from './report-contents.component';
import '../kundli.css';

const store = { load: loadMatchDetails, save: saveMatchDetails, forget: forgetMatchDetails, empty: emptyMatchDetails };

/**
 * /kundli-matchmaking: the boy's and the girl's details (birth details, or only the janma
 * nakshatra) and, on submit, their guna milan as the server computes it.
 */
export function KundliMatchmaking() {
  const t = useMessages(kundliMessages);
  const today = todayInIndia();
  const check = (details: MatchPersonDetails) => validateMatchPerson(details, today);
  const { calculation, run, headingRef } = useCalculation(calculateMatchmaking);
  const form = useDetailsForm(
    store,
    (pair: MatchDetails) => PEOPLE.every((person) => !hasErrors(check(pair[person]))),
    (pair) => run(matchRequest(pair)),
  );
  const legend = { boy: t.boyDetails, girl: t.girlDetails };
  const errors = { boy: form.showErrors ? check(form.details.boy) : {}, girl: form.showErrors ? check(form.details.girl) : {} };
  const summary: SummaryItem[] = PEOPLE.flatMap((person) =>
    MATCH_FIELDS[form.details[person].nakshatraOnly ? 'nakshatra' : 'birth'].flatMap((field) => {
      const error = errors[person][field];
      return error ? [{ targetId: fieldTargetId(person, field), message: t.inSection(legend[person], t.error(error)) }] : [];
    }),
  );
  const busy = calculation.state === 'calculating';

  return (
    <div className="kundli-page">
      <PageMeta title={t.matchDocumentTitle} description={t.matchDescription} />
      <header className="kundli-page__header">
        <h1>{t.matchTitle}</h1>
        <p className="kundli-page__lead">{t.matchLead}</p>
      </header>
      <div className="kundli-page__layout">
        <div className="kundli-page__main">
          <ErrorSummary ref={form.summaryRef} items={summary} />
          <form className="kundli-form" noValidate onSubmit={form.submit}>
            <div className="kundli-form__pair">
              {PEOPLE.map((person) => (
                <MatchPersonFields
                  key={person}
                  idPrefix={person}
                  legend={legend[person]}
                  details={form.details[person]}
                  errors={errors[person]}
                  today={today}
                  onChange={(details) => form.change({ ...form.details, [person]: details })}
                />
              ))}
            </div>
            <p className="kundli-form__note">{t.keptOnDevice}</p>
            <div className="kundli-form__actions">
              <button type="submit" className="button" disabled={busy} aria-busy={busy}>
                {busy ? <Spinner /> : null}
                {busy ? t.matching : t.matchSubmit}
              </button>
              <button type="button" className="link-button" onClick={form.clear}>
                {t.clear}
              </button>
            </div>
          </form>
          {calculation.state === 'failed' ? <CalculationFailed failure={calculation.failure} text={t.matchFailed} onRetry={() => run(calculation.input)} /> : null}
        </div>
        <ReportContents id="match-contents-title" title={t.matchContentsTitle} items={[t.matchGunas, t.matchManglik, t.matchNadi, t.matchRashi, t.matchVerdict]}>
          <p>{t.matchNote}</p>
        </ReportContents>
      </div>
      {calculation.state === 'done' ? <MatchReport match={calculation.view} headingRef={headingRef} /> : null}
    </div>
  );
}
