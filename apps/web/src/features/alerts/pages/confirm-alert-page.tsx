import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { confirmAlertRequest } from '../api/alerts-api.ts';
import { AlertLinkResult } from '../components/alert-link-result.tsx';

/** /alerts/confirm?token=…: the link e-mailed to confirm an alert made signed out. */
export function ConfirmAlertPage() {
  useDocumentTitle('Confirm job alert');
  return (
    <AlertLinkResult title="Confirm your job alert" working="Confirming your job alert..." send={confirmAlertRequest} />
  );
}
