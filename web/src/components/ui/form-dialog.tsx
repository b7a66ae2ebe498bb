import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A form (or a record's detail) in a dialog that fills a phone's screen, with a Close button in its corner.
 * `finalFocusEl` names where focus goes back to on closing when the button that opened it is gone by then.
 */
export function FormDialog({
  title,
  onClose,
  finalFocusEl,
  children,
}: {
  title: string;
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      size={{ base: 'full', md: 'lg' }}
      onOpenChange={(e) => !e.open && onClose()}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" position="absolute" top="2" insetEnd="2">
                <Trans>Close</Trans>
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
