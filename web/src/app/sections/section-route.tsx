import { Heading, Text } from '@chakra-ui/react';
import { moduleFromSegment, type ModuleName } from '@academy/shared/roles';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { PersonCollection } from '@academy/shared/accounts';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { lazyNamed } from '@/lib/lazy-named';
import { MODULE_NAMES } from '@/lib/module-names';
import { ADMIN_SCREENS } from './admin-screens';
import { ROLE_VIEWS } from './role-views';

const PeopleAccountsPanel = lazyNamed(() => import('@/features/accounts/people-accounts-panel'), 'PeopleAccountsPanel');

/** The Admin's sections for people carry their accounts panel. */
const PEOPLE_SECTIONS: Partial<Record<ModuleName, PersonCollection>> = {
  Teachers: 'teachers',
  Staff: 'staff',
  Students: 'students',
  Parents: 'parents',
};

const PURPOSE: Record<ModuleName, MessageDescriptor> = {
  Dashboard: msg`Your school at a glance.`,
  Assignments: msg`Set work, collect submissions and return feedback.`,
  Attendance: msg`Take the register and follow up absences.`,
  Calendar: msg`Term dates, events and deadlines.`,
  Classes: msg`Classes, their rosters and homeroom teachers.`,
  Courses: msg`The courses the academy teaches, with their syllabus.`,
  Fees: msg`Fee items, invoices and payments.`,
  Lessons: msg`The weekly timetable.`,
  Messages: msg`Private conversations between families and the school.`,
  Newsfeed: msg`News and announcements for the school community.`,
  Reports: msg`School reports: grades, effort and comments, checked and sent home.`,
  Parents: msg`Parents and guardians and the children they are linked to.`,
  Staff: msg`Office and support staff.`,
  Students: msg`Student records, classes and guardians.`,
  Subjects: msg`The subjects taught and the grades that take them.`,
  Teachers: msg`Teaching staff, their subjects and timetables.`,
  Terms: msg`School years and terms.`,
};

/** /app/{role}/{section}: another role's route sends the user to their own dashboard; a switched-off module too. */
export function SectionRoute() {
  const params = useParams();
  const { t } = useLingui();
  const module = moduleFromSegment(params.section);
  const { user, home, refusal } = useModuleRoute(module);
  if (!user) return null;
  if (refusal || !module) return refusal;
  const role = user.role;

  // Module screens: a record's own page at /app/admin/<section>/<id>, the section's list below its heading.
  const screens = role === 'Admin' ? ADMIN_SCREENS[module] : undefined;
  const basePath = `${home}/${params.section ?? ''}`;
  if (params.id) {
    return screens ? (
      <Suspense fallback={<PageLoader />}>
        <screens.Detail key={params.id} schoolId={user.school_id} basePath={basePath} id={params.id} />
      </Suspense>
    ) : (
      <NotFound homePath={home} />
    );
  }

  const people = role === 'Admin' ? PEOPLE_SECTIONS[module] : undefined;
  const view = ROLE_VIEWS[role]?.[module];
  const username = user.username;
  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        {t(MODULE_NAMES[module])}
      </Heading>
      <Text color="gray.600">
        {module === 'Dashboard'
          ? t`Welcome, ${username}. Your school at a glance.`
          : t(view?.purpose ?? PURPOSE[module])}
      </Text>
      {/* Each screen's code loads when first shown (see admin-screens.ts and role-views.ts). */}
      <Suspense fallback={<PageLoader />}>
        {view && <view.View user={user} />}
        {screens && <screens.List key={module} schoolId={user.school_id} basePath={basePath} />}
        {people && <PeopleAccountsPanel key={people} schoolId={user.school_id} people={people} selfUid={user.uid} />}
      </Suspense>
    </>
  );
}
