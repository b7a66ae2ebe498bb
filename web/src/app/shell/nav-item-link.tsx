import { Link, type LinkProps } from '@chakra-ui/react';
import { type ModuleName, type Role, sectionPath } from '@academy/shared/roles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const CURRENT_BG = 'whiteAlpha.300';
const HOVER_BG = 'whiteAlpha.200';

/**
 * One section's link on the dark navigation, in the sidebar and in the phone drawer alike: white text, the current
 * section marked for the eye (bold, lighter background) and for screen readers (`aria-current="page"`).
 */
export function NavItemLink({
  role,
  module,
  current,
  label,
  onClick,
  children,
  ...layout
}: {
  role: Role;
  module: ModuleName;
  current: boolean;
  /** The accessible name when the visible text may be hidden (the collapsed sidebar). */
  label?: string;
  onClick?: () => void;
  children: ReactNode;
} & Pick<LinkProps, 'px' | 'py' | 'whiteSpace'>) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      borderRadius="md"
      color="white"
      fontWeight={current ? 'semibold' : 'normal'}
      bg={current ? CURRENT_BG : undefined}
      _hover={{ bg: HOVER_BG, textDecoration: 'none' }}
      {...layout}
    >
      <RouterLink
        to={sectionPath(role, module)}
        aria-current={current ? 'page' : undefined}
        aria-label={label}
        onClick={onClick}
      >
        {children}
      </RouterLink>
    </Link>
  );
}
