/**
 * `npm run bench`: how a scan compares with parsing alone, and how fast the CLI starts.
 *
 * Three inputs: a synthetic repository of plain block YAML (30,000 documents in 3,000 files by
 * default); the same repository written as real manifests are, with comments and one-line flow
 * collections (`ports: [{containerPort: 8080}]`); and the shared corpus of real manifests beside
 * the repository, when it is there. For each, two modes run in fresh Node processes, in turn, several
 * times:
 *   parse   list, read and js-yaml loadAll every file, dropping each file's documents (the floor)
 *   scan    the CLI's main() in-process: load, every rule for the latest release, JSON report
 * The scan and the start-up run the CLI as installs run it: the single-file build (scripts/bundle.ts)
 * beside the bins, made afresh from these sources for each bench run.
 * Timings start before each mode loads its modules. Besides wall time each child reports its CPU
 * time, the steadier figure on a shared machine, and its peak resident memory; on Linux also how
 * much of that CPU time went to its other threads (V8's optimising compiler and garbage collector
 * helpers), which a short run pays for every function it makes hot. Ratios are the
 * median of each round's ratio: a round runs the modes back to back, so a machine that is slower
 * in one round than another does not skew them. Start-up is `--version` against `node -e 0`.
 * Targets: scan CPU at most 1.25x the parse on each input; the scan's peak RSS at most the parse's
 * + 40 MB on the synthetic repositories; `--version` at most 1.5x `node -e 0`.
 * `--phases` adds an in-process breakdown of one scan of the block repository.
 * Usage: node dist/scripts/bench.js [--files N] [--docs-per-file N] [--runs N] [--keep] [--phases]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Sample {
  ms: number;
  cpuMs: number;
  /** Of `cpuMs`, the part spent off the main thread (since the process started). */
  otherThreadsCpuMs?: number;
  maxRssMb: number;
  documents: number;
  findings?: number;
  phases?: Record<string, number>;
}

const SELF = fileURLToPath(import.meta.url);
const MODES = ['parse', 'scan'] as const;
const REPO = join(SELF, '..', '..', '..');
const CORPUS = join(REPO, '..', 'shared', 'corpus');

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const DOCUMENTS = [
  (n: number) => `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app-${n}
  namespace: team-${n % 40}
  labels:
    app.kubernetes.io/name: app-${n}
    app.kubernetes.io/part-of: shop
spec:
  replicas: 3
  selector:
    matchLabels:
      app.kubernetes.io/name: app-${n}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: app-${n}
    spec:
      securityContext:
        runAsNonRoot: true
      containers:
        - name: app
          image: registry.example.com/app-${n}:1.${n % 17}.0
          ports:
            - containerPort: 8080
          env:
            - name: LOG_LEVEL
              value: info
          readinessProbe:
            httpGet:
              path: /healthz
              port: 8080
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
          volumeMounts:
            - name: data
              mountPath: /data
      volumes:
        - name: data
          persistentVolumeClaim:
            claimName: data-${n % 500}
`,
  (n: number) => `apiVersion: v1
kind: Service
metadata:
  name: app-${n}
  namespace: team-${n % 40}
spec:
  selector:
    app.kubernetes.io/name: app-${n}
  ports:
    - name: http
      port: 80
      targetPort: 8080
`,
  (n: number) => `apiVersion: v1
kind: ConfigMap
metadata:
  name: app-${n}-config
  namespace: team-${n % 40}
data:
  settings.yaml: |
    feature: enabled
    retries: 3
    endpoint: https://api.example.com/${n}
`,
  (n: number) => `apiVersion: ${n % 5 === 0 ? 'networking.k8s.io/v1beta1' : 'networking.k8s.io/v1'}
kind: Ingress
metadata:
  name: app-${n}
  namespace: team-${n % 40}
spec:
  rules:
    - host: app-${n}.example.com
      http:
        paths:
          - path: /
            pathType: Prefix
            backend:
              service:
                name: app-${n}
                port:
                  number: 80
`,
  (n: number) => `apiVersion: ${n % 7 === 0 ? 'autoscaling/v2beta2' : 'autoscaling/v2'}
kind: HorizontalPodAutoscaler
metadata:
  name: app-${n}
  namespace: team-${n % 40}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: app-${n}
  minReplicas: ${n % 11 === 0 ? 0 : 2}
  maxReplicas: 10
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
`,
  (n: number) => `apiVersion: ${n % 9 === 0 ? 'batch/v1beta1' : 'batch/v1'}
kind: CronJob
metadata:
  name: job-${n}
  namespace: team-${n % 40}
spec:
  schedule: "${n % 60} 3 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: job
              image: registry.example.com/job:${n % 13}
`,
  (n: number) => `apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: data-${n % 500}
  namespace: team-${n % 40}
spec:
  accessModes: ["ReadWriteOnce"]
  resources:
    requests:
      storage: 10Gi
`,
];

/**
 * Real manifests mix the styles: a comment above a field, a short list written in flow style. The
 * same documents, rewritten that way, keep the same values.
 */
function asWrittenByHand(document: string): string {
  return document
    .replace(/^( *)ports:\n\1 {2}- containerPort: (\d+)\n/m, '$1ports: [{containerPort: $2}]  # served by the app\n')
    .replace(/^( *)accessModes: \["ReadWriteOnce"\]/m, '$1# one node at a time\n$1accessModes: [ReadWriteOnce]')
    .replace(/^( *)env:\n\1 {2}- name: (\w+)\n\1 {4}value: (\w+)\n/m, '$1env: [{name: $2, value: $3}]\n')
    .replace(/^metadata:\n/m, '# managed by the platform team\nmetadata:\n')
    .replace(/^( *)labels:\n\1 {2}app\.kubernetes\.io\/name: (\S+)\n(?!\1 {2})/m, '$1labels: {app.kubernetes.io/name: $2}\n');
}

function generate(dir: string, files: number, docsPerFile: number, style: (document: string) => string = (d) => d): void {
  rmSync(dir, { recursive: true, force: true });
  let n = 0;
  for (let f = 0; f < files; f++) {
    const sub = join(dir, `team-${f % 40}`, `app-${f}`);
    mkdirSync(sub, { recursive: true });
    const docs: string[] = [];
    for (let d = 0; d < docsPerFile; d++) docs.push(style(DOCUMENTS[n % DOCUMENTS.length](n++)));
    writeFileSync(join(sub, 'manifests.yaml'), docs.join('---\n'));
  }
}

/** The files a scan reads: what its directory walk picks (YAML and JSON, not under .git or node_modules). */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ya?ml|json)$/i.test(e.name) && !/(^|\/)(\.git|node_modules)(\/|$)/.test(e.parentPath))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * CPU time of the process's other threads, where V8 runs its optimising compiler and helps the
 * garbage collector; undefined where /proc does not say (anything but Linux).
 */
function otherThreadsCpuMs(): number | undefined {
  const ticks = 100; // USER_HZ, which Linux fixes at 100 for /proc
  try {
    let total = 0;
    for (const task of readdirSync('/proc/self/task')) {
      if (task === String(process.pid)) continue;
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      // the fields after the command name, which may hold spaces: utime and stime are the 12th and 13th
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
    }
    return total;
  } catch {
    return undefined;
  }
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

async function measure(mode: string, dir: string): Promise<Sample> {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let documents = 0;
  let findings: number | undefined;
  let phases: Record<string, number> | undefined;
  if (mode === 'parse') {
    const { default: yaml } = await import('js-yaml');
    for (const file of listFiles(dir)) {
      try {
        documents += yaml.loadAll(readFileSync(file, 'utf8')).length;
      } catch {
        // an unrendered template: the parse stops where a scan reports it
      }
    }
  } else if (mode === 'scan') {
    const { main } = (await import(pathToFileURL(process.argv[5]).href)) as typeof import('../src/cli.js');
    let out = '';
    await main(['--target', '1.37', '-f', dir, '-o', 'json', '--fail-on', 'none'], {
      stdout: (t) => (out += t),
      stderr: (t) => process.stderr.write(t),
      env: {},
      isTTY: false,
      cwd: dir,
    });
    const report = JSON.parse(out);
    documents = report.summary.objects;
    findings = report.summary.findings;
  } else {
    ({ documents, findings, phases } = await scanPhases(dir));
  }
  const ms = performance.now() - started;
  return {
    ms,
    cpuMs: cpuMsSince(cpuStart),
    otherThreadsCpuMs: otherThreadsCpuMs(),
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    documents,
    findings,
    phases,
  };
}

/** One scan split into the steps the CLI takes, each timed on its own. */
async function scanPhases(dir: string): Promise<{ documents: number; findings: number; phases: Record<string, number> }> {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };
  await import('../src/cli.js');
  const { allRules } = await import('../rules/index.js');
  const { run } = await import('../src/run.js');
  const { loadManifests } = await import('../src/sources/manifests.js');
  const { loadReporter } = await import('../src/reporters/index.js');
  const json = await loadReporter('json');
  lap('load modules');
  const report = await run({
    target: '1.37',
    from: null,
    rules: allRules,
    source: {
      load: (_selected, sink) => {
        const { files } = loadManifests({ paths: [dir], cwd: dir }, sink);
        lap('read and parse files, check objects');
        return { files, gaps: [] };
      },
    },
    policy: { cwd: dir },
  });
  lap('cross-object rules, policy');
  json(report, { color: false, toolVersion: '0', rules: allRules });
  lap('JSON report');
  return { documents: report.objects, findings: report.findings.length, phases };
}

/** The CLI module the scan imports: built once per bench run, in its own directory. */
let cliModule = '';

function runChild(mode: string, dir: string): Sample {
  return JSON.parse(execFileSync(process.execPath, [SELF, '--child', mode, dir, cliModule], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Input {
  name: string;
  dir: string;
  /** Whether the memory target applies: the corpus is smaller than the synthetic repositories. */
  memoryTarget: boolean;
}

function compare(input: Input, runs: number): boolean {
  const results: Record<string, Sample[]> = { parse: [], scan: [] };
  for (let i = 0; i < runs; i++) for (const mode of MODES) results[mode].push(runChild(mode, input.dir));
  const ratio = (time: (s: Sample) => number) => median(results.scan.map((s, i) => time(s) / time(results.parse[i])));
  const cpuRatio = ratio((s) => s.cpuMs);
  const peak = (mode: string) => Math.max(...results[mode].map((s) => s.maxRssMb));
  const extraMb = peak('scan') - peak('parse');
  console.log(`${input.name}: ${results.scan[0].documents} objects, ${results.scan[0].findings} findings`);
  for (const mode of MODES) {
    const samples = results[mode];
    const label = mode === 'parse' ? 'bare js-yaml loadAll' : 'full scan (all rules, JSON)';
    const others = samples.every((s) => s.otherThreadsCpuMs !== undefined)
      ? `   of it off the main thread ${median(samples.map((s) => s.otherThreadsCpuMs!))
          .toFixed(0)
          .padStart(5)} ms`
      : '';
    console.log(
      `  ${label.padEnd(28)} ${median(samples.map((s) => s.ms))
        .toFixed(0)
        .padStart(6)} ms   cpu ${median(samples.map((s) => s.cpuMs))
        .toFixed(0)
        .padStart(6)} ms   peak RSS ${peak(mode).toFixed(0).padStart(4)} MB${others}`,
    );
  }
  const cpuOk = cpuRatio <= 1.25;
  const memoryOk = !input.memoryTarget || extraMb <= 40;
  console.log(
    `  scan / parse: cpu ${cpuRatio.toFixed(2)}x (target <= 1.25x: ${cpuOk ? 'met' : 'NOT met'}), wall ${ratio((s) => s.ms).toFixed(2)}x; peak RSS +${extraMb.toFixed(0)} MB${input.memoryTarget ? ` (target <= +40 MB: ${memoryOk ? 'met' : 'NOT met'})` : ''}`,
  );
  return cpuOk && memoryOk;
}

/**
 * The CLI as an install holds it, built from these sources: the bins and beside them the prebuilt
 * module they run when there is no dist/ (as after `npm install` from git).
 */
async function installedCli(dir: string): Promise<{ bin: string; module: string }> {
  mkdirSync(join(dir, 'bin'), { recursive: true });
  for (const file of ['k8s-upgrade-check.js', 'load-cli.js']) copyFileSync(join(REPO, 'bin', file), join(dir, 'bin', file));
  // Imported here, not at the top: the children measured must not load the bundler.
  const { PREBUILT_DIR, prebuilt } = await import('./bundle.js');
  const { module } = await prebuilt(REPO, join(dir, PREBUILT_DIR));
  return { bin: join(dir, 'bin', 'k8s-upgrade-check.js'), module };
}

/**
 * Start-up: `--version` against an empty Node program, each a fresh process, in turn: the bin as
 * installs run it (the prebuilt module), and, for reference, the working tree's bin (its compiled
 * modules, loaded as each command needs them). The target is the installed one's.
 */
function startup(installedBin: string, runs: number): boolean {
  const time = (args: string[]) => {
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
    return performance.now() - started;
  };
  const bins = { installed: installedBin, 'working tree': join(REPO, 'bin', 'k8s-upgrade-check.js') };
  for (const bin of Object.values(bins)) time([bin, '--version']);
  const samples = Object.fromEntries(Object.keys(bins).map((name) => [name, { ms: [] as number[], ratios: [] as number[] }]));
  for (let i = 0; i < runs; i++) {
    for (const [name, bin] of Object.entries(bins)) {
      const empty = time(['-e', '0']);
      const version = time([bin, '--version']);
      samples[name].ms.push(version);
      samples[name].ratios.push(version / empty);
    }
  }
  const ratio = (name: string) => median(samples[name].ratios);
  const met = ratio('installed') <= 1.5;
  const figure = (name: string) => `${name} ${median(samples[name].ms).toFixed(0)} ms, ${ratio(name).toFixed(2)}x`;
  console.log(`start-up: --version ${figure('installed')} node -e 0 (target <= 1.5x: ${met ? 'met' : 'NOT met'}); ${figure('working tree')}`);
  return met;
}

async function parent(): Promise<void> {
  const files = argValue('--files', 3000);
  const docsPerFile = argValue('--docs-per-file', 10);
  const runs = argValue('--runs', 3);
  // Directories of their own, so that runs started side by side do not share one.
  const root = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-bench-'));
  const installed = await installedCli(join(root, 'installed'));
  cliModule = installed.module;
  const inputs: Input[] = [
    { name: `block YAML, ${files} files, ${files * docsPerFile} documents`, dir: join(root, 'block'), memoryTarget: true },
    { name: `comments and flow collections, ${files} files, ${files * docsPerFile} documents`, dir: join(root, 'flow'), memoryTarget: true },
  ];
  generate(inputs[0].dir, files, docsPerFile);
  generate(inputs[1].dir, files, docsPerFile, asWrittenByHand);
  if (existsSync(CORPUS)) inputs.push({ name: `shared corpus (${CORPUS})`, dir: CORPUS, memoryTarget: false });
  else console.log(`no shared corpus at ${CORPUS}: its comparison is left out`);
  const loadBefore = load();
  let met = true;
  for (const input of inputs) met = compare(input, runs) && met;
  met = startup(installed.bin, Math.max(runs * 3, 9)) && met;
  console.log(`medians of ${runs} rounds; load average ${loadBefore} before, ${load()} after${met ? '' : '; a target was not met'}`);
  if (process.argv.includes('--phases')) {
    const { phases, ms } = runChild('phases', inputs[0].dir);
    console.log(`one scan, by phase (${ms.toFixed(0)} ms):`);
    for (const [name, phaseMs] of Object.entries(phases ?? {})) console.log(`  ${name.padEnd(32)} ${phaseMs.toFixed(0).padStart(6)} ms`);
  }
  if (process.argv.includes('--keep')) console.log(`kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}

if (process.argv[2] === '--child') {
  process.stdout.write(JSON.stringify(await measure(process.argv[3], process.argv[4])));
} else {
  await parent();
}
