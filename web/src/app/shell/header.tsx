import {
  Avatar,
  Badge,
  Box,
  Button,
  Flex,
  Float,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { type ModuleName, type Role, roleSegment, visibleModules } from '@academy/shared/roles';
import { plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CartIcon, LogoutIcon } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/language-picker';
import { SchoolLogo } from '@/components/ui/school-logo';
import { useResultToast } from '@/components/ui/result-toast';
import { callApi } from '@/lib/api';
import { ROLE_NAMES } from '@/lib/role-names';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/use-auth-actions';
import { useSwitchRole } from '@/features/auth/use-switch-role';
import { useCart } from '@/lib/cart-store';
import { NotificationsMenu } from '@/features/notifications/notifications-menu';
import { MessagesHeaderLink } from '@/features/messages/messages-header-link';
import { useSchool } from '@/lib/use-school';
import { StudentSearch } from '@/features/search/student-search';
import { HEADER_HEIGHT_PX, HEADER_WIDTH_COLLAPSED, HEADER_WIDTH_EXPANDED, SCROLL_THRESHOLD_PX } from './layout';
import { MobileNav } from './mobile-nav';

/** Spec §2: scrolled style from 15 px of vertical scroll. */
function useScrolled() {
  const [scrolled, setScrolled] = useState(() => window.scrollY >= SCROLL_THRESHOLD_PX);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

function CartButton() {
  const { count } = useCart();
  const { t } = useLingui();
  const label = count ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`;
  return (
    <IconButton asChild variant="ghost" position="relative">
      <RouterLink to={paths.cart} aria-label={label}>
        <CartIcon />
        {count > 0 && (
          <Float placement="top-end" offset="2">
            <Badge data-testid="cart-count" colorPalette="blue" variant="solid" size="xs" borderRadius="full">
              {count}
            </Badge>
          </Float>
        )}
      </RouterLink>
    </IconButton>
  );
}

/** One button per other role the account holds: "Switch to Parent view". Nothing for an account of one role. */
function SwitchRoleButtons({ user, onSwitched }: { user: UserRecord; onSwitched: () => void }) {
  const switchRole = useSwitchRole();
  const { t } = useLingui();
  const [pending, setPending] = useState<Role>();
  const [error, setError] = useState<string>();
  const others = (user.roles ?? []).filter((r) => r !== user.role);
  if (!others.length) return null;
  return (
    <>
      {others.map((role) => (
        <Button
          key={role}
          variant="outline"
          size="sm"
          loading={pending === role}
          disabled={!!pending}
          onClick={() => {
            setPending(role);
            setError(undefined);
            switchRole(role).then(onSwitched, (e: unknown) => {
              setPending(undefined);
              setError(e instanceof Error ? e.message : t`The view could not be switched. Try again.`);
            });
          }}
        >
          {t`${select(role, {
            Admin: 'Switch to Admin view',
            Teacher: 'Switch to Teacher view',
            Student: 'Switch to Student view',
            Parent: 'Switch to Parent view',
            other: 'Switch view',
          })}`}
        </Button>
      ))}
      {error && (
        <Text role="alert" fontSize="sm" color="red.700">
          {error}
        </Text>
      )}
    </>
  );
}

/** The language this person reads Academy in: switched at once, and kept on their account for their next sign-in. */
function LanguageChoice() {
  const { run } = useResultToast();
  return (
    <HStack justify="space-between" gap="2">
      <Text fontSize="sm" fontWeight="medium">
        <Trans>Language</Trans>
      </Text>
      <LanguagePicker
        onChosen={(language) => void run(callApi('setLanguage', { language }), { quietOnSuccess: true })}
      />
    </HStack>
  );
}

function ProfileMenu({ user, schoolName }: { user: UserRecord; schoolName: string }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const username = user.username;
  const roleName = t(ROLE_NAMES[user.role]);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <Button variant="ghost" px="2" aria-label={t`Profile: ${username}`}>
          <Avatar.Root size="xs" colorPalette="blue">
            <Avatar.Fallback name={user.username} />
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', xl: 'inline' }} fontWeight="medium">
            {user.username}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64" aria-label={t`Profile`}>
            <Popover.Body>
              <Stack gap="3">
                <Box>
                  <Text fontWeight="semibold">{user.username}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {user.email ?? user.phoneNumber}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {roleName} · {schoolName}
                  </Text>
                </Box>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    navigate(paths.passwordReset);
                  }}
                >
                  <Trans>Password</Trans>
                </Button>
                <LanguageChoice />
                <SwitchRoleButtons user={user} onSwitched={() => setOpen(false)} />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    navigate(paths.mySignIn);
                  }}
                >
                  <Trans>Ways to sign in</Trans>
                </Button>
                {(user.role === 'Admin' || user.role === 'Teacher') && user.modules.Messages === true && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setOpen(false);
                      navigate(`/app/${roleSegment(user.role)}/messages/hours`);
                    }}
                  >
                    <Trans>Working hours and away notice</Trans>
                  </Button>
                )}
                {user.role === 'Admin' && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setOpen(false);
                      navigate(paths.schoolSettings);
                    }}
                  >
                    <Trans>School settings</Trans>
                  </Button>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface HeaderProps {
  user: UserRecord;
  sidebarExpanded: boolean;
  active: ModuleName;
  /** A wide screen has the sidebar; a narrower one opens the sections from a menu button. */
  wide: boolean;
}

export function Header({ user, sidebarExpanded, active, wide }: HeaderProps) {
  const signOut = useSignOut();
  const school = useSchool(user.school_id);
  const scrolled = useScrolled();
  const { t } = useLingui();
  const roleName = t(ROLE_NAMES[user.role]);
  return (
    <Flex
      as="header"
      data-scrolled={scrolled}
      position="fixed"
      top="0"
      insetEnd="0"
      zIndex="docked"
      h={`${HEADER_HEIGHT_PX}px`}
      w={{ base: '100%', lg: sidebarExpanded ? HEADER_WIDTH_EXPANDED : HEADER_WIDTH_COLLAPSED }}
      align="center"
      gap={{ base: '1', md: '3' }}
      px={{ base: '2', md: '6' }}
      bg={scrolled ? 'white' : 'gray.50'}
      boxShadow={scrolled ? 'md' : 'none'}
      borderBottomWidth="1px"
      borderColor={scrolled ? 'transparent' : 'gray.200'}
      transition="width var(--chakra-durations-moderate) ease, background-color var(--chakra-durations-moderate), box-shadow var(--chakra-durations-moderate)"
    >
      {wide ? null : <MobileNav role={user.role} items={visibleModules(user.role, user.modules)} active={active} />}
      {school?.logo ? (
        // Not on a phone: there the search box needs the room.
        <Box display={{ base: 'none', sm: 'block' }}>
          <SchoolLogo schoolId={user.school_id} name={school.name} version={school.logo.fileId} size="8" />
        </Box>
      ) : null}
      <Text display={{ base: 'none', xl: 'block' }} color="gray.700" fontSize="sm" whiteSpace="nowrap">
        <Text as="span" fontWeight="semibold" color="gray.900">
          {school?.name ?? ''}
        </Text>
        {school ? ' · ' : ''}
        {roleName}
      </Text>
      <StudentSearch user={user} />
      <HStack gap={{ base: '0', md: '1' }} ms="auto">
        <MessagesHeaderLink user={user} />
        <NotificationsMenu user={user} />
        <CartButton />
        <ProfileMenu user={user} schoolName={school?.name ?? ''} />
        <Button
          variant="outline"
          size="sm"
          onClick={() => void signOut()}
          display={{ base: 'none', md: 'inline-flex' }}
        >
          <Trans>Log out</Trans>
        </Button>
        <IconButton
          aria-label={t`Log out`}
          variant="ghost"
          onClick={() => void signOut()}
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <LogoutIcon />
        </IconButton>
      </HStack>
    </Flex>
  );
}
