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
      'Academy keeps your school’s students, parents, staff, classes, subjects, courses and timetable in one place, with a view made for each person who relies on it: the office, teachers, parents and students.',
    points: [
      {
        title: 'One record per student',
        text: 'Admission details, class, guardians, medical notes and emergency contact in one place, so nobody keeps a spreadsheet on the side.',
      },
      {
        title: 'A timetable without clashes',
        text: 'Lessons for each class, teacher and room, week by week. A lesson that would put a teacher, a room or a class in two places at once is refused, with the clash named.',
      },
      {
        title: 'Parents in the loop',
        text: 'Parents see their own children’s profile, class, teachers and weekly timetable, from any phone or computer.',
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
      'With one login you see each of your children: their profile, their class and homeroom teacher, the teachers who teach them and their weekly timetable.',
    points: [
      {
        title: 'Every child in one place',
        text: 'Brothers and sisters at the same school are a click apart on your Students page.',
      },
      {
        title: 'Who teaches them',
        text: 'The homeroom teacher, and each teacher on the class’s timetable with the subjects they teach.',
      },
      {
        title: 'The week ahead',
        text: 'Your child’s timetable: each lesson with its subject, teacher, time and room.',
      },
      {
        title: 'Only your family',
        text: 'You see your own children’s records, and no other family’s.',
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
    heading: 'Your school record, kept private',
    intro:
      'Your school keeps your record in Academy: your class, your details and who to call in an emergency. You sign in with the account your school creates for you.',
    points: [
      {
        title: 'Your own login',
        text: 'Your school office creates your account and you choose your own password.',
      },
      { title: 'Private to you', text: 'You see your own record only. Your classmates see theirs.' },
      {
        title: 'On any device',
        text: 'Academy works in any up-to-date browser on phones, tablets and computers.',
      },
    ],
  },
  Teachers: {
    title: 'Academy for teachers',
    heading: 'Your classes and their students, ready when the bell goes',
    intro: 'Academy opens on the class you are teaching: its students, with your other classes one switch away.',
    points: [
      {
        title: 'Your current class',
        text: 'The students of the class you are teaching, with search; switch to another of your classes in one step.',
      },
      {
        title: 'Each student’s record',
        text: 'Open a student of your class for their details, medical notes and emergency contact.',
      },
      { title: 'Find any student', text: 'Search by name or admission number from the top of every page.' },
      {
        title: 'Only your students',
        text: 'You open the records of the students you teach; the rest of the school’s stay with the office.',
      },
    ],
  },
  Institutions: {
    title: 'Academy for schools and trusts',
    heading: 'Run your school on Academy',
    intro:
      'Academy is for primary and secondary schools, academies and trusts. The office, teachers, parents and students each get their own view; you keep one set of records.',
    points: [
      {
        title: 'Set up from a spreadsheet',
        text: 'Import students, parents, teachers and staff from CSV files. Every row is checked and shown to you before anything is saved.',
      },
      {
        title: 'Roles you control',
        text: 'Admins create each person’s account, give it a role, and choose which of that role’s sections it sees.',
      },
      {
        title: 'Each school kept apart',
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
        text: 'On the sign-in page choose “Forgot your password?” and we e-mail you a link. Once signed in, the Password button in your profile changes it.',
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
