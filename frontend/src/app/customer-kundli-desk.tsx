import type { ChatIntakeView } from '@nakshatra/contracts';
import { MoonTransitForSign } from '../features/horoscope';
import { CustomerKundli } from '../features/kundli';

/**
 * The astrologer's desk for a consultation (chat now, calls later): the customer's kundli from the
 * kundli feature, with today's Moon from the horoscope feature read from their Moon sign.
 */
export default function CustomerKundliDesk({ intake }: { intake: ChatIntakeView }) {
  return (
    <CustomerKundli
      birth={{ name: intake.name, date: intake.birth_date, time: intake.birth_time, placeText: intake.birth_place, place: intake.resolved_place }}
      moonTransit={(moonSign) => <MoonTransitForSign sign={moonSign} />}
    />
  );
}
