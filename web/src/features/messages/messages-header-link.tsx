import { Badge, Float, IconButton } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { ROLE_MODULES } from '@academy/shared/roles';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { ModuleIcon } from '@/components/ui/module-icons';
import { messagesPath } from './messages-paths';
import { useMessageSettings, useUnreadTotal } from './use-messages';

/** Whether this person has Messages: their role's module switched on, or a student where the school allows it. */
export function useHasMessages(user: UserRecord): boolean {
  const { settings } = useMessageSettings(user.school_id);
  if (user.role === 'Student') return settings.studentsEnabled;
  return ROLE_MODULES[user.role].includes('Messages') && user.modules.Messages === true;
}

/** The header's way to Messages, with the reader's unread total (one document read). */
export function MessagesHeaderLink({ user }: { user: UserRecord }) {
  return useHasMessages(user) ? <UnreadLink user={user} /> : null;
}

function UnreadLink({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const unread = useUnreadTotal(user.school_id, user.uid);
  const label = unread ? t`${plural(unread, { one: 'Messages, # unread', other: 'Messages, # unread' })}` : t`Messages`;
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={messagesPath(user)} aria-label={label}>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a module key, not text */}
        <ModuleIcon module="Messages" />
        {unread > 0 && (
          <Float placement="top-end" offset="2">
            <Badge data-testid="messages-unread" colorPalette="red" variant="solid" size="xs" borderRadius="full">
              {unread}
            </Badge>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}
