import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { loadAuthorizedFileUrl } from '../../../lib/authorized-file.ts';

/**
 * The resume behind /api/files/<id> needs the bearer header, so it is fetched and opened as a blob.
 * A PDF opens in a new tab (opened before the download, or the popup blocker steps in); Word files download.
 */
export function useOpenResume(resumeUrl: string | null, resumeFileName: string | null) {
  const queryClient = useQueryClient();
  const { showToast } = useToasts();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    if (!resumeUrl) return;
    const isPdf = resumeFileName?.toLowerCase().endsWith('.pdf') ?? false;
    const tab = isPdf ? window.open('', '_blank') : null;
    setOpening(true);
    try {
      const url = await loadAuthorizedFileUrl(queryClient, resumeUrl);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = resumeFileName ?? 'resume';
        link.click();
      }
    } catch {
      tab?.close();
      showToast('Your resume could not be opened. Please try again.');
    } finally {
      setOpening(false);
    }
  };

  return { open, opening };
}
