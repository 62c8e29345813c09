import { DevMailboxPage } from '../../features/dev-mailbox/components/dev-mailbox-page.component';

export default function DevMailboxRoute() {
  return <DevMailboxPage />;
}
