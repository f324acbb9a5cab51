import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { unsubscribeAlertRequest } from '../api/alerts-api.ts';
import { AlertLinkResult } from '../components/alert-link-result.tsx';

/** /alerts/unsubscribe?token=…: the footer link of an alert e-mail; opening it is the one click that ends the alert. */
export function UnsubscribeAlertPage() {
  useDocumentTitle('Unsubscribe from job alert');
  return (
    <AlertLinkResult title="Unsubscribe from a job alert" working="Unsubscribing..." send={unsubscribeAlertRequest} />
  );
}
