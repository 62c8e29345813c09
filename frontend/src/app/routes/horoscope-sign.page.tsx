import { useParams } from 'react-router-dom';
import { SignHoroscope } from '../../features/horoscope/components/sign-horoscope.component';

/** Its own chunk: only this page carries the rich-text filter (and its library). */
export default function HoroscopeSignPage() {
  const { sign = '' } = useParams();
  // Another sign is another page: nothing of the previous sign's state carries over.
  return <SignHoroscope key={sign} sign={sign} />;
}
