/**
 * A new tab opened during a click and pointed somewhere later. Browsers only allow window.open inside the
 * user's click, but the address of a url job is known once the save answers; so the tab opens blank at once,
 * loses its link back to this page (what rel="noopener" does for links), and is sent on or closed afterwards.
 */
export interface PendingTab {
  go: (url: string | null) => void;
  close: () => void;
}

export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.opener = null;
    try {
      tab.document.title = 'Opening the application page...';
      tab.document.body.textContent = 'Saving your application, then opening the company page...';
    } catch {
      // Some browsers give the blank tab another origin; the text is only a courtesy.
    }
  }
  return {
    go(url) {
      if (!url) return tab?.close();
      // A blocked tab (null) gets one more try; the submitted box links the page as well.
      if (tab && !tab.closed) tab.location.replace(url);
      else window.open(url, '_blank', 'noopener');
    },
    close() {
      tab?.close();
    },
  };
}
