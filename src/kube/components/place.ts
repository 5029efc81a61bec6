/** Where an extractor is inside an object, and where the settings it finds go. */
import type { K8sObject, Path } from '../../model.js';
import type { ComponentSettings } from './types.js';

/**
 * Where a document sits: `prefix` is its path inside the object; when `exact` is false the document
 * is not the first in its string (the locator only descends into the first), so every path inside
 * it collapses to the prefix.
 */
export interface Place {
  obj: K8sObject;
  prefix: Path;
  exact: boolean;
  /**
   * Inside a kind `kubeadmConfigPatches` item: the kind Cluster is already the site of every
   * component, so patches add settings but no sites.
   */
  patch: boolean;
  out: ComponentSettings;
}

export function at(place: Place, ...rest: Path): Path {
  return place.exact ? [...place.prefix, ...rest] : place.prefix;
}

export function within(place: Place, ...rest: Path): Place {
  return { ...place, prefix: at(place, ...rest) };
}
