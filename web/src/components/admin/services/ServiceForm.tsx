import { NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { serviceCategoryLabels } from '@shared/labels';
import { serviceCategories, type ServiceCategory } from '@shared/domain';
import { serviceInputSchema, type ServiceDto } from '@shared/schemas/service';
import { trpc } from '../../../trpc';
import { displayOrderField } from '../display-order';
import { CategorySelect, DialogForm } from '../FormModal';
import { useEditForm, valuesFrom } from '../useEditForm';
import { ImageDropzone } from '../images/ImageDropzone';
import { parentCandidates } from './service-list';

type Values = {
  title: string;
  description: string;
  category: string | null;
  parentId: string;
  price: string;
  priceUnit: string;
  imageUrl: string;
  displayOrder: number | string;
  isActive: boolean;
};

const NONE = 'none';
const categoryOptions = serviceCategories.map((c) => ({ value: c, label: serviceCategoryLabels[c] }));

function initialValues(s: ServiceDto | null): Values {
  const defaults = { title: '', description: '', category: null as string | null, price: '', priceUnit: '', imageUrl: '', displayOrder: 0 as number | string, isActive: true };
  return { ...valuesFrom(s, defaults), parentId: s?.parentId ? String(s.parentId) : NONE };
}

/** 'none' means a main service; an empty price is null; an empty display order is 0. */
function toPayload(v: Values) {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    category: v.category as ServiceCategory,
    parentId: v.parentId === NONE ? null : Number(v.parentId),
    price: v.price.trim() || null,
    priceUnit: v.priceUnit.trim() || null,
    imageUrl: v.imageUrl.trim() || null,
    displayOrder: v.displayOrder === '' ? 0 : Number(v.displayOrder),
    isActive: v.isActive,
  };
}

type FormProps = { service: ServiceDto | null; services: ServiceDto[]; onDone: () => void };

export function ServiceForm({ service, services, onDone }: FormProps) {
  const { form, formProps } = useEditForm({
    item: service,
    initialValues: initialValues(service),
    toPayload,
    schema: serviceInputSchema,
    create: trpc.admin.services.create.useMutation(),
    update: trpc.admin.services.update.useMutation(),
    thing: 'tjenesten',
    saved: (p, created) => ({ title: created ? 'Tjeneste opprettet' : 'Tjeneste oppdatert', message: `«${p.title}» er lagret.` }),
    onDone,
  });
  const hasChildren = service !== null && services.some((s) => s.parentId === service.id);
  // Only main services can be parents, and never the service itself.
  const parentOptions = [
    { value: NONE, label: 'Ingen (hovedtjeneste)' },
    ...parentCandidates(services, service).map((s) => ({ value: String(s.id), label: s.title })),
  ];

  return (
    <DialogForm {...formProps} submitLabel={service ? 'Lagre endringer' : 'Opprett tjeneste'}>
      <TextInput label="Tittel" withAsterisk data-autofocus {...form.getInputProps('title')} />
      <Textarea label="Beskrivelse" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CategorySelect data={categoryOptions} {...form.getInputProps('category')} />
        <Select
          label="Overordnet tjeneste"
          description={
            hasChildren
              ? 'Tjenesten har undertjenester og må forbli en hovedtjeneste.'
              : 'Velg en hovedtjeneste for å lage en undertjeneste.'
          }
          disabled={hasChildren}
          data={parentOptions}
          allowDeselect={false}
          {...form.getInputProps('parentId')}
          onChange={(value) => form.setFieldValue('parentId', value ?? NONE)}
        />
        <TextInput
          label="Pris"
          description="F.eks. 650 eller «fra 1000». Tomt felt: ingen pris vises."
          {...form.getInputProps('price')}
        />
        <TextInput
          label="Prisenhet"
          description="F.eks. kr, kr/time eller kr/m². Standard er kr."
          placeholder="kr"
          {...form.getInputProps('priceUnit')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <TextInput
          label="Bilde-URL"
          description="Last opp et bilde, eller skriv adressen til et bilde på dette nettstedet."
          placeholder="/images/..."
          {...form.getInputProps('imageUrl')}
        />
        {form.values.imageUrl.trim().startsWith('/') && (
          <img src={form.values.imageUrl.trim()} alt="" className="admin-service-preview" />
        )}
        <ImageDropzone multiple={false} label="Last opp bilde" onUploaded={(image) => form.setFieldValue('imageUrl', image.url)} />
      </Stack>
      <NumberInput {...displayOrderField} label="Visningsrekkefølge" description="Lavere tall vises først. Tomt felt blir 0." {...form.getInputProps('displayOrder')} />
      <Switch
        label="Aktiv"
        description="Bare aktive tjenester vises på nettsiden."
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </DialogForm>
  );
}
