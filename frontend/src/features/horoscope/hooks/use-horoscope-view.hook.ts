import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { horoscopeSearch, readHoroscopeView, type CalendarDay, type HoroscopeView } from '../lib/horoscope-period';
import { todayInIndia } from '../../../lib/format-ist-date';

export interface HoroscopeViewState {
  readonly view: HoroscopeView;
  readonly today: CalendarDay;
  /** Shows another view (a new history entry, so Back returns to the one before). */
  readonly show: (view: HoroscopeView) => void;
}

/** The period and date the address asks for, on India's calendar. */
export function useHoroscopeView(): HoroscopeViewState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const today = todayInIndia();
  const view = useMemo(() => readHoroscopeView(new URLSearchParams(search), today), [search, today]);
  const show = useCallback((next: HoroscopeView) => void navigate({ pathname, search: horoscopeSearch(next, today) }), [navigate, pathname, today]);
  return { view, today, show };
}
