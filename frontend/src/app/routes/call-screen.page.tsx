import { callMessages } from '../../features/chat/call.messages';
import { CallScreen } from '../../features/chat/components/call-screen.component';
import { useMessages } from '../../lib/i18n/messages';
import { ConsultationScreenPage } from '../consultation-screen-page';

/** /call-screen/:id: a call (consultation-screen-page.tsx). */
export default function CallScreenPage() {
  return <ConsultationScreenPage Screen={CallScreen} loginWhat={useMessages(callMessages).loginWhat} />;
}
