import { Group, Pagination, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export const PAGE_SIZE = 25;

/** Client-side paging of a list; the page is clamped when the list shrinks. */
export function usePaged<T>(list: T[], pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  return { page: current, pages, setPage, items: list.slice((current - 1) * pageSize, current * pageSize), total: list.length };
}

const controlLabels = { first: 'Første side', previous: 'Forrige side', next: 'Neste side', last: 'Siste side' } as const;

export function Pager({
  page,
  pages,
  total,
  setPage,
}: {
  page: number;
  pages: number;
  total: number;
  setPage: (p: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {total} totalt
      </Text>
      <nav aria-label="Sider">
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          size="sm"
          getControlProps={(c) => ({ 'aria-label': controlLabels[c] })}
          getItemProps={(p) => ({ 'aria-label': `Side ${p}` })}
        />
      </nav>
    </Group>
  );
}
