/**
 * What each landing tab says, written for the person reading it: Home's here, in the first load; the other tabs' in
 * landing-tabs-content.ts, loaded when one is opened.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

type Text = MessageDescriptor;

export interface TabContent {
  title: Text;
  heading: Text;
  intro: Text;
  points: { title: Text; text: Text }[];
  questions?: { q: Text; a: Text }[];
}

export const HOME_CONTENT: TabContent = {
  title: msg`Academy: the school system everyone opens every day`,
  heading: msg`The school system everyone opens every day`,
  intro: msg`Academy keeps your school’s students, parents, staff, classes, subjects, courses and timetable in one place, with a view made for each person who relies on it: the office, teachers, parents and students.`,
  points: [
    {
      title: msg`One record per student`,
      text: msg`Admission details, class, guardians, medical notes and emergency contact in one place, so nobody keeps a spreadsheet on the side.`,
    },
    {
      title: msg`A timetable without clashes`,
      text: msg`Lessons for each class, teacher and room, week by week. A lesson that would put a teacher, a room or a class in two places at once is refused, with the clash named.`,
    },
    {
      title: msg`Parents in the loop`,
      text: msg`Parents see their own children’s profile, class, teachers and weekly timetable, from any phone or computer.`,
    },
    {
      title: msg`Your data stays yours`,
      text: msg`Every school sees only its own records. Each person sees only what their role needs.`,
    },
  ],
};
