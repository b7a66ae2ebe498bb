import { Badge, Box, Button, Float, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@academy/shared/date-format';
import type { UserRecord } from '@academy/shared/api';
import { ph, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon } from '@/components/ui/icons';
import { useResultToast } from '@/components/ui/result-toast';
import { callApi } from '@/lib/api';
import { useSchoolLocale } from '@/lib/use-school';
import { useNotifications } from './use-notifications';
import { usePush } from './use-push';

/** The header's notifications: the user's own, live from Firestore; marking read goes through the API. */
export function NotificationsMenu({ user }: { user: UserRecord }) {
  const { status, notifications } = useNotifications(user.school_id, user.uid);
  const schoolLocale = useSchoolLocale(user.school_id);
  const unread = notifications.filter((n) => !n.read);
  const unreadCount = unread.length;
  const { run, report } = useResultToast();
  const push = usePush();
  const [open, setOpen] = useState(false);
  const { t } = useLingui();

  const markRead = (ids: string[]) => void run(callApi('markNotificationsRead', { ids }));
  // Opening a notification's page reads it: the panel closes, and the notification is marked read without a toast
  // (the page that opens is the answer). Should marking fail, it simply stays unread.
  const openNotification = (n: { id: string; read: boolean }) => {
    setOpen(false);
    if (!n.read) void callApi('markNotificationsRead', { ids: [n.id] }).catch(() => undefined);
  };
  const turnOnPush = () => void push.turnOn().then(report, (e: unknown) => run(Promise.reject(e)));

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={
            unreadCount
              ? t`${plural(unreadCount, { one: 'Notifications, # unread', other: 'Notifications, # unread' })}`
              : t`Notifications`
          }
          position="relative"
        >
          <BellIcon />
          {unread.length > 0 && (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" size="xs" borderRadius="full" aria-hidden>
                {unread.length}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: 'sm' }} aria-label={t`Notifications`}>
            <Popover.Header>
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">
                  <Trans>Notifications</Trans>
                </Popover.Title>
                {unread.length > 0 && (
                  <Button size="xs" variant="ghost" onClick={() => markRead(unread.map((n) => n.id))}>
                    <Trans>Mark all as read</Trans>
                  </Button>
                )}
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="60vh" overflowY="auto" px="2" py="1">
              {status === 'loading' && (
                <Text p="3" color="gray.600" role="status" aria-label={t`Loading notifications`}>
                  <Trans>Loading…</Trans>
                </Text>
              )}
              {status === 'error' && (
                <Text p="3" color="red.700">
                  <Trans>Your notifications could not be loaded. Reload the page to try again.</Trans>
                </Text>
              )}
              {status === 'success' && notifications.length === 0 && (
                <Text p="3" color="gray.600">
                  <Trans>You have no notifications.</Trans>
                </Text>
              )}
              <Stack as="ul" gap="1" listStyleType="none">
                {notifications.map((n) => (
                  <Box as="li" key={n.id} p="3" borderRadius="md" bg={n.read ? undefined : 'blue.50'}>
                    <Text fontWeight={n.read ? 'normal' : 'semibold'}>
                      {n.link ? (
                        <RouterLink to={n.link} onClick={() => openNotification(n)}>
                          {n.title}
                        </RouterLink>
                      ) : (
                        n.title
                      )}
                    </Text>
                    <Text fontSize="sm" color="gray.700">
                      {n.body}
                    </Text>
                    <HStack justify="space-between" mt="1">
                      <Text fontSize="xs" color="gray.600">
                        {formatDateTime(n.createdAt, schoolLocale)}
                      </Text>
                      {!n.read && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`Mark as read: ${ph({ title: n.title })}`}
                          onClick={() => markRead([n.id])}
                        >
                          <Trans>Mark as read</Trans>
                        </Button>
                      )}
                    </HStack>
                  </Box>
                ))}
              </Stack>
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" py="2">
              {push.state === 'available' && (
                <Button size="sm" variant="ghost" onClick={turnOnPush}>
                  <Trans>Turn on push notifications</Trans>
                </Button>
              )}
              {push.state === 'on' && (
                <Text fontSize="sm">
                  <Trans>Push notifications are on for this browser.</Trans>
                </Text>
              )}
              {push.state === 'blocked' && (
                <Text fontSize="sm">
                  <Trans>Push notifications are blocked in this browser’s settings.</Trans>
                </Text>
              )}
              {push.state === 'unsupported' && (
                <Text fontSize="sm" color="gray.600">
                  <Trans>This browser cannot show push notifications.</Trans>
                </Text>
              )}
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
