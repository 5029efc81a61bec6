/**
 * `npm run bench`: scan speed against the floor set by parsing alone.
 *
 * Generates a synthetic manifest repository (30,000 documents in 3,000 files by default), then runs
 * each measurement in a fresh Node process (so memory figures are not shared) several times and
 * prints the median time and the peak resident memory:
 *   parse  read every file and js-yaml loadAll it (the floor)
 *   scan   the full manifest scan: load, every rule for the latest release, JSON report
 * Usage: node dist/scripts/bench.js [--files N] [--docs-per-file N] [--runs N]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

interface Sample {
  ms: number;
  maxRssMb: number;
  documents: number;
  findings?: number;
}

const SELF = fileURLToPath(import.meta.url);

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

async function measure(mode: string, dir: string): Promise<Sample> {
  const started = performance.now();
  let documents = 0;
  let findings: number | undefined;
  if (mode === 'parse') {
    for (const file of listFiles(dir)) documents += yaml.loadAll(readFileSync(file, 'utf8')).length;
  } else {
    const { main } = await import('../src/cli.js');
    let out = '';
    await main(['--target', '1.37', '-f', dir, '-o', 'json', '--fail-on', 'none'], { stdout: (t) => (out += t), stderr: (t) => process.stderr.write(t), env: {}, isTTY: false, cwd: dir });
    const report = JSON.parse(out);
    documents = report.summary.objects;
    findings = report.summary.findings;
  }
  const ms = performance.now() - started;
  return { ms, maxRssMb: process.resourceUsage().maxRSS / 1024, documents, findings };
}

function runChild(mode: string, dir: string): Sample {
  return JSON.parse(execFileSync(process.execPath, [SELF, '--child', mode, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Sample;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function parent(): Promise<void> {
  const files = argValue('--files', 3000);
  const docsPerFile = argValue('--docs-per-file', 10);
  const runs = argValue('--runs', 3);
  const dir = join(tmpdir(), 'k8s-upgrade-check-bench');
  generate(dir, files, docsPerFile);
  console.log(`synthetic repository: ${files} files, ${files * docsPerFile} documents (${dir})`);
  const results: Record<string, Sample[]> = { parse: [], scan: [] };
  for (let i = 0; i < runs; i++) for (const mode of ['parse', 'scan']) results[mode].push(runChild(mode, dir));
  const parse = median(results.parse.map((s) => s.ms));
  const scan = median(results.scan.map((s) => s.ms));
  const row = (name: string, ms: number, samples: Sample[]) =>
    `${name.padEnd(26)} ${ms.toFixed(0).padStart(7)} ms   peak RSS ${Math.max(...samples.map((s) => s.maxRssMb)).toFixed(0).padStart(5)} MB   ${((samples[0].documents / ms) * 1000).toFixed(0)} docs/s`;
  console.log(row('bare js-yaml parse', parse, results.parse));
  console.log(row('full scan (all rules, JSON)', scan, results.scan));
  console.log(`findings: ${results.scan[0].findings}; scan / parse = ${(scan / parse).toFixed(2)}x (target <= 1.30x); median of ${runs} runs`);
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === '--child') {
  process.stdout.write(JSON.stringify(await measure(process.argv[3], process.argv[4])));
} else {
  await parent();
}
