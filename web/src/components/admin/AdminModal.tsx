import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Mantine Modal with Norwegian close label, full screen on phones. */
export function AdminModal({ size = 'lg', ...props }: ModalProps) {
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Modal
      size={size}
      fullScreen={isMobile}
      centered={!isMobile}
      closeButtonProps={{ 'aria-label': 'Lukk' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
    />
  );
}
