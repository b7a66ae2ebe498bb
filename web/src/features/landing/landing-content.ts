/** What each landing tab says, written for the person reading it. */
import type { LandingTab } from '@academy/shared/landing-tabs';

export interface TabContent {
  title: string;
  heading: string;
  intro: string;
  points: { title: string; text: string }[];
  questions?: { q: string; a: string }[];
}

export const LANDING_CONTENT: Record<LandingTab, TabContent> = {
  Home: {
    title: 'Academy: the school system everyone opens every day',
    heading: 'The school system everyone opens every day',
    intro:
      'Academy runs students, classes, timetables, attendance, assignments, news and fees for your school, with a view made for each person who relies on it: the office, teachers, parents and students.',
    points: [
      {
        title: 'One record per student',
        text: 'Admission details, class, guardians, attendance and fees in one place, so nobody keeps a spreadsheet on the side.',
      },
      {
        title: 'Registers in two minutes',
        text: 'Teachers take the register on the class they have now. Absences reach the office at once.',
      },
      {
        title: 'Parents in the loop',
        text: 'News, the calendar, homework and invoices reach parents in the app, with notifications when something changes.',
      },
      {
        title: 'Your data stays yours',
        text: 'Every school sees only its own records. Each person sees only what their role needs.',
      },
    ],
  },
  Parents: {
    title: 'Academy for parents',
    heading: 'Know what is happening at school, without chasing the office',
    intro:
      'With one login you see each of your children: their class, timetable, homework and attendance, the school calendar and news, and what you owe in fees.',
    points: [
      {
        title: 'Every child side by side',
        text: 'Brothers and sisters at the same school appear together on your dashboard.',
      },
      {
        title: 'Told straight away',
        text: 'If your child is marked late or absent, you get a notification in the app, and a push notification if you turn them on.',
      },
      {
        title: 'Dates in one calendar',
        text: 'Term dates, trips, parents’ evenings and deadlines, always the school’s latest version.',
      },
      {
        title: 'Fees you can follow',
        text: 'See each invoice and what is left to pay; the office records payments against it.',
      },
    ],
    questions: [
      {
        q: 'How do I get an account?',
        a: 'Your school creates it with the e-mail address it holds for you and sends you a link to set your password.',
      },
      {
        q: 'Can both parents have an account?',
        a: 'Yes. Each guardian the school records can have their own login and sees the same children.',
      },
    ],
  },
  Students: {
    title: 'Academy for students',
    heading: 'Your school day on one page',
    intro:
      'See what is due, when, and where you need to be. Academy shows your timetable, your homework and the school news, and nothing you do not need.',
    points: [
      {
        title: 'Homework with its due date',
        text: 'Every assignment your teachers set, with the date and time it is due.',
      },
      { title: 'Today’s timetable', text: 'Which lesson is next, with whom and in which room.' },
      { title: 'School news', text: 'Trips, clubs and announcements from your school, in one feed.' },
      { title: 'Private to you', text: 'You see your own record only. Your classmates see theirs.' },
    ],
  },
  Teachers: {
    title: 'Academy for teachers',
    heading: 'Your classes, registers and assignments, ready when the bell goes',
    intro:
      'Academy opens on the class you are teaching. Take the register, set work, see who has handed it in, and get on with the lesson.',
    points: [
      {
        title: 'The register in two minutes',
        text: 'Everyone starts present; change the few who are not and submit. The office sees absences at once.',
      },
      {
        title: 'Set and collect work',
        text: 'Post an assignment to a class with a due date and see submissions as they arrive.',
      },
      { title: 'Find any student', text: 'Search by name or admission number from the top of every page.' },
      { title: 'Your calendar', text: 'School events, parents’ evenings and deadlines in one place.' },
    ],
  },
  Institutions: {
    title: 'Academy for schools and trusts',
    heading: 'Run your school on Academy',
    intro:
      'Academy is for primary and secondary schools, academies and trusts. The office, teachers, parents and students each get their own view; you keep one set of records.',
    points: [
      {
        title: 'Set up in a term',
        text: 'Import students, parents and staff from a spreadsheet; we help you move from your current system.',
      },
      {
        title: 'Roles you control',
        text: 'Admins decide who sees which module: fees for the bursar, registers for teachers, news for everyone.',
      },
      {
        title: 'Separate schools, one trust',
        text: 'Each school’s data is kept apart; nothing crosses from one school to another.',
      },
      {
        title: 'Runs on Google Cloud',
        text: 'Firebase and Cloud Firestore, with daily backups and no servers for you to look after.',
      },
    ],
  },
  Support: {
    title: 'Academy support',
    heading: 'How can we help?',
    intro:
      'Most questions are answered by your school office, who manage your account. For anything else, our support team replies within one working day.',
    points: [
      {
        title: 'Forgotten password',
        text: 'Choose “Sign in”, then ask your school office to send you a new link, or use the Password button in your profile once signed in.',
      },
      {
        title: 'Wrong details',
        text: 'Names, classes and contact details are kept by your school office. Ask them to correct them.',
      },
      {
        title: 'Contact us',
        text: 'E-mail support@academy.example.org, Monday to Friday, 8:00 to 18:00 UK time.',
      },
      {
        title: 'Service status',
        text: 'If Academy is slow or unavailable, we post updates at status.academy.example.org.',
      },
    ],
    questions: [
      {
        q: 'I am a parent and cannot see my child.',
        a: 'Your school links your account to your children. Ask the office to check that you are recorded as their guardian.',
      },
      {
        q: 'Can I use Academy on my phone?',
        a: 'Yes. Academy works in any up-to-date browser on phones, tablets and computers.',
      },
    ],
  },
};
