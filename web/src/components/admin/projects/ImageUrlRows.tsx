import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type WithImages = { imageUrls: string[] };

/** Editable list of image URLs: add a row, remove a row; removing the last row leaves one empty row. */
export function ImageUrlRows<T extends WithImages>({ form }: { form: UseFormReturnType<T> }) {
  const f = form as unknown as UseFormReturnType<WithImages>;
  const rows = f.values.imageUrls;
  const remove = (index: number) => {
    if (rows.length <= 1) f.setFieldValue('imageUrls', ['']);
    else f.removeListItem('imageUrls', index);
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="image-rows-label">
      <div>
        <Text id="image-rows-label" size="sm" fw={500}>
          Bilder
        </Text>
        <Text size="xs" c="dimmed">
          Adresse på dette nettstedet til hvert bilde, f.eks. /images/terrasse-1.svg. Det første bildet brukes på prosjektkortet.
        </Text>
      </div>
      {rows.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={`Bilde ${index + 1} (URL)`}
            placeholder="/images/..."
            {...f.getInputProps(`imageUrls.${index}`)}
          />
          <Button variant="subtle" color="red" mt={25} onClick={() => remove(index)} aria-label={`Fjern bilde ${index + 1}`}>
            Fjern
          </Button>
        </Group>
      ))}
      <Button variant="light" w="fit-content" onClick={() => f.insertListItem('imageUrls', '')}>
        Legg til bilde
      </Button>
    </Stack>
  );
}
