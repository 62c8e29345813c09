import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useDetailsForm } from '../hooks/use-details-form.hook';
import { kundliMessages } from '../kundli.messages';
import { BIRTH_FIELDS, emptyBirthDetails, hasErrors, validateBirthDetails, type BirthDetails } from '../lib/birth-details';
import { forgetMatchDetails, loadMatchDetails, saveMatchDetails, type MatchDetails } from '../lib/birth-details-storage';
import { BirthDetailsFields, fieldTargetId } from './birth-details-fields.component';
import { DetailsReady } from './details-ready.component';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { ReportContents } from './report-contents.component';
import '../kundli.css';
import { todayInIndia } from '../../../lib/format-ist-date';

const store = {
  load: loadMatchDetails,
  save: saveMatchDetails,
  forget: forgetMatchDetails,
  empty: { boy: { ...emptyBirthDetails, gender: 'male' }, girl: { ...emptyBirthDetails, gender: 'female' } } satisfies MatchDetails,
};
const PEOPLE = ['boy', 'girl'] as const;

/** /kundli-matchmaking: the boy's and the girl's birth details (the sections say the gender), and what the match report holds. */
export function KundliMatchmaking() {
  const t = useMessages(kundliMessages);
  const today = todayInIndia();
  const check = (details: BirthDetails) => validateBirthDetails(details, today, { askGender: false });
  const form = useDetailsForm(store, (pair) => PEOPLE.every((person) => !hasErrors(check(pair[person]))));
  const legend = { boy: t.boyDetails, girl: t.girlDetails };
  const errors = { boy: form.showErrors ? check(form.details.boy) : {}, girl: form.showErrors ? check(form.details.girl) : {} };
  const summary: SummaryItem[] = PEOPLE.flatMap((person) =>
    BIRTH_FIELDS.flatMap((field) => {
      const error = errors[person][field];
      return error ? [{ targetId: fieldTargetId(person, field), message: t.inSection(legend[person], t.error(error)) }] : [];
    }),
  );

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
                <BirthDetailsFields
                  key={person}
                  idPrefix={person}
                  legend={legend[person]}
                  details={form.details[person]}
                  errors={errors[person]}
                  askGender={false}
                  today={today}
                  onChange={(details) => form.change({ ...form.details, [person]: details })}
                />
              ))}
            </div>
            <p className="kundli-form__note">{t.keptOnDevice}</p>
            <div className="kundli-form__actions">
              <button type="submit" className="button">
                {t.submit}
              </button>
              <button type="button" className="link-button" onClick={form.clear}>
                {t.clear}
              </button>
            </div>
          </form>
          {form.ready ? <DetailsReady text={t.readyMatch} headingRef={form.readyRef} /> : null}
        </div>
        <ReportContents id="match-contents-title" title={t.matchContentsTitle} items={[t.matchGunas, t.matchManglik, t.matchNadi, t.matchRashi, t.matchVerdict]}>
          <p>{t.matchNote}</p>
        </ReportContents>
      </div>
    </div>
  );
}
