import { Loader, Table, Text } from '@mantine/core';

type Props = {
  colSpan: number;
  loading?: boolean;
  error?: string | null;
  empty?: string | null;
};

/** One full-width row for the loading, error or empty state of an admin table; nothing otherwise. */
export function TableStatusRow({ colSpan, loading, error, empty }: Props) {
  if (!loading && !error && !empty) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} py="xl" ta="center">
        {loading ? (
          <Text component="span" role="status" c="dimmed" inline>
            <Loader size="xs" color="oak" mr="xs" aria-hidden />
            Laster...
          </Text>
        ) : error ? (
          <Text component="span" role="alert" c="red.8">
            {error}
          </Text>
        ) : (
          <Text component="span" c="dimmed">
            {empty}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
