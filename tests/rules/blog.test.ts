import { publicContentRules } from '../support/top-level-rules';

publicContentRules('blog');
