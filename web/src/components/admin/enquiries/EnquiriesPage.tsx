import { Button, Group, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { enquiryStatusLabels, enquiryTypeLabels } from '@shared/labels';
import { enquiryStatuses, enquiryTypes, type EnquiryStatus } from '@shared/domain';
import type { EnquiryDto } from '@shared/schemas/enquiry';
import { count, nouns } from '@shared/plural';
import { trpc } from '../../../trpc';
import { ConfirmDialog } from '../ConfirmDialog';
import { PageToolbar } from '../PageToolbar';
import { useAdminChange } from '../useAdminChange';
import type { EnquiriesSearch } from '../../../routes/admin._shell.contact-submissions';
import { EnquiryTable, shownName } from './EnquiryTable';

const route = getRouteApi('/admin/_shell/contact-submissions');
const PAGE_SIZE = 25;

/** The status filter, with how many each status holds once the counts are there (Spam included, so none goes unseen). */
function statusOptions(counts: Record<EnquiryStatus, number> | undefined) {
  const counted = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  return [
    { value: '', label: 'Alle unntatt spam' },
    ...enquiryStatuses.map((value) => ({ value, label: counted(enquiryStatusLabels[value], counts?.[value]) })),
    { value: 'all', label: 'Alle, også spam' },
  ];
}
const typeOptions = [{ value: '', label: 'Alle typer' }, ...enquiryTypes.map((value) => ({ value, label: enquiryTypeLabels[value] }))];

/** The filters of the address as the export's query string: the CSV, or with `.xlsx` the Excel workbook. */
function exportHref(search: EnquiriesSearch, ext = ''): string {
  const params = new URLSearchParams();
  if (search.status) params.set('status', search.status);
  if (search.type) params.set('type', search.type);
  if (search.q) params.set('q', search.q);
  const query = params.toString();
  return `/api/admin/contact-submissions/export${ext}${query ? `?${query}` : ''}`;
}

export function EnquiriesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { status, type, q } = search;
  const page = search.page ?? 1;
  const setSearch = (next: Partial<EnquiriesSearch>, keepPage = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, ...(keepPage ? {} : { page: undefined }) }), replace: true });

  // Typing filters after a short pause; the address keeps the search.
  const [text, setText] = useState(q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((debounced || undefined) !== q) setSearch({ q: debounced || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new debounced text filters
  }, [debounced]);

  const counts = trpc.admin.enquiries.counts.useQuery();
  const list = trpc.admin.enquiries.page.useQuery({ status, type, q, page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page beyond the last (after deletes) goes back to the last one.
  useEffect(() => {
    if (list.data && page > pages) setSearch({ page: pages > 1 ? pages : undefined }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, page, pages]);

  // A row opens the case's own page.
  const open = (enquiryId: number) => void navigate({ to: '/admin/contact-submissions/$id', params: { id: String(enquiryId) } });

  const change = useAdminChange();
  const remove = trpc.admin.enquiries.delete.useMutation();
  const deleteSpam = trpc.admin.enquiries.deleteSpam.useMutation();
  const [toDelete, setToDelete] = useState<EnquiryDto | null>(null);
  const [spamDialog, setSpamDialog] = useState(false);

  const filtered = Boolean(status || type || q);
  return (
    <>
      <PageToolbar text="Meldinger og befaringsforespørsler fra nettsiden, nyeste først. Søk, filtrer, endre status rett i listen, eller åpne en sak for alt om den." />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Søk"
          placeholder="Navn, e-post, telefon, adresse, melding eller referanse"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
          maxLength={200}
        />
        <NativeSelect label="Status" data={statusOptions(counts.data?.byStatus)} value={status ?? ''} onChange={(e) => setSearch({ status: (e.currentTarget.value || undefined) as EnquiriesSearch['status'] })} w={{ base: '100%', xs: 190 }} />
        <NativeSelect label="Type" data={typeOptions} value={type ?? ''} onChange={(e) => setSearch({ type: (e.currentTarget.value || undefined) as EnquiriesSearch['type'] })} w={{ base: '100%', xs: 150 }} />
        <Group gap="sm" ml={{ sm: 'auto' }} wrap="wrap">
          <Button component="a" href={exportHref(search, '.xlsx')} download variant="default">
            Eksporter Excel
          </Button>
          <Button component="a" href={exportHref(search)} download variant="default">
            Eksporter CSV
          </Button>
          <Button color="red" variant="light" onClick={() => setSpamDialog(true)}>
            Slett all spam
          </Button>
        </Group>
      </Group>
      <EnquiryTable
        rows={items}
        status={{
          loading: list.isPending,
          error: list.isError ? 'En feil oppstod under lasting av henvendelser' : null,
          empty: filtered ? 'Ingen henvendelser passer til søket eller filteret' : 'Ingen henvendelser funnet',
        }}
        onOpen={open}
        onDelete={setToDelete}
      />
      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {list.isSuccess ? count(total, nouns.enquiry) : ''}
        </Text>
        {pages > 1 && (
          <nav aria-label="Sider">
            <Pagination
              value={Math.min(page, pages)}
              onChange={(p) => setSearch({ page: p > 1 ? p : undefined }, true)}
              total={pages}
              size="sm"
              getControlProps={(c) => ({ 'aria-label': { first: 'Første side', previous: 'Forrige side', next: 'Neste side', last: 'Siste side' }[c] })}
              getItemProps={(p) => ({ 'aria-label': `Side ${p}` })}
            />
          </nav>
        )}
      </Group>
      <ConfirmDialog
        opened={toDelete !== null}
        title="Slett henvendelse"
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          const ok = await change({
            kind: 'delete',
            thing: 'henvendelsen',
            run: () => remove.mutateAsync({ id: toDelete.id }),
            success: { title: 'Henvendelse slettet', message: `${toDelete.reference} er slettet.` },
          });
          if (ok) setToDelete(null);
        }}
      >
        Vil du slette henvendelsen {toDelete?.reference}
        {toDelete && shownName(toDelete) ? ` fra ${shownName(toDelete)}` : ''}? Notatene og e-postloggen slettes også. Dette kan ikke angres.
      </ConfirmDialog>
      <ConfirmDialog
        opened={spamDialog}
        title="Slett all spam"
        confirmLabel="Slett all spam"
        loading={deleteSpam.isPending}
        onClose={() => setSpamDialog(false)}
        onConfirm={async () => {
          const ok = await change({
            kind: 'delete',
            thing: 'spam',
            run: () => deleteSpam.mutateAsync(),
            success: { title: 'Spam slettet', message: 'Alle henvendelser med status Spam er slettet.' },
          });
          if (ok) setSpamDialog(false);
        }}
      >
        Alle henvendelser med status Spam slettes for godt, sammen med notatene og e-postloggen deres. Se gjerne over dem først med filteret «Spam».
      </ConfirmDialog>
    </>
  );
}
