import { serverOnlyRules } from '../support/top-level-rules';

serverOnlyRules('partners');
