/** What the landing's tabs other than Home say: loaded, with their words, when one is first opened. */
import { msg } from '@lingui/core/macro';
import type { LandingTab } from '@academy/shared/landing-tabs';
import type { TabContent } from './landing-content';

export const TAB_CONTENT: Record<Exclude<LandingTab, 'Home'>, TabContent> = {
  Parents: {
    title: msg`Academy for parents`,
    heading: msg`Know what is happening at school, without chasing the office`,
    intro: msg`With one login you see each of your children: their profile, their class and homeroom teacher, the teachers who teach them and their weekly timetable.`,
    points: [
      {
        title: msg`Every child in one place`,
        text: msg`Brothers and sisters at the same school are a click apart on your Students page.`,
      },
      {
        title: msg`Who teaches them`,
        text: msg`The homeroom teacher, and each teacher on the class’s timetable with the subjects they teach.`,
      },
      {
        title: msg`The week ahead`,
        text: msg`Your child’s timetable: each lesson with its subject, teacher, time and room.`,
      },
      {
        title: msg`Only your family`,
        text: msg`You see your own children’s records, and no other family’s.`,
      },
    ],
    questions: [
      {
        q: msg`How do I get an account?`,
        a: msg`Your school creates it with the e-mail address it holds for you and sends you a link to set your password.`,
      },
      {
        q: msg`Can both parents have an account?`,
        a: msg`Yes. Each guardian the school records can have their own login and sees the same children.`,
      },
    ],
  },
  Students: {
    title: msg`Academy for students`,
    heading: msg`Your school record, kept private`,
    intro: msg`Your school keeps your record in Academy: your class, your details and who to call in an emergency. You sign in with the account your school creates for you.`,
    points: [
      {
        title: msg`Your own login`,
        text: msg`Your school office creates your account and you choose your own password.`,
      },
      { title: msg`Private to you`, text: msg`You see your own record only. Your classmates see theirs.` },
      {
        title: msg`On any device`,
        text: msg`Academy works in any up-to-date browser on phones, tablets and computers.`,
      },
    ],
  },
  Teachers: {
    title: msg`Academy for teachers`,
    heading: msg`Your classes and their students, ready when the bell goes`,
    intro: msg`Academy opens on the class you are teaching: its students, with your other classes one switch away.`,
    points: [
      {
        title: msg`Your current class`,
        text: msg`The students of the class you are teaching, with search; switch to another of your classes in one step.`,
      },
      {
        title: msg`Each student’s record`,
        text: msg`Open a student of your class for their details, medical notes and emergency contact.`,
      },
      { title: msg`Find any student`, text: msg`Search by name or admission number from the top of every page.` },
      {
        title: msg`Only your students`,
        text: msg`You open the records of the students you teach; the rest of the school’s stay with the office.`,
      },
    ],
  },
  Institutions: {
    title: msg`Academy for schools and trusts`,
    heading: msg`Run your school on Academy`,
    intro: msg`Academy is for primary and secondary schools, academies and trusts. The office, teachers, parents and students each get their own view; you keep one set of records.`,
    points: [
      {
        title: msg`Set up from a spreadsheet`,
        text: msg`Import students, parents, teachers and staff from CSV files. Every row is checked and shown to you before anything is saved.`,
      },
      {
        title: msg`Roles you control`,
        text: msg`Admins create each person’s account, give it a role, and choose which of that role’s sections it sees.`,
      },
      {
        title: msg`Each school kept apart`,
        text: msg`Each school’s data is kept apart; nothing crosses from one school to another.`,
      },
      {
        title: msg`Runs on Google Cloud`,
        text: msg`Firebase and Cloud Firestore, with daily backups and no servers for you to look after.`,
      },
    ],
  },
  Support: {
    title: msg`Academy support`,
    heading: msg`How can we help?`,
    intro: msg`Most questions are answered by your school office, who manage your account. For anything else, our support team replies within one working day.`,
    points: [
      {
        title: msg`Forgotten password`,
        text: msg`On the sign-in page choose “Forgot your password?” and we e-mail you a link. Once signed in, the Password button in your profile changes it.`,
      },
      {
        title: msg`Wrong details`,
        text: msg`Names, classes and contact details are kept by your school office. Ask them to correct them.`,
      },
      {
        title: msg`Contact us`,
        text: msg`E-mail support@academy.example.org, Monday to Friday, 8:00 to 18:00 UK time.`,
      },
      {
        title: msg`Service status`,
        text: msg`If Academy is slow or unavailable, we post updates at status.academy.example.org.`,
      },
    ],
    questions: [
      {
        q: msg`I am a parent and cannot see my child.`,
        a: msg`Your school links your account to your children. Ask the office to check that you are recorded as their guardian.`,
      },
      {
        q: msg`Can I use Academy on my phone?`,
        a: msg`Yes. Academy works in any up-to-date browser on phones, tablets and computers.`,
      },
    ],
  },
};
