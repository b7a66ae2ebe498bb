/**
 * serverKeys/{name}: keys only the server uses (the one that signs file download links). No client reads or writes
 * them, whatever its role or school.
 */
import { serverOnlyRules } from '../support/top-level-rules';

serverOnlyRules('serverKeys');
