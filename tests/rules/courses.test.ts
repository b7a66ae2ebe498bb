import { staffReadOnlyRules } from '../support/staff-collection-rules';

// Students and parents read no course yet: a later issue opens the published ones to them.
staffReadOnlyRules('courses', {
  code: 'R-1',
  title: 'Rules',
  subjectId: 'math',
  classIds: [],
  teacherIds: [],
  termId: 't',
  description: '',
  modules: [{ title: 'M', order: 1, lectures: [{ title: 'L', order: 1, content: 'c', link: '' }] }],
  price: 1250,
  currency: 'GBP',
  published: true,
  searchTokens: ['r'],
});
