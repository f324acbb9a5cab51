import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadAuthorizedFile } from '../../../lib/authorized-file.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { resumeOpening } from '../utils/candidate-search.ts';

/**
 * Opens the resume a candidate shared: the address needs the bearer header, so it is fetched (through the
 * authorized-file cache) and shown from memory. A tab is opened at the click, before the download, or the popup
 * blocker steps in; a PDF is shown there, a Word file is downloaded instead and the tab closed.
 */
export function useOpenCandidateResume(resumeUrl: string | null | undefined) {
  const queryClient = useQueryClient();
  const { showToast } = useToasts();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    if (!resumeUrl) return;
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { url, type } = await loadAuthorizedFile(queryClient, resumeUrl);
      const how = resumeOpening(type);
      if (how.inTab && tab) {
        tab.location.href = url;
        return;
      }
      tab?.close();
      const link = document.createElement('a');
      link.href = url;
      link.download = how.inTab ? 'resume.pdf' : how.fileName;
      link.click();
    } catch {
      tab?.close();
      showToast('The resume could not be opened. Please try again.');
    } finally {
      setOpening(false);
    }
  };

  return { open, opening };
}
