import { AppLink } from '../../../components/app-link.component';
import { reportProblemPath, type ReportedItem } from '../../../config/app-links';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../support.messages';

/** "Report a problem" about an item (a consultation asks for a refund): opens /support's form linked to it. */
export function ReportProblemLink({ item, refund = false }: { item: ReportedItem; refund?: boolean }) {
  const t = useMessages(supportMessages);
  return (
    <AppLink className="report-problem-link" to={reportProblemPath(item, refund ? 'refund' : undefined)}>
      {t.newTicket}
    </AppLink>
  );
}
