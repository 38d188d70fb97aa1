import { Button, Group, Select, Stack, type SelectProps } from '@mantine/core';
import { Fragment, type FormEventHandler, type ReactNode, type Ref } from 'react';
import { AdminModal } from './AdminModal';

type ModalProps<T extends { id: number }> = {
  dialog: { opened: boolean; item: T | null; close: () => void };
  /** The title for a new row and for an edited one. */
  title: { create: string; edit: string };
  size?: string;
  /** The form, given the row (null = new) and what closes the dialog; it is mounted afresh per row. */
  children: (item: T | null, done: () => void) => ReactNode;
};

/** The create/edit dialog of an admin list: one modal, the form remounted for each row so it starts clean. */
export function FormModal<T extends { id: number }>({ dialog, title, size, children }: ModalProps<T>) {
  return (
    <AdminModal opened={dialog.opened} onClose={dialog.close} size={size} title={dialog.item ? title.edit : title.create}>
      <Fragment key={dialog.item?.id ?? 'new'}>{children(dialog.item, dialog.close)}</Fragment>
    </AdminModal>
  );
}

type FormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** Left of the buttons, e.g. a delete button. */
  start?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/** A dialog's form: the fields in a column, then Avbryt and the submit button. */
export function DialogForm({ onSubmit, onCancel, pending, submitLabel, start, formRef, children }: FormProps) {
  const buttons = (
    <>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Avbryt
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <Group justify={start ? 'space-between' : 'flex-end'} gap="sm" mt="sm">
          {start}
          {start ? <Group gap="sm">{buttons}</Group> : buttons}
        </Group>
      </Stack>
    </form>
  );
}

/** The required category select of a dialog ('Velg kategori'). */
export function CategorySelect(props: Omit<SelectProps, 'label'>) {
  return <Select label="Kategori" placeholder="Velg kategori" withAsterisk allowDeselect={false} {...props} />;
}

type PageFormProps = { onSubmit: FormEventHandler<HTMLFormElement>; pending: boolean; submitLabel: string; label?: string; gap?: string; children: ReactNode };

/** A form on a page (not in a dialog): the fields, then the save button on the right. */
export function PageForm({ onSubmit, pending, submitLabel, label, gap = 'md', children }: PageFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
