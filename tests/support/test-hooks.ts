// The rule tester takes its describe and it from the runner it is given (see src/testing/hooks.ts).
import { describe, it } from 'vitest';
import { setTestHooks } from '../../src/testing/hooks.js';

setTestHooks({ describe, it });
