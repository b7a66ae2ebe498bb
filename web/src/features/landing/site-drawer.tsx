import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Brand } from '@/components/ui/brand';

/**
 * The landing site's drawer, loaded when first opened: a dialog's layers, focus trap and portal are more than the
 * landing needs before anyone opens it. Its words come from the layout (the landing's first catalogue part).
 */
export function SiteDrawer({
  open,
  onClose,
  finalFocus,
  siteLabel,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  finalFocus: () => HTMLElement | null;
  siteLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start" finalFocusEl={finalFocus}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px">
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <Brand />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body asChild>
              <nav aria-label={siteLabel}>{children}</nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
