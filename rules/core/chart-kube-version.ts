import { defineRule } from '../../src/rule.js';
import { checkKubeVersion } from '../../src/kube/helm-version-constraint.js';
import { HELM_CHART_METADATA_KIND, vendoredIn } from '../../src/sources/cluster/synthetic.js';
import { isRecord } from '../../src/kube/workloads.js';
import { quote } from '../../src/redact.js';

const KUBE_VERSION = ['kubeVersion'];

/**
 * What managed clusters' API servers report: a vendor suffix that semver reads as a prerelease.
 * GKE's has a dot and EKS's a hyphen; the first the constraint excludes is named.
 */
const VENDOR_SUFFIXES = ['-eks-1a2b3c', '-gke.100'] as const;

export default defineRule({
  id: 'chart-kube-version',
  release: 'core',
  severity: 'error',
  kinds: [HELM_CHART_METADATA_KIND],
  docs: {
    summary: 'Helm charts whose `kubeVersion` constraint excludes the target version, so that Helm refuses to install or upgrade them on the upgraded cluster.',
    changed:
      "Nothing in Kubernetes: a chart's `Chart.yaml` may name the Kubernetes versions it supports in `kubeVersion` (`>=1.19.0-0 <1.25.0-0`), and before it renders the chart for `helm install` or `helm upgrade`, Helm checks the cluster's version against it with Masterminds/semver constraints. The cluster's version is its API server's, as it reports it: `v1.37.2`, or on a managed service `v1.37.2-eks-1a2b3c` and `v1.37.2-gke.100`, whose suffix semver reads as a prerelease.",
    affected:
      "`Chart.yaml` files in the paths checked (only a chart installed on its own: a chart kept under another chart's `charts/` is installed as a part of it, and Helm checks only the outer chart's constraint), and in a live check the chart of the latest deployed revision of each Helm release.",
    why: 'Once the cluster runs a version the constraint excludes, `helm upgrade` of the release fails before it changes anything ("chart requires kubeVersion: ... which is incompatible with Kubernetes v1.37.0"): every later change to the application through Helm is blocked until the chart is changed, and a new install of the chart fails. A constraint without `-0` excludes every version with a suffix, so the same chart fails on EKS and GKE while it installs on a cluster that reports a plain version. A constraint Helm cannot parse fails on every cluster.',
    fix: 'Upgrade to a release of the chart whose `kubeVersion` admits the target before the cluster upgrade, and run `helm upgrade` with it while the cluster still runs the old version. For a chart of your own, widen the constraint, ending every bound with `-0` so that managed clusters\' versions are admitted:\n\n```yaml\nkubeVersion: ">=1.25.0-0"\n```',
    sources: [
      { title: 'Helm: Charts, "The kubeVersion field"', url: 'https://helm.sh/docs/topics/charts/#the-kubeversion-field' },
      { title: 'Masterminds/semver: Checking Version Constraints', url: 'https://github.com/Masterminds/semver#checking-version-constraints' },
      { title: 'Masterminds/semver: Working With Prerelease Versions', url: 'https://github.com/Masterminds/semver#working-with-prerelease-versions' },
    ],
  },
  messages: {
    excluded:
      'Chart {{chart}} {{version}} requires kubeVersion "{{constraint}}", which excludes Kubernetes {{target}}.0: Helm refuses to install or upgrade it once the cluster runs {{target}}.',
    releaseExcluded:
      'Helm release {{release}} runs chart {{chart}} {{version}}, which requires kubeVersion "{{constraint}}", excluding Kubernetes {{target}}.0: helm upgrade of the release fails once the cluster runs {{target}}.',
    vendorSuffix:
      'Chart {{chart}} {{version}} requires kubeVersion "{{constraint}}", which admits Kubernetes {{target}}.0 but not a managed cluster\'s version of it such as {{example}}: Helm reads the suffix as a prerelease, which a constraint admits only when it has one itself (-0).',
    releaseVendorSuffix:
      'Helm release {{release}} runs chart {{chart}} {{version}}, which requires kubeVersion "{{constraint}}": it admits Kubernetes {{target}}.0 but not a managed cluster\'s version of it such as {{example}}, which Helm reads as a prerelease that a constraint admits only when it has one itself (-0).',
    unparsable:
      'Chart {{chart}} {{version}} has kubeVersion "{{constraint}}", which Helm cannot parse ({{reason}}): Helm refuses to install or upgrade it on any cluster.',
    releaseUnparsable:
      'Helm release {{release}} runs chart {{chart}} {{version}}, whose kubeVersion "{{constraint}}" Helm cannot parse ({{reason}}): helm upgrade of the release fails on any cluster.',
  },
  fixes: {
    excluded:
      'Move to a release of chart {{chart}} whose kubeVersion admits {{target}} before upgrading the cluster, or widen the constraint of your own chart.',
    releaseExcluded: 'Run helm upgrade of {{release}} with a release of chart {{chart}} whose kubeVersion admits {{target}} before upgrading the cluster.',
    vendorSuffix:
      'If the cluster is a managed one (EKS, GKE), end every bound of the constraint with -0 (">=1.25.0-0"), or move to a release of the chart that does.',
    releaseVendorSuffix:
      'If the cluster reports a suffixed version, run helm upgrade of {{release}} with a release of chart {{chart}} whose kubeVersion ends its bounds with -0.',
    unparsable: 'Write the constraint as Masterminds/semver reads it, such as ">=1.25.0-0 <1.40.0-0".',
    releaseUnparsable: 'Run helm upgrade of {{release}} with a release of chart {{chart}} whose kubeVersion Helm can parse.',
  },
  check(obj, ctx) {
    const { kubeVersion } = obj.body;
    // Helm checks no constraint when there is none, nor a subchart's (pkg/action/action.go).
    if (kubeVersion === undefined || kubeVersion === null || kubeVersion === '' || vendoredIn(obj)) return;
    const release = isRecord(obj.body.release) ? obj.body.release : undefined;
    const data = {
      chart: String(obj.body.name),
      version: String(obj.body.version ?? ''),
      constraint: quote(String(kubeVersion), 80),
      target: ctx.target,
      ...(release ? { release: `${String(release.namespace)}/${String(release.name)}` } : {}),
    };
    const live = release !== undefined;
    if (typeof kubeVersion !== 'string') {
      // Helm reads Chart.yaml into a string field: a number (`kubeVersion: 1.20`) fails the chart's loading.
      ctx.report(obj, {
        messageId: live ? 'releaseUnparsable' : 'unparsable',
        severity: 'warning',
        path: KUBE_VERSION,
        data: { ...data, reason: `it is a ${typeof kubeVersion}, not a string` },
      });
      return;
    }
    const checked = checkKubeVersion(kubeVersion, `v${ctx.target}.0`);
    if ('unparsable' in checked) {
      ctx.report(obj, {
        messageId: live ? 'releaseUnparsable' : 'unparsable',
        severity: 'warning',
        path: KUBE_VERSION,
        data: { ...data, reason: quote(checked.unparsable, 80) },
      });
    } else if (!checked.admits) {
      ctx.report(obj, { messageId: live ? 'releaseExcluded' : 'excluded', path: KUBE_VERSION, data });
    } else {
      const example = VENDOR_SUFFIXES.map((suffix) => `v${ctx.target}.0${suffix}`).find((version) => !admits(kubeVersion, version));
      if (example)
        ctx.report(obj, { messageId: live ? 'releaseVendorSuffix' : 'vendorSuffix', severity: 'warning', path: KUBE_VERSION, data: { ...data, example } });
    }
  },
});

function admits(constraint: string, version: string): boolean {
  const checked = checkKubeVersion(constraint, version);
  return 'admits' in checked && checked.admits;
}
