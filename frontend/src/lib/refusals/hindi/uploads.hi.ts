import type { uploadRefusals } from '@nakshatra/contracts';
import { formatMinutes } from '../hindi-words';
import type { RefusalTexts } from '../refusal-texts';

export const uploadsHindi: RefusalTexts<typeof uploadRefusals> = {
  'upload.not_multipart': () => 'अपलोड multipart/form-data में एक छवि फ़ाइल के साथ भेजा जाना चाहिए',
  'upload.unreadable': () => 'अपलोड की गई फ़ाइल पढ़ी नहीं जा सकी',
  'upload.one_file': () => 'ठीक एक छवि फ़ाइल भेजें',
  'upload.not_image': () => 'छवि JPEG, PNG या WebP फ़ाइल होनी चाहिए',
  'upload.too_large': ({ megabytes }) => `छवि अधिकतम ${megabytes} MB की होनी चाहिए`,
  'upload.too_many': ({ minutes }) => `बहुत अधिक अपलोड। कृपया ${formatMinutes(minutes)} बाद फिर से कोशिश करें।`,
  'upload.not_found': () => 'ऐसी कोई छवि नहीं है',
};
