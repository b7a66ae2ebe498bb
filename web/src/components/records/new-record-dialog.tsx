import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

/** "New term", "New class" …: a button that opens the module's create form in a dialog. */
export function NewRecordDialog({
  label,
  title,
  renderForm,
}: {
  label: string;
  title: string;
  renderForm: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="blue" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Dialog.Root open size="lg" onOpenChange={(e) => !e.open && setOpen(false)}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">{renderForm(() => setOpen(false))}</Dialog.Body>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
