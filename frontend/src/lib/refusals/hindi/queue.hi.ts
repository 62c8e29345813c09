import type { queueRefusals } from '@nakshatra/contracts';
import type { RefusalTexts } from '../refusal-texts';

export const queueHindi: RefusalTexts<typeof queueRefusals> = {
  'queue.entry_not_found': () => 'आप अब इस कतार में नहीं हैं।',
  'queue.not_live': () => 'यह लाइव सत्र अभी प्रसारित नहीं हो रहा है।',
  'queue.no_calls': () => 'ये ज्योतिषी अभी सशुल्क बारी (कॉल) नहीं ले रहे हैं।',
  'queue.own_queue': () => 'आप अपनी ही कतार में शामिल नहीं हो सकते।',
  'queue.full': ({ maximum }) => `कतार भरी हुई है (${maximum} प्रतीक्षा में)। कृपया बाद में फिर से कोशिश करें।`,
  'queue.empty': () => 'कतार में कोई प्रतीक्षा नहीं कर रहा है।',
  'queue.turn_in_progress': () => 'एक बारी चल रही है। पहले उसे समाप्त करें।',
  'queue.no_turn': () => 'कोई बारी नहीं चल रही है।',
  'queue.astrologer_free': () => 'ये ज्योतिषी अभी उपलब्ध हैं: प्रतीक्षा करने के बजाय परामर्श का अनुरोध करें।',
  'queue.astrologer_offline': () => 'ये ज्योतिषी ऑफ़लाइन हैं। उनके वापस आने पर सूचना पाने के लिए उन्हें फ़ॉलो करें।',
  'queue.astrologer_live': () => 'ये ज्योतिषी अभी लाइव हैं: उनके लाइव सत्र की कतार में शामिल हों।',
};
