import type { ModuleName, Role } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { motion, useReducedMotion, type Variants } from 'framer-motion';
import { ModuleIcon } from '@/components/ui/module-icons';
import { MODULE_NAMES } from '@/lib/module-names';
import { MENU_ANIMATION } from './layout';
import { NavItemLink } from './nav-item-link';

const list: Variants = {
  closed: {},
  open: { transition: { delayChildren: MENU_ANIMATION.delay, staggerChildren: MENU_ANIMATION.stagger } },
};
const item: Variants = {
  closed: { opacity: 0, x: -40 },
  open: { opacity: 1, x: 0, transition: { type: 'spring', duration: MENU_ANIMATION.spring, bounce: 0.25 } },
};

/**
 * The drawer's items, sliding in one after another. Loaded when the drawer first opens, with the animation library, so
 * neither weighs on a page's first load.
 */
export function MobileNavItems({
  role,
  items,
  active,
  onChoose,
}: {
  role: Role;
  items: ModuleName[];
  active: ModuleName;
  onChoose: () => void;
}) {
  const reduceMotion = useReducedMotion();
  const { t } = useLingui();
  return (
    <motion.ul
      style={{ listStyle: 'none', display: 'grid', gap: '4px' }}
      variants={reduceMotion ? undefined : list}
      initial={reduceMotion ? false : 'closed'}
      animate="open"
    >
      {items.map((m) => {
        const current = m === active;
        return (
          <motion.li key={m} variants={reduceMotion ? undefined : item} data-testid="drawer-item">
            <NavItemLink role={role} module={m} current={current} onClick={onChoose} px="3" py="2.5">
              <ModuleIcon module={m} />
              {t(MODULE_NAMES[m])}
            </NavItemLink>
          </motion.li>
        );
      })}
    </motion.ul>
  );
}
