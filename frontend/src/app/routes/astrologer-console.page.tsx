import { AstrologerConsole } from '../../features/astrologers/components/astrologer-console.component';

/** /astrologer: the astrologer's own console (login as an astrologer, status, the online switch). */
export default function AstrologerConsolePage() {
  return <AstrologerConsole />;
}
