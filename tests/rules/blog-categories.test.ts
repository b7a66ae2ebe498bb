import { publicContentRules } from '../support/top-level-rules';

publicContentRules('blogCategories');
