/**
 * `npm run bench`: scan speed against the floor set by parsing alone.
 *
 * Generates a synthetic manifest repository (30,000 documents in 3,000 files by default), then runs
 * each measurement in a fresh Node process (so memory figures are not shared), several times in
 * turn, and prints medians and the peak resident memory:
 *   parse   list, read and js-yaml loadAll every file, dropping each file's documents (the
 *           yardstick: a scan reads most files with its own block YAML reader, which is faster)
 *   retain  the same, keeping every document to the end: what a scan would cost if it kept them
 *           (it keeps only the kinds that rules look up, and drops the rest once checked)
 *   scan    the CLI's main() in-process: load, every rule for the latest release, JSON report
 * Timings start before each mode loads its modules (a scan pays for loading its code, so the parse
 * loads js-yaml inside the timing too). Besides wall time each child reports its CPU time, the
 * steadier figure on a shared machine; the load average is printed with the results.
 * `--phases` adds an in-process breakdown of one scan (module loading; reading and parsing files
 * with each object checked as it arrives; the rules that look across objects and the repository's
 * policy; JSON report).
 * Usage: node dist/scripts/bench.js [--files N] [--docs-per-file N] [--runs N] [--keep] [--phases]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Sample {
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  documents: number;
  findings?: number;
  phases?: Record<string, number>;
}

const SELF = fileURLToPath(import.meta.url);
const MODES = ['parse', 'retain', 'scan'] as const;

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

function generate(dir: string, files: number, docsPerFile: number): void {
  rmSync(dir, { recursive: true, force: true });
  let n = 0;
  for (let f = 0; f < files; f++) {
    const sub = join(dir, `team-${f % 40}`, `app-${f}`);
    mkdirSync(sub, { recursive: true });
    const docs: string[] = [];
    for (let d = 0; d < docsPerFile; d++) docs.push(DOCUMENTS[n % DOCUMENTS.length](n++));
    writeFileSync(join(sub, 'manifests.yaml'), docs.join('---\n'));
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name));
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
  if (mode === 'parse' || mode === 'retain') {
    const { default: yaml } = await import('js-yaml');
    const kept: unknown[][] = [];
    for (const file of listFiles(dir)) {
      const loaded = yaml.loadAll(readFileSync(file, 'utf8'));
      documents += loaded.length;
      if (mode === 'retain') kept.push(loaded);
    }
  } else if (mode === 'scan') {
    const { main } = await import('../src/cli.js');
    let out = '';
    await main(['--target', '1.37', '-f', dir, '-o', 'json', '--fail-on', 'none'], { stdout: (t) => (out += t), stderr: (t) => process.stderr.write(t), env: {}, isTTY: false, cwd: dir });
    const report = JSON.parse(out);
    documents = report.summary.objects;
    findings = report.summary.findings;
  } else {
    ({ documents, findings, phases } = await scanPhases(dir));
  }
  const ms = performance.now() - started;
  return { ms, cpuMs: cpuMsSince(cpuStart), maxRssMb: process.resourceUsage().maxRSS / 1024, documents, findings, phases };
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

function runChild(mode: string, dir: string): Sample {
  return JSON.parse(execFileSync(process.execPath, [SELF, '--child', mode, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function parent(): Promise<void> {
  const files = argValue('--files', 3000);
  const docsPerFile = argValue('--docs-per-file', 10);
  const runs = argValue('--runs', 3);
  // A directory of its own, so that runs started side by side do not share one.
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-bench-'));
  generate(dir, files, docsPerFile);
  console.log(`synthetic repository: ${files} files, ${files * docsPerFile} documents (${dir})`);
  const loadBefore = load();
  const results: Record<string, Sample[]> = { parse: [], retain: [], scan: [] };
  for (let i = 0; i < runs; i++) for (const mode of MODES) results[mode].push(runChild(mode, dir));
  const wall = (mode: string) => median(results[mode].map((s) => s.ms));
  const cpu = (mode: string) => median(results[mode].map((s) => s.cpuMs));
  const names: Record<string, string> = { parse: 'bare js-yaml parse', retain: 'parse, keeping documents', scan: 'full scan (all rules, JSON)' };
  for (const mode of MODES) {
    const samples = results[mode];
    console.log(
      `${names[mode].padEnd(28)} ${wall(mode).toFixed(0).padStart(6)} ms   cpu ${cpu(mode).toFixed(0).padStart(6)} ms   peak RSS ${Math.max(...samples.map((s) => s.maxRssMb)).toFixed(0).padStart(4)} MB   ${((samples[0].documents / wall(mode)) * 1000).toFixed(0)} docs/s`,
    );
  }
  // Each round runs the modes back to back, so a ratio within a round is not skewed by the
  // machine being slower in one round than another; the median of those ratios is the steadier figure.
  const roundRatio = (mode: string, base: string, time: (s: Sample) => number) => median(results[mode].map((s, i) => time(s) / time(results[base][i])));
  const wallRatio = (mode: string, base: string) => `${roundRatio(mode, base, (s) => s.ms).toFixed(2)}x`;
  const cpuRatio = (mode: string, base: string) => `cpu ${roundRatio(mode, base, (s) => s.cpuMs).toFixed(2)}x`;
  console.log(
    `findings: ${results.scan[0].findings}; scan / parse = ${wallRatio('scan', 'parse')} (target <= 1.30x), ${cpuRatio('scan', 'parse')}; scan / retain = ${wallRatio('scan', 'retain')}, ${cpuRatio('scan', 'retain')}`,
  );
  console.log(`medians of ${runs} rounds (ratios: median of each round's ratio); load average ${loadBefore} before, ${load()} after`);
  if (process.argv.includes('--phases')) {
    const { phases, ms } = runChild('phases', dir);
    console.log(`one scan, by phase (${ms.toFixed(0)} ms):`);
    for (const [name, phaseMs] of Object.entries(phases ?? {})) console.log(`  ${name.padEnd(32)} ${phaseMs.toFixed(0).padStart(6)} ms`);
  }
  if (process.argv.includes('--keep')) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === '--child') {
  process.stdout.write(JSON.stringify(await measure(process.argv[3], process.argv[4])));
} else {
  await parent();
}
