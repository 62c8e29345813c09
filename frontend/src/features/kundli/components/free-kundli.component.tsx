import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useDetailsForm } from '../hooks/use-details-form.hook';
import { kundliMessages } from '../kundli.messages';
import { BIRTH_FIELDS, emptyBirthDetails, hasErrors, validateBirthDetails, type BirthDetails } from '../lib/birth-details';
import { forgetKundliDetails, loadKundliDetails, saveKundliDetails } from '../lib/birth-details-storage';
import { BirthDetailsFields, fieldTargetId } from './birth-details-fields.component';
import { DetailsReady } from './details-ready.component';
import { ErrorSummary } from '../../../components/error-summary.component';
import { ReportContents } from './report-contents.component';
import '../kundli.css';
import { todayInIndia } from '../../../lib/format-ist-date';

const store = { load: loadKundliDetails, save: saveKundliDetails, forget: forgetKundliDetails, empty: emptyBirthDetails };
const PREFIX = 'kundli';

/** /free-kundli: one person's birth details, checked here, kept on the device, and what the kundli will show. */
export function FreeKundli() {
  const t = useMessages(kundliMessages);
  const today = todayInIndia();
  const check = (details: BirthDetails) => validateBirthDetails(details, today, { askGender: true });
  const form = useDetailsForm(store, (details) => !hasErrors(check(details)));
  const errors = form.showErrors ? check(form.details) : {};
  const summary = BIRTH_FIELDS.flatMap((field) => {
    const error = errors[field];
    return error ? [{ targetId: fieldTargetId(PREFIX, field), message: t.error(error) }] : [];
  });

  return (
    <div className="kundli-page">
      <PageMeta title={t.kundliDocumentTitle} description={t.kundliDescription} />
      <header className="kundli-page__header">
        <h1>{t.kundliTitle}</h1>
        <p className="kundli-page__lead">{t.kundliLead}</p>
      </header>
      <div className="kundli-page__layout">
        <div className="kundli-page__main">
          <ErrorSummary ref={form.summaryRef} items={summary} />
          <form className="kundli-form" noValidate onSubmit={form.submit}>
            <BirthDetailsFields idPrefix={PREFIX} legend={t.birthDetails} details={form.details} errors={errors} askGender today={today} onChange={form.change} />
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
          {form.ready ? <DetailsReady text={t.readyKundli} headingRef={form.readyRef} /> : null}
        </div>
        <ReportContents
          id="kundli-contents-title"
          title={t.kundliContentsTitle}
          items={[t.kundliChart, t.kundliPlanets, t.kundliRashi, t.kundliDasha, t.kundliDoshas, t.kundliRemedies]}
        >
          <h3 className="report-contents__subtitle">{t.timeMattersTitle}</h3>
          <p>{t.timeMatters}</p>
        </ReportContents>
      </div>
    </div>
  );
}
