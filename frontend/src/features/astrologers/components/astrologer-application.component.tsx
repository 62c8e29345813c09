import type { AstrologerRecordView } from '@nakshatra/contracts';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { CardGridSkeleton } from '../../../components/card-grid-skeleton.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyAstrologer, NO_APPLICATION } from '../api/my-astrologer.api';
import type { RegistrationValues } from '../lib/registration-form';
import { registrationMessages } from '../registration.messages';
import { RegistrationForm } from './registration-form.component';
import '../astrologers.css';

/** A rejected application's details, to correct and send again (the uploads too: their URLs stay valid). */
const valuesOf = (record: AstrologerRecordView): Partial<RegistrationValues> => ({
  name: record.name,
  email: record.email,
  gender: record.gender,
  date_of_birth: record.date_of_birth,
  languages: record.languages,
  skills: record.skills,
  experience_years: String(record.experience_years),
  price_per_min: String(record.price_per_min / 100),
  bio: record.bio,
  img_url: record.img_url,
  id_document_url: record.id_document_url,
});

/** The last ten digits of the login number (the session keeps it as the login took it). */
export const tenDigits = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/**
 * /astrologer-register for a logged-in user: their application's standing from get_my_astrologer
 * (pending, approved, rejected with the reason, deactivated), or the form when they have none yet
 * or were rejected and apply again.
 */
export function AstrologerApplication({ phone }: { phone: string }) {
  const t = useMessages(registrationMessages);
  const [attempt, setAttempt] = useState(0);
  const [applyingAgain, setApplyingAgain] = useState(false);
  const [mine, retry] = useApiLoad(`my-astrologer:${attempt}`, (signal) => getMyAstrologer(signal));
  const applied = () => {
    setApplyingAgain(false);
    setAttempt((count) => count + 1);
  };

  const meta = <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />;
  if (mine.state === 'loading') {
    return (
      <div className="astrologer-register" aria-busy="true">
        {meta}
        <h1>{t.title}</h1>
        <CardGridSkeleton label={t.loading} />
      </div>
    );
  }
  if (mine.state === 'failed' && mine.errorStatus !== NO_APPLICATION) {
    return (
      <div className="astrologer-register">
        {meta}
        <h1>{t.title}</h1>
        <LoadFailed text={t.loadFailed} onRetry={retry} />
      </div>
    );
  }
  const record = mine.state === 'loaded' ? mine.answer.data : undefined;
  if (!record || (applyingAgain && record.application_status === 'rejected')) {
    return (
      // The form names the page itself.
      <RegistrationForm key={record?.id ?? 'new'} phone={tenDigits(phone)} {...(record ? { initial: valuesOf(record) } : {})} onApplied={applied} />
    );
  }
  return (
    <div className="astrologer-register">
      {meta}
      <h1>{t.title}</h1>
      <ApplicationStatus record={record} onApplyAgain={() => setApplyingAgain(true)} />
    </div>
  );
}

function ApplicationStatus({ record, onApplyAgain }: { record: AstrologerRecordView; onApplyAgain: () => void }) {
  const t = useMessages(registrationMessages);
  const { language } = useLanguage();
  const applied = <p className="astrologer-application__date">{t.appliedOn(formatIstDate(record.applied_at, language))}</p>;
  if (!record.active) {
    return (
      <section className="astrologer-application astrologer-application--deactivated" role="status" aria-labelledby="application-title">
        <h2 id="application-title">{t.deactivatedTitle}</h2>
        <p>{t.deactivatedText}</p>
      </section>
    );
  }
  switch (record.application_status) {
    case 'pending':
      return (
        <section className="astrologer-application astrologer-application--pending" role="status" aria-labelledby="application-title">
          <h2 id="application-title">{t.pendingTitle}</h2>
          <p>{t.pendingText}</p>
          {applied}
        </section>
      );
    case 'approved':
      return (
        <section className="astrologer-application astrologer-application--approved" role="status" aria-labelledby="application-title">
          <h2 id="application-title">{t.approvedTitle}</h2>
          <p>{t.approvedText}</p>
          <AppLink className="button" to="/astrologer">
            {t.consoleLink}
          </AppLink>
          {applied}
        </section>
      );
    case 'rejected':
      return (
        <section className="astrologer-application astrologer-application--rejected" role="status" aria-labelledby="application-title">
          <h2 id="application-title">{t.rejectedTitle}</h2>
          {record.rejection ? <p className="astrologer-application__reason">{t.rejectedReason(record.rejection.reason)}</p> : null}
          <p>{t.rejectedText}</p>
          <button type="button" className="button" onClick={onApplyAgain}>
            {t.applyAgain}
          </button>
        </section>
      );
  }
}
