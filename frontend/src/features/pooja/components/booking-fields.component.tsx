import type { ChangeEvent } from 'react';
import { FormField } from '../../../components/form-field.component';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { BOOKING_FIELDS, type Booking, type BookingField, type BookingWindow } from '../lib/booking';
import { poojaMessages } from '../pooja.messages';

/** The id of a field's control: its label points at it, and the error summary sends focus to it. */
export const bookingFieldId = (field: BookingField): string => `booking-${field}`;

interface BookingFieldsProps {
  readonly booking: Booking;
  readonly range: BookingWindow;
  /** The text of each field's error, if it has one. */
  readonly errors: Readonly<Partial<Record<BookingField, string>>>;
  readonly onChange: (booking: Booking) => void;
}

/** Name, gotra, the date (only the days that can be booked), for whom and a note: a labelled field each, with its error under it. */
export function BookingFields({ booking, range, errors, onChange }: BookingFieldsProps) {
  const t = useMessages(poojaMessages);
  const { language } = useLanguage();
  const hints: Partial<Record<BookingField, string>> = {
    date: t.dateHint(formatIstDate(range.first, language), formatIstDate(range.last, language)),
    for_whom: t.forWhomHint,
  };
  const change = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...booking, [field]: event.target.value });
  return (
    <div className="booking-fields">
      {BOOKING_FIELDS.map((field) => (
        <FormField key={field} id={bookingFieldId(field)} label={t[`field_${field}`]} hint={hints[field]} error={errors[field]}>
          {(control) => {
            if (field === 'note') return <textarea {...control} rows={3} value={booking.note} onChange={change(field)} />;
            if (field === 'date') return <input {...control} type="date" min={range.first} max={range.last} value={booking.date} onChange={change(field)} />;
            return <input {...control} type="text" autoComplete={field === 'name' ? 'name' : 'off'} value={booking[field]} onChange={change(field)} />;
          }}
        </FormField>
      ))}
    </div>
  );
}
