import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers; the print stylesheet leaves only the report. */
export function PrintButton() {
  const t = useMessages(kundliReportMessages);
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {t.print}
    </button>
  );
}
