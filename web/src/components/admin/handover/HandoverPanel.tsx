import { Alert, Anchor, Badge, Button, Divider, FileButton, Group, List, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { handoverDocumentCategories, handoverPhotoStages, isHandedOver, jobStatuses, type CaseStatus, type HandoverDocumentCategory, type HandoverPhotoStage } from '@shared/domain';
import { handoverDocumentCategoryLabels, handoverPhotoStageLabels, matrikkelFieldLabels } from '@shared/labels';
import { formatKr } from '@shared/pricing/vat';
import { handoverFileTitleSchema, handoverUpdateSchema, type HandoverDto, type HandoverFileDto } from '@shared/schemas/handover';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { trpc } from '../../../trpc';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatLongDateTime } from '../format';
import { useAdminChange } from '../useAdminChange';
import { uploadHandoverFile } from './upload';

type Fields = {
  summary: string;
  products: string;
  address: string;
  knr: string;
  gnr: number | string;
  bnr: number | string;
  fnr: number | string;
  snr: number | string;
};
const toFields = (h: HandoverDto): Fields => ({
  summary: h.summary,
  products: h.products.join('\n'),
  address: h.address,
  knr: h.knr ?? '',
  gnr: h.gnr ?? '',
  bnr: h.bnr ?? '',
  fnr: h.fnr ?? '',
  snr: h.snr ?? '',
});
/** The matrikkel's number fields, in the order the matrikkel writes them after the kommunenummer. */
const matrikkelNumbers = ['gnr', 'bnr', 'fnr', 'snr'] as const;
const num = (v: number | string) => (typeof v === 'number' ? v : null);

function Details({ h, closed }: { h: HandoverDto; closed: boolean }) {
  const [fields, setFields] = useState<Fields>(() => toFields(h));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setFields(toFields(h)), [h]);
  const update = trpc.admin.handover.update.useMutation();
  const change = useAdminChange();
  const set = (key: keyof Fields) => (value: string | number) => setFields((f) => ({ ...f, [key]: value }));
  const save = async () => {
    const parsed = handoverUpdateSchema.safeParse({
      id: h.enquiryId,
      ...fields,
      knr: fields.knr.trim() || null,
      gnr: num(fields.gnr),
      bnr: num(fields.bnr),
      fnr: num(fields.fnr),
      snr: num(fields.snr),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await change({
      kind: 'update',
      thing: 'overleveringsmappen',
      run: () => update.mutateAsync(parsed.data),
      success: {
        title: 'Lagret',
        message: 'Overleveringsmappen er oppdatert.',
      },
    });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Sammendrag av arbeidet"
        autosize
        minRows={3}
        maxLength={4000}
        disabled={closed}
        value={fields.summary}
        error={errors.summary}
        onChange={(e) => set('summary')(e.currentTarget.value)}
      />
      <Textarea
        label="Produkter og materialer (ett per linje)"
        autosize
        minRows={3}
        maxLength={4000}
        disabled={closed}
        value={fields.products}
        error={errors.products}
        onChange={(e) => set('products')(e.currentTarget.value)}
      />
      <TextInput
        label="Adresse (eiendommen)"
        maxLength={300}
        disabled={closed}
        value={fields.address}
        error={errors.address}
        onChange={(e) => set('address')(e.currentTarget.value)}
      />
      {/* What Boligmappa finds the property by: gnr/bnr repeat in every kommune, so the kommunenummer with them. */}
      <Text size="sm" c="dimmed">
        Eiendommen i matrikkelen, for Boligmappa (valgfritt): kommunenummer (Trondheim er 5001), gårds- og bruksnummer, og feste- og seksjonsnummer der eiendommen har det.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <TextInput
          label={matrikkelFieldLabels.knr}
          inputMode="numeric"
          maxLength={4}
          disabled={closed}
          value={fields.knr}
          error={errors.knr}
          onChange={(e) => set('knr')(e.currentTarget.value)}
        />
        {matrikkelNumbers.map((key) => (
          <NumberInput
            key={key}
            label={matrikkelFieldLabels[key]}
            min={1}
            max={99999}
            allowDecimal={false}
            allowNegative={false}
            disabled={closed}
            value={fields[key]}
            error={errors[key]}
            onChange={set(key)}
          />
        ))}
      </SimpleGrid>
      {h.matrikkel && <Text size="sm" c="dimmed" data-testid="matrikkel">{`Eiendom i matrikkelen: ${h.matrikkel}`}</Text>}
      {!closed && (
        <Group>
          <Button size="xs" onClick={() => void save()} loading={update.isPending}>
            Lagre mappen
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A photo's caption (or a document's name), edited in its row: what the folder and its PDF show under it. */
function TitleEdit({ f, enquiryId, onDone }: { f: HandoverFileDto; enquiryId: number; onDone: () => void }) {
  const [title, setTitle] = useState(f.title);
  const [error, setError] = useState<string | undefined>();
  const retitle = trpc.admin.handover.retitleFile.useMutation();
  const change = useAdminChange();
  const label = f.kind === 'photo' ? 'Bildetekst' : 'Dokumentnavn';
  const save = async () => {
    const parsed = handoverFileTitleSchema.safeParse({ id: enquiryId, fileId: f.id, title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const ok = await change({ kind: 'update', thing: label.toLowerCase(), run: () => retitle.mutateAsync(parsed.data), success: { title: 'Lagret', message: `${label}: ${parsed.data.title}` } });
    if (ok) onDone();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput label={label} size="xs" maxLength={200} style={{ flex: 1, minWidth: 180 }} value={title} error={error} onChange={(e) => setTitle(e.currentTarget.value)} autoFocus />
        <Button type="submit" size="xs" loading={retitle.isPending}>
          Lagre
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          Avbryt
        </Button>
      </Group>
    </form>
  );
}

function FileRow({ f, enquiryId, closed }: { f: HandoverFileDto; enquiryId: number; closed: boolean }) {
  const remove = trpc.admin.handover.removeFile.useMutation();
  const change = useAdminChange();
  const [editing, setEditing] = useState(false);
  const url = `/api/admin/contact-submissions/${enquiryId}/handover/files/${f.id}`;
  if (editing) {
    return (
      <List.Item styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}>
        <TitleEdit f={f} enquiryId={enquiryId} onDone={() => setEditing(false)} />
      </List.Item>
    );
  }
  return (
    <List.Item styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}>
      <Group gap="xs" wrap="nowrap" align="center">
        {f.kind === 'photo' && <img src={url} alt="" width={64} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} loading="lazy" />}
        {/* The title and its kind give way (and wrap) before «Fjern» does: on a phone a long title clipped it. */}
        <Anchor href={url} target="_blank" size="sm" style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
          {f.title}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
          {f.kind === 'photo' ? handoverPhotoStageLabels[f.stage ?? 'after'] : handoverDocumentCategoryLabels[f.category ?? 'other']}
        </Text>
        {!closed && (
          <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} aria-label={`Endre ${f.kind === 'photo' ? 'bildeteksten' : 'navnet'}: ${f.title}`} onClick={() => setEditing(true)}>
            Endre
          </Button>
        )}
        {!closed && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            style={{ flexShrink: 0 }}
            aria-label={`Fjern ${f.title}`}
            loading={remove.isPending}
            onClick={() =>
              void change({
                kind: 'delete',
                thing: 'filen',
                run: () => remove.mutateAsync({ id: enquiryId, fileId: f.id }),
                success: {
                  title: 'Fjernet',
                  message: `${f.title} er fjernet fra mappen.`,
                },
              })
            }
          >
            Fjern
          </Button>
        )}
      </Group>
    </List.Item>
  );
}

function Uploader({ enquiryId, kind }: { enquiryId: number; kind: 'photo' | 'document' }) {
  const utils = trpc.useUtils();
  const [stage, setStage] = useState<HandoverPhotoStage>('after');
  const [category, setCategory] = useState<HandoverDocumentCategory>('fdv');
  const [busy, setBusy] = useState(false);
  const send = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    let added = 0;
    for (const file of files) {
      try {
        await uploadHandoverFile(enquiryId, file, kind === 'photo' ? { kind, stage } : { kind, category });
        added++;
      } catch (error) {
        notifyError(`Kunne ikke laste opp ${file.name}`, (error as Error).message);
      }
    }
    setBusy(false);
    await utils.admin.handover.get.invalidate({ id: enquiryId });
    if (added) notifySuccess('Lastet opp', `${added} ${kind === 'photo' ? (added === 1 ? 'bilde' : 'bilder') : added === 1 ? 'dokument' : 'dokumenter'} lagt i mappen.`);
  };
  return (
    <Group gap="xs" align="flex-end">
      {kind === 'photo' ? (
        <Select
          label="Tatt"
          size="xs"
          w={150}
          allowDeselect={false}
          data={handoverPhotoStages.map((s) => ({
            value: s,
            label: handoverPhotoStageLabels[s],
          }))}
          value={stage}
          onChange={(v) => v && setStage(v as HandoverPhotoStage)}
        />
      ) : (
        <Select
          label="Dokumenttype"
          size="xs"
          w={190}
          allowDeselect={false}
          data={handoverDocumentCategories.map((c) => ({
            value: c,
            label: handoverDocumentCategoryLabels[c],
          }))}
          value={category}
          onChange={(v) => v && setCategory(v as HandoverDocumentCategory)}
        />
      )}
      <FileButton multiple accept={kind === 'photo' ? 'image/jpeg,image/png,image/webp,image/avif' : 'application/pdf'} onChange={(files) => void send(files)}>
        {(props) => (
          <Button {...props} size="xs" variant="default" loading={busy}>
            {kind === 'photo' ? 'Legg til bilder' : 'Legg til PDF-dokumenter'}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

function HandOverButton({ h }: { h: HandoverDto }) {
  const [open, setOpen] = useState(false);
  const handOver = trpc.admin.handover.handOver.useMutation();
  const change = useAdminChange();
  const confirm = async () => {
    const ok = await change({
      kind: 'update',
      thing: 'oppdraget',
      run: () => handOver.mutateAsync({ id: h.enquiryId }),
      success: {
        title: 'Overlevert',
        message: 'Kunden har fått en e-post med lenke til overleveringsmappen.',
      },
    });
    if (ok) setOpen(false);
  };
  const photos = h.files.filter((f) => f.kind === 'photo').length;
  return (
    <>
      <Button size="sm" color="forest" disabled={h.status !== 'done'} onClick={() => setOpen(true)}>
        Overlever
      </Button>
      <ConfirmDialog
        opened={open}
        title="Overlevere oppdraget?"
        confirmLabel="Overlever"
        loading={handOver.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <Stack gap="sm">
          <Text size="sm">{`Mappen har ${photos} bilder og ${h.files.length - photos} dokumenter. Når du overleverer:`}</Text>
          <List size="sm" spacing={4}>
            <List.Item>lages PDF-en og ZIP-filen én gang, og kunden beholder akkurat dem,</List.Item>
            <List.Item>settes oppdraget til «Overlevert», og mappen kan ikke endres lenger,</List.Item>
            <List.Item>får kunden en e-post med lenke til mappen på sin side.</List.Item>
          </List>
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** The handover folder of a case's job, in the enquiry view: shown once the case has a job. */
export function HandoverPanel({ enquiryId, status }: { enquiryId: number; status: CaseStatus }) {
  const hasJob = (jobStatuses as readonly CaseStatus[]).includes(status);
  const query = trpc.admin.handover.get.useQuery({ id: enquiryId }, { enabled: hasJob, retry: false });
  if (!hasJob) return null;
  const h = query.data;
  const closed = isHandedOver(status);
  return (
    <>
      <Divider />
      <Stack gap="sm" data-testid="handover-panel">
        <Group gap="sm" justify="space-between">
          <Title order={3} size="h5">
            Overlevering
          </Title>
          {h?.handedOverAt && <Badge color="forest" variant="light" tt="none">{`Overlevert ${formatLongDateTime(h.handedOverAt)}`}</Badge>}
        </Group>
        {query.isError && (
          <Text size="sm" c="dimmed">
            {query.error.data?.code === 'NOT_FOUND' ? 'Oppdraget er ikke opprettet ennå.' : 'Kunne ikke laste overleveringsmappen.'}
          </Text>
        )}
        {h && (
          <>
            <Text size="sm">{`Avtalt pris: ${formatKr(h.price.total)} inkl. mva (tilbudet ${formatKr(h.price.contract)}${h.price.changeOrders.length ? ` og ${h.price.changeOrders.length} tillegg/endringer` : ''}). Reklamasjonsfrist: ${h.warrantyYears} år.`}</Text>
            <Details h={h} closed={closed} />
            <Title order={4} size="h6">
              Bilder
            </Title>
            {h.files.some((f) => f.kind === 'photo') ? (
              <List listStyleType="none" spacing={4}>
                {h.files
                  .filter((f) => f.kind === 'photo')
                  .map((f) => (
                    <FileRow key={f.id} f={f} enquiryId={enquiryId} closed={closed} />
                  ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                Ingen bilder ennå.
              </Text>
            )}
            {!closed && <Uploader enquiryId={enquiryId} kind="photo" />}
            <Title order={4} size="h6">
              Dokumenter (FDV, produktdatablad, garantier, erklæringer)
            </Title>
            {h.files.some((f) => f.kind === 'document') ? (
              <List listStyleType="none" spacing={4}>
                {h.files
                  .filter((f) => f.kind === 'document')
                  .map((f) => (
                    <FileRow key={f.id} f={f} enquiryId={enquiryId} closed={closed} />
                  ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                Ingen dokumenter ennå.
              </Text>
            )}
            {!closed && <Uploader enquiryId={enquiryId} kind="document" />}
            <Group gap="sm">
              <Anchor size="sm" href={`/api/admin/contact-submissions/${enquiryId}/handover.pdf`} target="_blank">
                {closed ? 'Overleveringsmappen (PDF)' : 'Forhåndsvis PDF'}
              </Anchor>
              <Anchor size="sm" href={`/api/admin/contact-submissions/${enquiryId}/handover.zip`}>
                {closed ? 'Last ned ZIP' : 'Forhåndsvis ZIP'}
              </Anchor>
            </Group>
            {!closed && (
              <Group gap="sm" align="center">
                <HandOverButton h={h} />
                {status !== 'done' && (
                  <Text size="xs" c="dimmed">
                    Kan overleveres når oppdraget er «Ferdig».
                  </Text>
                )}
              </Group>
            )}
            {closed && (
              <Alert color="gray" variant="light" p="sm">
                Mappen er overlevert og kan ikke endres. Kunden finner PDF-en og ZIP-filen på sin side.
              </Alert>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
