import type { ClusterSummary, CoverageGap, K8sObject, ObjectSink } from '../model.js';
import type { Rule } from '../rule.js';

/**
 * What every source of objects implements: manifest files and a live cluster. A source reads what
 * the selected rules need and puts each object, and each input it could not read, into the sink,
 * where it is checked as it arrives; it returns what it could not see and what the report says
 * about the input.
 */
export interface Source {
  load(rules: readonly Rule[], sink: ObjectSink): Promise<SourceResult> | SourceResult;
}

export interface SourceResult {
  /** Files read (0 for a cluster). */
  files: number;
  /** Files and directories that could not be read. */
  unreadable?: number;
  /** Documents read that were no Kubernetes object (plain YAML such as Helm values). */
  notObjects?: number;
  gaps: CoverageGap[];
  /**
   * Further views of the same resources, each evaluated on its own so that its objects never meet
   * the sink's in cross-object lookups: a live cluster's Helm release manifests and the API versions
   * objects were written in. The engine merges what the views say of one object.
   */
  views?: K8sObject[][];
  cluster?: ClusterSummary;
}
