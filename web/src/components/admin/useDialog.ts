import { useCallback, useState } from 'react';

/**
 * Open/closed state of a dialog plus the item it is about. The item is kept while the dialog
 * animates closed, so its content does not flicker.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ opened: boolean; item: T | null }>({ opened: false, item: null });
  const open = useCallback((item: T | null = null) => setState({ opened: true, item }), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { opened: state.opened, item: state.item, open, close };
}
