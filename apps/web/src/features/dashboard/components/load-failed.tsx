import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';

/** A dashboard block whose call failed: what failed, and a retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Notice tone="error">
      <p>{text}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
