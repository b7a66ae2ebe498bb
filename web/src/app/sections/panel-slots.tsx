import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import type { Role } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { ShownInOrder } from '@/components/ui/shown-in-order';
import { ClassBoxPlaceholder } from '@/features/my-students/class-box-placeholder';
import { PanelPlaceholder } from '@/components/ui/panel-card';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyNamed, type Preloadable } from '@/lib/lazy-named';
import { CHILD_PANELS, DASHBOARD_PANELS, STUDENT_PANELS, visiblePanels } from './panels';

const ParentStudents = lazyNamed(() => import('@/features/my-students/parent-students'), 'ParentStudents');
const TeacherDashboardClass = lazyNamed(
  () => import('@/features/my-students/teacher-students'),
  'TeacherDashboardClass',
);

/** The modules' panels on a parent's page for one child. */
export function ChildPanels({ user, student }: { user: UserRecord; student: Student }) {
  const panels = visiblePanels(CHILD_PANELS, user);
  if (panels.length === 0) return null;
  return (
    <Stack gap="4" mt="4">
      {panels.map(({ key, Panel }) => (
        <Suspense key={`${key}-${student.id}`} fallback={<PanelPlaceholder />}>
          <Panel user={user} student={student} />
        </Suspense>
      ))}
    </Stack>
  );
}

/** The modules' panels on a student's record: those this user's role may read and their modules map shows. */
export function StudentPanels({ user, student }: { user: UserRecord; student: Student }) {
  const panels = visiblePanels(STUDENT_PANELS, user).filter((p) => p.roles.includes(user.role));
  if (panels.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      {panels.map(({ key, Panel }) => (
        <Suspense key={`${key}-${student.id}`} fallback={<PanelPlaceholder />}>
          <Panel user={user} student={student} />
        </Suspense>
      ))}
    </SimpleGrid>
  );
}

/** Parent → Students, with each module's panel for the chosen child. */
export function ParentStudentsPage({ user, childId }: { user: UserRecord; childId?: string }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <ParentStudents
        user={user}
        childId={childId}
        below={(student) => <ChildPanels user={user} student={student} />}
      />
    </Suspense>
  );
}

/**
 * A role's Dashboard: its modules' panels, most urgent first, stacked on a phone and two across on a wide screen, each
 * shown once those before it are ready. `lead`, when given, comes first across the full width.
 */
export function DashboardPanels({ user, lead }: { user: UserRecord; lead?: ReactNode }) {
  const panels = visiblePanels(DASHBOARD_PANELS[user.role], user);
  const slots = [
    ...(lead ? [{ key: 'lead', node: lead }] : []),
    ...panels.map(({ key, Panel }) => ({
      key,
      node: (
        <Suspense fallback={<PanelPlaceholder />}>
          <Panel user={user} />
        </Suspense>
      ),
    })),
  ];
  if (slots.length === 0) return null;
  return (
    <ShownInOrder
      parts={slots}
      gridTemplateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}
      gap="4"
      mt="6"
      alignItems="start"
    />
  );
}

/** Fetches the code of every panel a role's dashboard may show, at once (see dashboard-preload.ts). */
export function preloadDashboardPanels(role: Role) {
  for (const { Panel } of DASHBOARD_PANELS[role]) (Panel as Partial<Preloadable<unknown>>).preload?.();
  if (role === 'Teacher') TeacherDashboardClass.preload();
}

/** The Teacher's Dashboard: their current class, then the modules' panels. */
export function TeacherDashboard({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  return (
    <DashboardPanels
      user={user}
      lead={
        <Suspense fallback={<ClassBoxPlaceholder label={t`Loading your current class`} />}>
          <TeacherDashboardClass user={user} />
        </Suspense>
      }
    />
  );
}
