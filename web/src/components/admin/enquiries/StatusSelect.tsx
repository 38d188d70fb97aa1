import { NativeSelect } from '@mantine/core';
import { caseMoves, caseStatuses, isJobStatus, needsReason } from '@shared/domain';
import { enquiryStatusLabels } from '@shared/labels';
import { type EnquiryStatus } from '@shared/domain';
import { trpc } from '../../../trpc';
import { ChangeButton } from '../ChangeButton';
import { useAdminChange } from '../useAdminChange';

/**
 * The status now and the moves the case allows from it. A move that needs a reason has its own button,
 * and the job's states are set on the job (its dates and mails go with them): a job shows its state only.
 */
const optionsFrom = (status: EnquiryStatus) =>
  caseStatuses
    .filter((s) => s === status || (!isJobStatus(status) && !isJobStatus(s) && (caseMoves[status] as readonly EnquiryStatus[]).includes(s) && !needsReason(status, s)))
    .map((value) => ({ value, label: enquiryStatusLabels[value] }));

/** The status of one enquiry, changed where it is shown (list row or detail view); logged on the server. */
export function StatusSelect({ id, status, label, size = 'xs' }: { id: number; status: EnquiryStatus; label: string; size?: 'xs' | 'sm' }) {
  const setStatus = trpc.admin.enquiries.setStatus.useMutation();
  const change = useAdminChange();
  return (
    <NativeSelect
      size={size}
      aria-label={label}
      data={optionsFrom(status)}
      value={status}
      disabled={setStatus.isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => {
        const next = e.currentTarget.value as EnquiryStatus;
        void change({
          kind: 'update',
          thing: 'statusen',
          run: () => setStatus.mutateAsync({ id, status: next }),
          success: { title: 'Status endret', message: `Henvendelsen er nå «${enquiryStatusLabels[next]}».` },
        });
      }}
    />
  );
}

/**
 * «Ikke spam» on an enquiry filed as spam: back to Ny, and the two mails held back when it came in
 * (the receipt to the customer, the notice to the company) go out, once.
 */
export function NotSpamButton({ id }: { id: number }) {
  const setStatus = trpc.admin.enquiries.setStatus.useMutation();
  const success = { title: 'Flyttet til innboksen', message: 'Henvendelsen er nå «Ny», og kvitteringen og varselet som ble holdt tilbake, sendes.' };
  return (
    <ChangeButton variant="light" size="sm" pending={setStatus.isPending} change={{ kind: 'update', thing: 'statusen', run: () => setStatus.mutateAsync({ id, status: 'new' }), success }}>
      Ikke spam
    </ChangeButton>
  );
}
