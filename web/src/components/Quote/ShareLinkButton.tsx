import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';

/**
 * Shares the page's own link: the phone's share sheet where the browser has one, else a copy to
 * the clipboard. Chosen after hydration, since the server can't know which the browser offers.
 */
export function ShareLinkButton({ path, title }: { path: string; title: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Lenken er kopiert');
    } catch {
      notifyError('Kunne ikke kopiere lenken', url);
    }
  };

  const onClick = async () => {
    const url = new URL(path, window.location.origin).href;
    if (!canShare) return copy(url);
    try {
      await navigator.share({ title, url });
    } catch (e) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (!(e instanceof DOMException && e.name === 'AbortError')) await copy(url);
    }
  };

  return (
    <Button size="md" variant="default" onClick={() => void onClick()}>
      {canShare ? 'Del lenken' : 'Kopier lenke'}
    </Button>
  );
}
