import { chatMessages } from '../../features/chat/chat.messages';
import { ChatScreen } from '../../features/chat/components/chat-screen.component';
import { useMessages } from '../../lib/i18n/messages';
import { ConsultationScreenPage } from '../consultation-screen-page';

/** /chat-screen/:id: a chat (consultation-screen-page.tsx). */
export default function ChatScreenPage() {
  return <ConsultationScreenPage Screen={ChatScreen} loginWhat={useMessages(chatMessages).loginWhat} />;
}
