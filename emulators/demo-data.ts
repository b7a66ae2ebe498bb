import { NO_ACCOUNT, type PersonAccount } from '@academy/shared/invitations';
import { childClassIdsOf } from '@academy/shared/parent-classes';
/** The demo schools, built the same way on every start so seeding twice changes nothing. */
import { defaultModules, type Role } from '@academy/shared/roles';
import type { ParentDoc, StaffDoc, StudentDoc, TeacherDoc } from '@academy/shared/people';
import { newSchoolRecord } from '@academy/shared/new-school';
import type { SchoolDoc } from '@academy/shared/school';
import { searchTokensFor } from '@academy/shared/search-tokens';
import type { ClassDoc, SubjectDoc, TermDoc } from '@academy/shared/structure';
import { type CourseDoc, createCourseInput } from '@academy/shared/course';
import type { UserDoc } from '@academy/shared/user';
import type { LessonDoc } from '@academy/shared/lesson';
import { demoClassTeacherUids, demoLessons } from './demo-lessons';
// Attendance
import { NORTHSIDE_ATTENDANCE_CODES } from './demo-attendance';

/** The account summary the lists filter on: active for a person with an account, none for everyone else. */
const accountOf = (uid: string | null): PersonAccount => (uid ? { ...NO_ACCOUNT, state: 'active' } : NO_ACCOUNT);

export const DEMO_PASSWORD = 'Academy-demo-1';

export interface DemoAccount {
  uid: string;
  email: string;
  role: Role;
  schoolId: string;
  displayName: string;
  personId: string | null;
  /** The other roles the account holds and the record it acts as in each (a teacher who is also a parent). */
  personIds?: Partial<Record<Role, string>>;
}

export interface DemoSchool {
  id: string;
  school: SchoolDoc;
  collections: {
    /** The seed adds each record's searchTokens, as the API does. */
    terms: Record<string, Omit<TermDoc, 'searchTokens'>>;
    subjects: Record<string, Omit<SubjectDoc, 'searchTokens'>>;
    teachers: Record<string, Omit<TeacherDoc, 'searchTokens'>>;
    staff: Record<string, Omit<StaffDoc, 'searchTokens'>>;
    classes: Record<string, Omit<ClassDoc, 'searchTokens'>>;
    students: Record<string, StudentDoc>;
    parents: Record<string, Omit<ParentDoc, 'searchTokens'>>;
    courses: Record<string, Omit<CourseDoc, 'searchTokens'>>;
    /** The weekly timetable (lessons already carry their names and searchTokens). */
    lessons: Record<string, LessonDoc>;
  };
  accounts: DemoAccount[];
}

export function userDocFor(account: DemoAccount): UserDoc {
  return {
    email: account.email,
    username: account.displayName,
    role: account.role,
    school_id: account.schoolId,
    modules: defaultModules(account.role),
    personId: account.personId,
    disabled: false,
    ...(account.personIds && { personIds: { ...account.personIds, [account.role]: account.personId } }),
  };
}

/** Names from many backgrounds, as a real school's roll has (also used by bench:search). */
export const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloé',
  'Dmitri',
  'Elif',
  'Finn',
  'Grace',
  'Hugo',
  'Ines',
  'Jonah',
  'Kofi',
  'Lena',
  'Mateo',
  'Nia',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoë',
  'Amelie',
  'Bruno',
  'Carmen',
  'Dev',
];
export const LAST_NAMES = [
  'Adeyemi',
  'Adeyemi',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Mensah',
  'Nakamura',
  'O’Brien',
  'Petrov',
  'Quispe',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Varga',
  'Wong',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Andersen',
  'Brown',
  'Chen',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A course as an Admin would send it, checked with the API's own schema, in the school's currency. */
function demoCourse(input: unknown, currency: string): Omit<CourseDoc, 'searchTokens'> {
  return { ...createCourseInput.parse(input), currency };
}

function demoAcademyCourses(): DemoSchool['collections']['courses'] {
  return {
    'course-alg-7': demoCourse(
      {
        code: 'ALG-7',
        title: 'Algebra foundations',
        subjectId: 'math',
        classIds: ['class-7a'],
        teacherIds: ['teacher-01'],
        termId: 'term-2026-autumn',
        description: 'Letters for numbers: expressions, equations and the first graphs.',
        modules: [
          {
            title: 'Expressions',
            order: 1,
            lectures: [
              { title: 'Letters for numbers', order: 1, content: 'Why we write x, and how to read 3x + 2.', link: '' },
              { title: 'Simplifying', order: 2, content: 'Collecting like terms, step by step.', link: '' },
            ],
          },
          {
            title: 'Equations',
            order: 2,
            lectures: [
              { title: 'Balancing both sides', order: 1, content: 'Do the same to both sides.', link: '' },
              {
                title: 'Practice set',
                order: 2,
                content: '',
                link: 'https://demo-academy.test/courses/alg-7/practice',
              },
            ],
          },
        ],
        price: null,
        published: true,
        // Shown on the landing site's Students page, through its public projection.
        public: true,
      },
      'GBP',
    ),
    'course-cw-8': demoCourse(
      {
        code: 'CW-8',
        title: 'Creative writing workshop',
        subjectId: 'eng',
        classIds: ['class-8b'],
        teacherIds: ['teacher-02'],
        termId: 'term-2026-autumn',
        description: 'An after-school workshop: short stories, poems and a class anthology.',
        modules: [
          {
            title: 'Short stories',
            order: 1,
            lectures: [{ title: 'Openings that hook', order: 1, content: 'Start in the middle of things.', link: '' }],
          },
        ],
        price: 4500,
        published: false,
      },
      'GBP',
    ),
  };
}

function buildDemoAcademy(): DemoSchool {
  const id = 'demo-academy-school';
  const terms: DemoSchool['collections']['terms'] = {
    'term-2026-autumn': {
      schoolYear: '2026/2027',
      name: 'Autumn term',
      startDate: '2026-09-01',
      endDate: '2026-12-18',
      current: true,
    },
    'term-2027-spring': {
      schoolYear: '2026/2027',
      name: 'Spring term',
      startDate: '2027-01-05',
      endDate: '2027-03-26',
      current: false,
    },
  };
  const subjects: DemoSchool['collections']['subjects'] = {
    math: { code: 'MATH', name: 'Mathematics', department: 'Mathematics', gradeLevels: [7, 8, 9] },
    eng: { code: 'ENG', name: 'English', department: 'Languages', gradeLevels: [7, 8, 9] },
    sci: { code: 'SCI', name: 'Science', department: 'Science', gradeLevels: [7, 8, 9] },
    hist: { code: 'HIST', name: 'History', department: 'Humanities', gradeLevels: [7, 8, 9] },
    art: { code: 'ART', name: 'Art and Design', department: 'Arts', gradeLevels: [7, 8, 9] },
  };
  const teacherPeople = [
    {
      id: 'teacher-01',
      first: 'Amara',
      last: 'Okafor',
      email: 'teacher@demo-academy.test',
      dept: 'Mathematics',
      subjects: ['math', 'sci'],
      uid: 'demo-teacher',
    },
    {
      id: 'teacher-02',
      first: 'Daniel',
      last: 'Reyes',
      email: 'daniel.reyes@demo-academy.test',
      dept: 'Languages',
      subjects: ['eng', 'hist'],
      uid: null,
    },
    {
      id: 'teacher-03',
      first: 'Mei',
      last: 'Lin',
      email: 'mei.lin@demo-academy.test',
      dept: 'Arts',
      subjects: ['art'],
      uid: null,
    },
    // Also the parent of Dev Chen (parent-16), with the same account: she switches between the two views.
    {
      id: 'teacher-04',
      first: 'Lily',
      last: 'Chen',
      email: 'teacher-parent@demo-academy.test',
      dept: 'Humanities',
      subjects: ['hist'],
      uid: 'demo-teacher-parent',
    },
  ];
  const teachers = Object.fromEntries(
    teacherPeople.map((t) => [
      t.id,
      {
        firstName: t.first,
        lastName: t.last,
        email: t.email,
        phone: '+44 20 7946 0100',
        accountUid: t.uid,
        account: accountOf(t.uid),
        archived: false,
        department: t.dept,
        position: 'Class teacher',
        employmentStatus: 'active',
        subjectIds: t.subjects,
      } satisfies Omit<TeacherDoc, 'searchTokens'>,
    ]),
  );
  const staff: DemoSchool['collections']['staff'] = {
    'staff-01': {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'bursar@demo-academy.test',
      phone: '+44 20 7946 0110',
      accountUid: null,
      account: accountOf(null),
      archived: false,
      department: 'Finance',
      position: 'Bursar',
      employmentStatus: 'active',
    },
    'staff-02': {
      firstName: 'Tom',
      lastName: 'Becker',
      email: 'office@demo-academy.test',
      phone: '+44 20 7946 0111',
      accountUid: null,
      account: accountOf(null),
      archived: false,
      department: 'Administration',
      position: 'Office manager',
      employmentStatus: 'active',
    },
  };
  const classIds = ['class-7a', 'class-8b', 'class-9c'];
  const classes: DemoSchool['collections']['classes'] = {};
  classIds.forEach((cid, i) => {
    const grade = 7 + i;
    const section = ['A', 'B', 'C'][i] ?? 'A';
    classes[cid] = {
      name: `Grade ${grade}${section}`,
      grade,
      section,
      capacity: 30,
      homeroomTeacherId: teacherPeople[i]?.id ?? null,
      teacherUids: teacherPeople[i]?.uid ? [teacherPeople[i].uid] : [],
      // Filled in from the students below, as the API keeps it.
      guardianUids: [],
      homeroomTeacherName: teacherPeople[i] ? `${teacherPeople[i].first} ${teacherPeople[i].last}` : '',
      termId: 'term-2026-autumn',
      studentCount: 10,
    };
  });

  // The weekly timetable; each class's teacherUids follow its homeroom teacher and its lessons' teachers.
  const lessons = demoLessons(classes, teachers, subjects);
  for (const [cid, c] of Object.entries(classes))
    c.teacherUids = demoClassTeacherUids(cid, c.homeroomTeacherId, lessons, teachers);

  const students: DemoSchool['collections']['students'] = {};
  const parents: DemoSchool['collections']['parents'] = {};
  for (let n = 1; n <= 30; n++) {
    const sid = `student-${pad(n)}`;
    const firstName = FIRST_NAMES[n - 1] ?? 'Sam';
    const lastName = LAST_NAMES[n - 1] ?? 'Smith';
    const admissionNumber = `DA-${String(n).padStart(4, '0')}`;
    // Parents: parent-01 has the siblings student-01 and student-02; parent-02..15 have student-03..16.
    // parent-16, the teacher Lily Chen's parent record, has student-30.
    const parentId = n <= 2 ? 'parent-01' : n <= 16 ? `parent-${pad(n - 1)}` : n === 30 ? 'parent-16' : null;
    const grade = 7 + Math.floor((n - 1) / 10);
    students[sid] = {
      admissionNumber,
      firstName,
      lastName,
      dateOfBirth: `${2026 - grade - 6}-${pad(((n * 5) % 12) + 1)}-${pad(((n * 7) % 27) + 1)}`,
      gender: n % 2 ? 'female' : 'male',
      classId: classIds[Math.floor((n - 1) / 10)] ?? null,
      guardianIds: parentId ? [parentId] : [],
      status: 'enrolled',
      enrolmentDate: '2026-09-01',
      medicalNotes: n === 5 ? 'Peanut allergy: EpiPen in the office.' : '',
      emergencyContact: { name: `${lastName} family`, phone: `+44 7700 900${String(n).padStart(3, '0')}` },
      accountUid: n === 1 ? 'demo-student' : null,
      account: accountOf(n === 1 ? 'demo-student' : null),
      guardianUids:
        parentId === 'parent-01' ? ['demo-parent'] : parentId === 'parent-16' ? ['demo-teacher-parent'] : [],
      searchTokens: searchTokensFor({ firstName, lastName, admissionNumber }),
      archived: false,
    };
  }
  // Issue 5 (family views): each class's guardianUids is the union of its students' guardianUids.
  for (const s of Object.values(students)) {
    const klass = s.classId ? classes[s.classId] : undefined;
    if (klass) klass.guardianUids = [...new Set([...klass.guardianUids, ...s.guardianUids])].sort();
  }
  const parentAccounts: Record<number, string> = { 1: 'demo-parent', 16: 'demo-teacher-parent' };
  for (let p = 1; p <= 16; p++) {
    const pid = `parent-${pad(p)}`;
    const childIds = Object.entries(students)
      .filter(([, s]) => s.guardianIds.includes(pid))
      .map(([sid]) => sid);
    const lastName = students[childIds[0] ?? '']?.lastName ?? 'Parent';
    parents[pid] = {
      firstName: p === 1 ? 'Ngozi' : p === 16 ? 'Lily' : (['Sara', 'Mark', 'Julia', 'Omar', 'Lucy'][p % 5] ?? 'Alex'),
      lastName,
      email:
        p === 1
          ? 'parent@demo-academy.test'
          : p === 16
            ? 'teacher-parent@demo-academy.test'
            : `parent${pad(p)}@families.demo-academy.test`,
      phone: `+44 7700 901${String(p).padStart(3, '0')}`,
      accountUid: parentAccounts[p] ?? null,
      account: accountOf(parentAccounts[p] ?? null),
      archived: false,
      relationship: p % 2 ? 'Mother' : 'Father',
      childIds,
      childClassIds: childClassIdsOf(childIds.map((sid) => students[sid]!)),
    };
  }

  const accounts: DemoAccount[] = [
    {
      uid: 'demo-admin',
      email: 'admin@demo-academy.test',
      role: 'Admin',
      schoolId: id,
      displayName: 'Helen Carter',
      personId: null,
    },
    {
      uid: 'demo-teacher',
      email: 'teacher@demo-academy.test',
      role: 'Teacher',
      schoolId: id,
      displayName: 'Amara Okafor',
      personId: 'teacher-01',
    },
    {
      uid: 'demo-student',
      email: 'student@demo-academy.test',
      role: 'Student',
      schoolId: id,
      displayName: 'Aisha Adeyemi',
      personId: 'student-01',
    },
    {
      uid: 'demo-parent',
      email: 'parent@demo-academy.test',
      role: 'Parent',
      schoolId: id,
      displayName: 'Ngozi Adeyemi',
      personId: 'parent-01',
    },
    {
      uid: 'demo-teacher-parent',
      email: 'teacher-parent@demo-academy.test',
      role: 'Teacher',
      schoolId: id,
      displayName: 'Lily Chen',
      personId: 'teacher-04',
      personIds: { Parent: 'parent-16' },
    },
  ];
  return {
    id,
    school: newSchoolRecord({
      name: 'Demo Academy',
      timezone: 'Europe/London',
      currency: 'GBP',
      currentTermId: 'term-2026-autumn',
    }),
    collections: {
      terms,
      subjects,
      teachers,
      staff,
      classes,
      students,
      parents,
      courses: demoAcademyCourses(),
      lessons,
    },
    accounts,
  };
}

function buildNorthside(): DemoSchool {
  const id = 'northside-high';
  return {
    id,
    school: newSchoolRecord({
      name: 'Northside High',
      timezone: 'America/Chicago',
      currency: 'USD',
      currentTermId: 'term-fall-2026',
      attendanceCodes: NORTHSIDE_ATTENDANCE_CODES,
      passwordPolicy: { minLength: 8, requireNumeric: true },
    }),
    collections: {
      terms: {
        'term-fall-2026': {
          schoolYear: '2026/2027',
          name: 'Fall semester',
          startDate: '2026-08-24',
          endDate: '2026-12-18',
          current: true,
        },
      },
      subjects: { bio: { code: 'BIO', name: 'Biology', department: 'Science', gradeLevels: [10] } },
      teachers: {
        'teacher-01': {
          firstName: 'Marcus',
          lastName: 'Hill',
          email: 'teacher@northside.test',
          phone: '+1 312 555 0101',
          accountUid: 'north-teacher',
          account: accountOf('north-teacher'),
          archived: false,
          department: 'Science',
          position: 'Teacher',
          employmentStatus: 'active',
          subjectIds: ['bio'],
        },
      },
      staff: {},
      classes: {
        'class-10a': {
          name: 'Grade 10A',
          grade: 10,
          section: 'A',
          capacity: 28,
          homeroomTeacherId: 'teacher-01',
          teacherUids: ['north-teacher'],
          guardianUids: ['north-parent'],
          homeroomTeacherName: 'Marcus Hill',
          termId: 'term-fall-2026',
          studentCount: 1,
        },
      },
      students: {
        'student-01': {
          admissionNumber: 'NH-0001',
          firstName: 'Jordan',
          lastName: 'Price',
          dateOfBirth: '2010-04-12',
          gender: 'other',
          classId: 'class-10a',
          guardianIds: ['parent-01'],
          status: 'enrolled',
          enrolmentDate: '2026-08-24',
          medicalNotes: '',
          emergencyContact: { name: 'Dana Price', phone: '+1 312 555 0199' },
          accountUid: 'north-student',
          account: accountOf('north-student'),
          guardianUids: ['north-parent'],
          searchTokens: searchTokensFor({ firstName: 'Jordan', lastName: 'Price', admissionNumber: 'NH-0001' }),
          archived: false,
        },
      },
      courses: {},
      parents: {
        'parent-01': {
          firstName: 'Dana',
          lastName: 'Price',
          email: 'parent@northside.test',
          phone: '+1 312 555 0199',
          accountUid: 'north-parent',
          account: accountOf('north-parent'),
          archived: false,
          relationship: 'Mother',
          childIds: ['student-01'],
          childClassIds: ['class-10a'],
        },
      },
      lessons: {},
    },
    accounts: [
      {
        uid: 'north-admin',
        email: 'admin@northside.test',
        role: 'Admin',
        schoolId: id,
        displayName: 'Rita Gomez',
        personId: null,
      },
      {
        uid: 'north-teacher',
        email: 'teacher@northside.test',
        role: 'Teacher',
        schoolId: id,
        displayName: 'Marcus Hill',
        personId: 'teacher-01',
      },
      {
        uid: 'north-student',
        email: 'student@northside.test',
        role: 'Student',
        schoolId: id,
        displayName: 'Jordan Price',
        personId: 'student-01',
      },
      {
        uid: 'north-parent',
        email: 'parent@northside.test',
        role: 'Parent',
        schoolId: id,
        displayName: 'Dana Price',
        personId: 'parent-01',
      },
    ],
  };
}

export const DEMO_SCHOOLS: DemoSchool[] = [buildDemoAcademy(), buildNorthside()];
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_SCHOOLS.flatMap((s) => s.accounts);
