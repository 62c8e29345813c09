import { useRef, type KeyboardEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { horoscopeMessages } from '../horoscope.messages';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../lib/horoscope-period';

export const periodTabId = (period: HoroscopePeriod) => `horoscope-tab-${period}`;

// Arrow keys move along the tabs (and wrap), Home and End jump to the ends: the WAI-ARIA tabs pattern.
const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface PeriodTabsProps {
  readonly active: HoroscopePeriod;
  readonly panelId: string;
  readonly onSelect: (period: HoroscopePeriod) => void;
}

/** Daily, weekly, monthly and yearly as a tablist; choosing a tab changes the address, which holds the state. */
export function PeriodTabs({ active, panelId, onSelect }: PeriodTabsProps) {
  const t = useMessages(horoscopeMessages);
  const tabs = useRef(new Map<HoroscopePeriod, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const period = HOROSCOPE_PERIODS[step(HOROSCOPE_PERIODS.indexOf(active), HOROSCOPE_PERIODS.length)] ?? active;
    onSelect(period);
    tabs.current.get(period)?.focus();
  };

  return (
    <div role="tablist" aria-label={t.periodTabs} className="period-tabs" onKeyDown={onKeyDown}>
      {HOROSCOPE_PERIODS.map((period) => (
        <button
          key={period}
          ref={(node) => {
            if (node) tabs.current.set(period, node);
            else tabs.current.delete(period);
          }}
          type="button"
          role="tab"
          id={periodTabId(period)}
          className="period-tabs__tab"
          aria-selected={period === active}
          aria-controls={panelId}
          tabIndex={period === active ? 0 : -1}
          onClick={() => {
            if (period !== active) onSelect(period);
          }}
        >
          {t.tab(period)}
        </button>
      ))}
    </div>
  );
}
