import { AstrologerList } from '../../features/astrologers/components/astrologer-list.component';
import { WithChatButtons } from '../astrologer-chat-action';

/** /chat-with-astrologer and /talk-to-astrologer: one chunk, two lists. */
export default function ConsultPage({ mode }: { mode: 'chat' | 'talk' }) {
  // Moving between the two is a new page: nothing of the other list's state carries over.
  return (
    <WithChatButtons channel={mode === 'chat' ? 'chat' : 'call'}>
      <AstrologerList key={mode} mode={mode} />
    </WithChatButtons>
  );
}
