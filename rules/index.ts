import type { Rule } from '../src/rule.js';
import deprecatedApi from './core/deprecated-api.js';
import parseError from './core/parse-error.js';
import removedApi from './core/removed-api.js';
import hpaScaleToZero from './1.37/hpa-scale-to-zero.js';
import staticPodApiReference from './1.37/static-pod-api-reference.js';
import gitrepoVolume from './1.36/gitrepo-volume.js';
import initContainerResizePolicy from './1.36/init-container-resize-policy.js';

/** Every rule, one module each; a test checks this list matches the files under rules/. */
export const allRules: readonly Rule[] = [removedApi, deprecatedApi, parseError, hpaScaleToZero, staticPodApiReference, gitrepoVolume, initContainerResizePolicy] as Rule[];
