import type { Rule } from '../src/rule.js';
import deprecatedApi from './core/deprecated-api.js';
import parseError from './core/parse-error.js';
import removedApi from './core/removed-api.js';

/** Every rule, one module each; a test checks this list matches the files under rules/. */
export const allRules: readonly Rule[] = [removedApi, deprecatedApi, parseError] as Rule[];
