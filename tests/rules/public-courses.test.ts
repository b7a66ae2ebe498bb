import { serverOnlyRules } from '../support/top-level-rules';

// What the landing site shows of public courses: the API reads it for the landing page; no client reads or writes.
serverOnlyRules('publicCourses');
