import { HoroscopeIndex } from '../../features/horoscope/components/horoscope-index.component';

export default function HoroscopePage() {
  return <HoroscopeIndex />;
}
