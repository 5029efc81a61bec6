/**
 * Where each add-on project keeps its CRD files, which tags are its releases, and from which
 * release on the extract reads them. Layouts moved over the years, so each project picks its files
 * from what a tag holds.
 */

export interface CrdFile {
  path: string;
  channel?: string;
}

export interface ProjectSpec {
  /** The add-on name of scripts/data/addon-apis.yaml. */
  name: string;
  /** The repository whose tags are the add-on's releases. */
  repo: string;
  /** A release tag; the groups are major, minor and patch. */
  tag: RegExp;
  /** The oldest release read: one minor before the oldest release the curated rows name, where CRD files exist that far back. */
  from: string;
  /** Tags that match `tag` but are not releases, with the reason. */
  notReleases?: Record<string, string>;
  /** Why releases before `from` are not read (recorded in the extract). */
  before?: string;
  /** The CRD files of a release, from the files its tag holds; Flux reads its controllers instead. */
  crdFiles?: (files: string[]) => CrdFile[];
  /** For Flux: the controller repositories whose CRDs a distribution release pins. */
  components?: string[];
}

const yamlFile = (path: string) => /\.ya?ml$/.test(path) && !/(^|\/)kustomization\.ya?ml$/.test(path);

function firstNonEmpty(...choices: CrdFile[][]): CrdFile[] {
  return choices.find((c) => c.length > 0) ?? [];
}

const inDir = (files: string[], dir: string) =>
  files.filter((f) => f.startsWith(`${dir}/`) && !f.slice(dir.length + 1).includes('/') && yamlFile(f)).map((path) => ({ path }));

export const PROJECTS: ProjectSpec[] = [
  {
    name: 'cert-manager',
    repo: 'cert-manager/cert-manager',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v0.10.0',
    // deploy/crds from v0.15 on (from v1.0 to v1.5 also with legacy apiextensions v1beta1 copies); the single manifest before
    crdFiles: (files) =>
      firstNonEmpty(
        inDir(files, 'deploy/crds'),
        files.filter((f) => f === 'deploy/manifests/00-crds.yaml').map((path) => ({ path })),
      ),
  },
  {
    name: 'istio',
    repo: 'istio/api',
    tag: /^(\d+)\.(\d+)\.(\d+)$/,
    from: '1.5.0',
    before: 'istio/api holds no CRD file (the CRDs lived in istio/istio, which was not read)',
    crdFiles: (files) => files.filter((f) => f === 'kubernetes/customresourcedefinitions.gen.yaml').map((path) => ({ path })),
  },
  {
    name: 'gateway-api',
    repo: 'kubernetes-sigs/gateway-api',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v0.1.0',
    notReleases: { 'v0.15.25': 'a tag on a 2023 commit of the main branch, between v0.8 and v1.0; not a release' },
    // one directory per channel from v0.5.0 on; bases/ and per-version directories before
    crdFiles: (files) =>
      files
        .filter((f) => f.startsWith('config/crd/') && yamlFile(f))
        .map((path) => {
          const channel = /^config\/crd\/(standard|experimental)\//.exec(path)?.[1];
          return channel ? { path, channel } : { path };
        }),
  },
  {
    name: 'external-snapshotter',
    repo: 'kubernetes-csi/external-snapshotter',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v2.0.0',
    before: 'no CRD file: the csi-snapshotter sidecar created the v1alpha1 CRDs itself (cmd/csi-snapshotter/create_crd.go)',
    crdFiles: (files) => firstNonEmpty(inDir(files, 'client/config/crd'), inDir(files, 'config/crd')),
  },
  {
    name: 'flux',
    repo: 'fluxcd/flux2',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v2.0.0',
    components: [
      'fluxcd/source-controller',
      'fluxcd/kustomize-controller',
      'fluxcd/helm-controller',
      'fluxcd/notification-controller',
      'fluxcd/image-reflector-controller',
      'fluxcd/image-automation-controller',
    ],
  },
  {
    name: 'external-secrets',
    repo: 'external-secrets/external-secrets',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v0.4.0',
    crdFiles: (files) =>
      firstNonEmpty(
        inDir(files, 'config/crds/bases'),
        inDir(files, 'deploy/crds').filter((f) => !f.path.endsWith('/bundle.yaml')),
      ),
  },
  {
    name: 'traefik',
    repo: 'traefik/traefik',
    tag: /^v(\d+)\.(\d+)\.(\d+)$/,
    from: 'v2.9.1',
    crdFiles: (files) => {
      const dir = 'docs/content/reference/dynamic-configuration';
      const named = (name: string) => files.filter((f) => f === `${dir}/${name}`).map((path) => ({ path }));
      return firstNonEmpty(named('kubernetes-crd-definition-v1.yml'), named('kubernetes-crd-definition.yml'), named('kubernetes-crd.yml'));
    },
  },
];

export function projectSpec(name: string): ProjectSpec {
  const spec = PROJECTS.find((p) => p.name === name);
  if (!spec) throw new Error(`unknown project "${name}"; known: ${PROJECTS.map((p) => p.name).join(', ')}`);
  return spec;
}
