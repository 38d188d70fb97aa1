import { trpc } from '../../trpc';

/** After a successful change: refetch every admin list (and the dashboard) and the public data. */
export function useRefreshAfterChange() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.invalidate(), utils.public.invalidate()]);
}
