/** A published course of the demo school for the course store's tests: free, no limit, no window, unless `extra` says. */
export const testCourse = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  title: `Course ${code}`,
  subjectId: 'math',
  classIds: [],
  teacherIds: ['teacher-01'],
  termId: 'term-2026-autumn',
  description: 'A test course.',
  modules: [
    {
      title: 'One',
      order: 1,
      lectures: [
        { title: 'A', order: 1, content: 'a', link: '' },
        { title: 'B', order: 2, content: 'b', link: '' },
      ],
    },
    { title: 'Two', order: 2, lectures: [{ title: 'C', order: 1, content: 'c', link: '' }] },
  ],
  price: null,
  currency: 'GBP',
  published: true,
  searchTokens: [],
  capacity: null,
  enrolFrom: null,
  enrolUntil: null,
  public: false,
  ...extra,
});
