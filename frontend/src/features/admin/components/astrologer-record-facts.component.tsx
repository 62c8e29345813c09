import { formatRupees } from '../../../lib/format-money';
import type { AstrologerRecordView } from '@nakshatra/contracts';
import type { ReactNode } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useOptionLabels } from '../../astrologers';
import { astrologerMessages } from '../admin-astrologers.messages';
import { usePeople } from '../hooks/use-people.hook';
import { standingOf } from '../lib/astrologer-standing';
import { PersonLabel } from './person-label.component';

/** An astrologer's whole record as an admin reviews it: where it stands, the profile, the ID document and the dates. */
export function AstrologerRecordFacts({ record }: { record: AstrologerRecordView }) {
  const t = useMessages(astrologerMessages);
  const { language } = useLanguage();
  // Gender, languages and skills as the applicant chose them on the form, in the admin's language.
  const labels = useOptionLabels();
  const people = usePeople([record.user_id]);
  const when = (iso: string | null) => (iso ? formatIstDateTime(iso, language) : '—');
  const rows: [string, ReactNode][] = [
    [t.application, t[standingOf(record)]],
    [t.rejectionReason, record.rejection?.reason ?? '—'],
    [t.liveStatus, t.liveStatusAndSwitch(t[record.status], t[record.availability])],
    [t.phone, `${record.country_code} ${record.phone}`],
    [t.email, record.email],
    [t.gender, labels.gender(record.gender)],
    [t.dateOfBirth, record.date_of_birth],
    [t.languages, record.languages.map(labels.language).join(', ')],
    [t.skills, record.skills.map(labels.skill).join(', ')],
    [t.experience, t.years(record.experience_years)],
    [t.pricePerMinute, formatRupees(record.price_per_min)],
    [t.callPricePerMinute, record.call_price_per_min === null ? t.takesNoCalls : formatRupees(record.call_price_per_min)],
    [t.rating, t.ratingSummary(record.rating, record.rating_count, record.orders)],
    [t.bio, record.bio],
    [t.photo, record.img_url ? <img src={record.img_url} alt={t.photoOf(record.name)} width={96} height={96} /> : '—'],
    [
      t.idDocument,
      record.id_document_url ? (
        <a href={record.id_document_url} target="_blank" rel="noreferrer">
          {t.openIdDocument}
        </a>
      ) : (
        '—'
      ),
    ],
    // The user account by its name and phone, opening its wallet, as everywhere admins see people.
    [t.userAccount, <PersonLabel userId={record.user_id} person={people.get(record.user_id)} />],
    [t.applied, when(record.applied_at)],
    [t.reviewed, when(record.reviewed_at)],
    [t.approved, when(record.approved_at)],
    [t.deactivated, when(record.deactivated_at)],
  ];
  return (
    <dl className="admin-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
