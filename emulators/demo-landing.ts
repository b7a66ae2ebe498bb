/** Public landing content: blog categories, posts and partners. Fixed ids, so seeding twice changes nothing. */
import type { BlogCategoryDoc, BlogPostInput, PartnerDoc } from '@academy/shared/landing';

export const DEMO_BLOG_CATEGORIES: Record<string, BlogCategoryDoc> = {
  'product-news': { name: 'Product news', order: 1 },
  'school-stories': { name: 'School stories', order: 2 },
  guides: { name: 'Guides', order: 3 },
};

export const DEMO_BLOG_POSTS: Record<string, BlogPostInput> = {
  'registers-in-two-minutes': {
    title: 'Taking the register in under two minutes',
    categoryId: 'guides',
    author: 'Priya Natarajan, Head of Customer Success',
    publishedAt: '2026-11-12',
    summary: 'How form tutors at our partner schools get the morning register done before the bell stops ringing.',
    body: [
      'The morning register is the first thing a form tutor does and the first thing the office checks. When it is late, every absence call to parents is late too.',
      'In Academy the register opens on the class the teacher has at that period, with nobody marked yet. One tap on All present marks the whole class; the teacher then changes the few who are absent or late, and submits. Most of our schools tell us it takes under two minutes.',
      'Absences flow straight to the office list, so the first call home can be made by 9:15 instead of mid-morning.',
    ],
  },
  'riverside-first-term': {
    title: 'Riverside Primary’s first term on Academy',
    categoryId: 'school-stories',
    author: 'Tom Ellison',
    publishedAt: '2026-10-28',
    summary: 'A two-form-entry primary school moved its registers, fees and newsletters to Academy over one summer.',
    body: [
      'Riverside Primary had three systems: one for registers, a spreadsheet for dinner money and a mailing list for the newsletter. Parents did not know where to look.',
      'Over the summer the office imported 412 pupils and their parents. From September, teachers took registers in Academy and parents got one login for news, the calendar and fees.',
      '“The phone rings less,” says Sarah Lin, the school business manager. “Parents can see the invoice and pay it without calling us.”',
    ],
  },
  'parent-view-autumn-2026': {
    title: 'What is new for parents this autumn',
    categoryId: 'product-news',
    author: 'Academy product team',
    publishedAt: '2026-09-02',
    summary: 'A clearer dashboard for parents with more than one child, and notifications when a child is marked late.',
    body: [
      'Parents with more than one child at the same school now see each child side by side on their dashboard: timetable, homework due and attendance this term.',
      'When a child is marked late or absent, the parent gets a notification in the app straight away, and a push notification if they have turned them on.',
    ],
  },
  'fees-without-the-chasing': {
    title: 'Collecting fees without the chasing',
    categoryId: 'guides',
    author: 'Priya Natarajan, Head of Customer Success',
    publishedAt: '2026-08-19',
    summary: 'Set up fee items once a year, raise invoices per term, and let parents see what they owe.',
    body: [
      'Fee items (tuition, trips, uniform, lunches) are set up once a year by the bursar. Each term, invoices are raised for every student in a few clicks.',
      'Parents see each invoice and what is left to pay. The office records cash and bank transfers against the invoice, so the balance is always current.',
    ],
  },
};

export const DEMO_PARTNERS: Record<string, PartnerDoc> = {
  'northfield-trust': {
    name: 'Northfield Learning Trust',
    kind: 'Multi-academy trust',
    description:
      'Eleven primary and secondary schools in the north of England run their registers, fees and parent communication on Academy.',
    website: 'https://northfield-trust.example.org',
    order: 1,
  },
  'open-curriculum': {
    name: 'Open Curriculum Project',
    kind: 'Content partner',
    description:
      'Free, openly licensed lesson plans for Mathematics and Science that teachers can link from the work they set in Academy.',
    website: 'https://open-curriculum.example.org',
    order: 2,
  },
  paybridge: {
    name: 'PayBridge',
    kind: 'Payments partner',
    description: 'Card and bank payments for school fees, reconciled against Academy invoices every night.',
    website: 'https://paybridge.example.com',
    order: 3,
  },
  'school-it-cooperative': {
    name: 'School IT Cooperative',
    kind: 'Implementation partner',
    description:
      'Helps schools move their data from spreadsheets and older systems into Academy, and trains the office team on site.',
    website: 'https://school-it-coop.example.org',
    order: 4,
  },
};
