/**
 * What a rule is written with: `import { defineRule } from 'k8s-upgrade-check'`. Rules are tested
 * with `ruleTester` from 'k8s-upgrade-check/testing'.
 */
export { defineRule, formatMessage } from './rule.js';
export type { ReportInput, Rule, RuleContext, RuleDocs, RuleSource } from './rule.js';
export { groupOf, objectHandle, objectRef, versionOf } from './model.js';
export type {
  Finding,
  K8sObject,
  Location,
  ObjectMeta,
  ObjectRef,
  Origin,
  ManifestOrigin,
  ClusterOrigin,
  Path,
  Position,
  Severity,
  SourceProblem,
} from './model.js';
export type { ObjectIndex } from './object-index.js';
