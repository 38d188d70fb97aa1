import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDateTime } from '../format';
import { reviewStatusLabels } from '@shared/labels';
import { reviewAnswerSchema, reviewHideSchema, type AdminReviewDto } from '@shared/schemas/review';
import { trpc } from '../../../trpc';
import { Stars } from '../../Reviews/Stars';
import { AdminModal } from '../AdminModal';
import { ChangeButton } from '../ChangeButton';
import { useAdminChange } from '../useAdminChange';

const statusColor = { requested: 'gray', unseen: 'orange', published: 'forest', hidden: 'red' } as const;

/**
 * «Omtaler»: what customers sent, those the owner has not seen first. «Sett og publiser» shows a review
 * whatever its stars; the owner may answer publicly, link it to the job's project, and hide it only for
 * unlawful content, with a reason that is logged.
 */
export function ReviewsPage() {
  const list = trpc.admin.reviews.list.useQuery();
  const rows = list.data ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed" maw="48rem">
        Bare kunder med en overlevert jobb kan skrive en omtale, via lenken de får på e-post. Alle omtaler publiseres når du har sett dem, også de med få
        stjerner. Skjul bare ulovlig innhold, og skriv hvorfor.
      </Text>
      {list.isError && <Alert color="red">En feil oppstod under lasting av omtaler</Alert>}
      {list.isSuccess && rows.length === 0 && <Text>Ingen omtaler ennå.</Text>}
      <ReviewCards rows={rows} />
    </Stack>
  );
}

/** The reviews as cards the owner publishes, answers, hides and links to a project: on «Omtaler» and on the case's page. */
export function ReviewCards({ rows, caseLinks = true }: { rows: AdminReviewDto[]; caseLinks?: boolean }) {
  const projects = trpc.admin.projects.list.useQuery(undefined, { enabled: rows.length > 0 });
  const [answering, setAnswering] = useState<AdminReviewDto | null>(null);
  const [hiding, setHiding] = useState<AdminReviewDto | null>(null);
  const projectOptions = (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  return (
    <>
      {rows.map((r) => (
        <ReviewCard key={r.id} review={r} projectOptions={projectOptions} caseLink={caseLinks} onAnswer={() => setAnswering(r)} onHide={() => setHiding(r)} />
      ))}
      {answering && <AnswerDialog review={answering} onClose={() => setAnswering(null)} />}
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </>
  );
}

function ReviewCard({
  review: r,
  projectOptions,
  caseLink,
  onAnswer,
  onHide,
}: {
  review: AdminReviewDto;
  projectOptions: { value: string; label: string }[];
  caseLink: boolean;
  onAnswer: () => void;
  onHide: () => void;
}) {
  const publish = trpc.admin.reviews.publish.useMutation();
  const link = trpc.admin.reviews.linkProject.useMutation();
  const change = useAdminChange();
  return (
    <Card withBorder padding="lg" data-testid="admin-review" aria-label={`Omtale ${r.reference}`} component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Stars rating={r.rating ?? 0} />
            <Badge color={statusColor[r.status]} variant="light" tt="none">
              {reviewStatusLabels[r.status]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {caseLink ? (
              <Anchor size="sm" renderRoot={(props) => <Link to="/admin/contact-submissions/$id" params={{ id: String(r.caseId) }} {...props} />}>
                {r.reference}
              </Anchor>
            ) : (
              r.reference
            )}
            {r.submittedAt ? ` · ${formatLongDateTime(r.submittedAt)}` : ''}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{r.text}</Text>
        <Text size="sm">{`Vises som: ${r.shownName ?? ''}`}</Text>
        {r.answer && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{`Ditt svar: ${r.answer}`}</Text>}
        {r.hiddenReason && <Text size="sm" c="red.8">{`Skjult fordi: ${r.hiddenReason}`}</Text>}
        <Group gap="sm" align="flex-end" wrap="wrap">
          {r.status !== 'published' && (
            <ChangeButton
              pending={publish.isPending}
              change={{ kind: 'update', thing: 'omtalen', run: () => publish.mutateAsync({ id: r.id }), success: { title: 'Omtalen er publisert', message: 'Den vises nå på nettsidene.' } }}
            >
              Sett og publiser
            </ChangeButton>
          )}
          <Button variant="default" onClick={onAnswer}>
            {r.answer ? 'Endre svar' : 'Svar'}
          </Button>
          {r.status !== 'hidden' && (
            <Button variant="outline" color="red.9" onClick={onHide}>
              Skjul
            </Button>
          )}
          <Select
            label="Prosjekt"
            placeholder="Ikke koblet"
            data={projectOptions}
            value={r.projectId ? String(r.projectId) : null}
            clearable
            w={260}
            onChange={(v) =>
              void change({
                kind: 'update',
                thing: 'omtalen',
                run: () => link.mutateAsync({ id: r.id, projectId: v ? Number(v) : null }),
                success: { title: 'Omtalen er oppdatert', message: v ? 'Den vises på prosjektets side.' : 'Koblingen til prosjektet er fjernet.' },
              })
            }
          />
        </Group>
      </Stack>
    </Card>
  );
}

function AnswerDialog({ review, onClose }: { review: AdminReviewDto; onClose: () => void }) {
  const [answer, setAnswer] = useState(review.answer ?? '');
  const [error, setError] = useState<string>();
  const save = trpc.admin.reviews.answer.useMutation();
  const change = useAdminChange();
  const submit = async () => {
    const parsed = reviewAnswerSchema.safeParse({ id: review.id, answer });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const ok = await change({ kind: 'update', thing: 'svaret', run: () => save.mutateAsync(parsed.data), success: { title: 'Svaret er lagret', message: 'Det vises under omtalen når den er publisert.' } });
    if (ok) onClose();
  };
  return (
    <AdminModal opened onClose={onClose} title="Svar offentlig">
      <Stack>
        <Textarea label="Svar" description="Vises under omtalen. Tomt fjerner svaret." autosize minRows={4} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} error={error} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button loading={save.isPending} onClick={() => void submit()}>
            Lagre svar
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

function HideDialog({ review, onClose }: { review: AdminReviewDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = trpc.admin.reviews.hide.useMutation();
  const change = useAdminChange();
  const submit = async () => {
    const parsed = reviewHideSchema.safeParse({ id: review.id, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const ok = await change({ kind: 'update', thing: 'omtalen', run: () => hide.mutateAsync(parsed.data), success: { title: 'Omtalen er skjult', message: 'Begrunnelsen er logget.' } });
    if (ok) onClose();
  };
  return (
    <AdminModal opened onClose={onClose} title="Skjul omtale">
      <Stack>
        <Text size="sm">Bare innhold som er ulovlig (for eksempel personopplysninger om andre, trakassering eller hets) kan skjules. Lave karakterer og kritikk skal vises.</Text>
        <Textarea label="Begrunnelse" required autosize minRows={3} value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={error} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Avbryt
          </Button>
          <Button color="red.9" loading={hide.isPending} onClick={() => void submit()}>
            Skjul omtalen
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
