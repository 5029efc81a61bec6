import { describe, expect, it } from 'vitest';
import yaml from 'js-yaml';
import { locateInDocument, splitDocuments } from '../../src/sources/locate.js';
import type { Path } from '../../src/model.js';

function at(text: string, path: Path): string {
  const { line, column } = locateInDocument(text, path);
  return `${line}:${column}`;
}

describe('locateInDocument: block structure', () => {
  const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: app
          image: nginx:1.25
          ports:
            - containerPort: 80
              protocol: TCP
        - name: sidecar
          image: busybox
`;

  it('points at keys at every depth', () => {
    expect(at(deployment, ['apiVersion'])).toBe('1:1');
    expect(at(deployment, ['kind'])).toBe('2:1');
    expect(at(deployment, ['metadata', 'name'])).toBe('4:3');
    expect(at(deployment, ['metadata', 'labels', 'app'])).toBe('6:5');
    expect(at(deployment, ['spec', 'replicas'])).toBe('8:3');
  });

  it('points at the content of a list item, after "- "', () => {
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0])).toBe('12:11');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 1])).toBe('17:11');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0, 'image'])).toBe('13:11');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0, 'ports', 0, 'protocol'])).toBe('16:15');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 1, 'image'])).toBe('18:11');
  });

  it('accepts an index written as a string', () => {
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', '1', 'name'])).toBe('17:11');
  });

  it('gives the root node for an empty path: the first key of a mapping', () => {
    expect(at(deployment, [])).toBe('1:1');
    expect(at('# header\n\n  a: 1\n  b: 2\n', [])).toBe('3:3');
    expect(at('- x\n- y\n', [])).toBe('1:1');
  });

  it('falls back to the deepest existing ancestor', () => {
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0, 'resources', 'limits'])).toBe('12:11');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 5, 'image'])).toBe('11:7');
    expect(at(deployment, ['spec', 'replicas', 'nested'])).toBe('8:3');
    expect(at(deployment, ['status'])).toBe('1:1');
  });

  it('handles sequences not indented under their key', () => {
    const text = `spec:
  containers:
  - name: x
    image: a
  - name: y
    image: b
  volumes:
  - name: data
`;
    expect(at(text, ['spec', 'containers', 1, 'image'])).toBe('6:5');
    expect(at(text, ['spec', 'volumes'])).toBe('7:3');
    expect(at(text, ['spec', 'volumes', 0, 'name'])).toBe('8:5');
  });

  it('handles compact nested sequences', () => {
    const text = `matrix:
- - a
  - b
- - c
  - - d
    - e
`;
    expect(at(text, ['matrix', 0, 1])).toBe('3:5');
    expect(at(text, ['matrix', 1, 0])).toBe('4:5');
    expect(at(text, ['matrix', 1, 1, 1])).toBe('6:7');
  });

  it('handles items whose content starts on the next line', () => {
    const text = `items:
  -
    name: late
  - # a comment
    name: later
`;
    expect(at(text, ['items', 0, 'name'])).toBe('3:5');
    expect(at(text, ['items', 1, 'name'])).toBe('5:5');
  });

  it('handles unusual indentation widths', () => {
    const text = `a:
     b:
        - c: 1
          d: 2
     e: 3
`;
    expect(at(text, ['a', 'b', 0, 'd'])).toBe('4:11');
    expect(at(text, ['a', 'e'])).toBe('5:6');
  });

  it('resolves plain keys the way js-yaml does', () => {
    const text = `codes:
  200: ok
  0x1F: hex
  ~: tilde
  True: yes
`;
    expect(at(text, ['codes', '200'])).toBe('2:3');
    expect(at(text, ['codes', 200])).toBe('2:3');
    expect(at(text, ['codes', '31'])).toBe('3:3');
    expect(at(text, ['codes', 'null'])).toBe('4:3');
    expect(at(text, ['codes', 'true'])).toBe('5:3');
  });

  it('returns the last of duplicate keys', () => {
    expect(at('a: 1\nb: 2\na: 3\n', ['a'])).toBe('3:1');
  });

  it('supports explicit "?" keys', () => {
    expect(at('? long key\n: value\nnext: 1\n', ['long key'])).toBe('1:3');
    expect(at('? long key\n: value\nnext: 1\n', ['next'])).toBe('3:1');
  });
});

describe('locateInDocument: keys, comments and scalars', () => {
  it('points at the quote of a quoted key, with spaces, colons and escapes', () => {
    const text = `metadata:
  annotations:
    "example.com/a b": x
    'kubectl.kubernetes.io/last-applied: yes': y
    "tab\\there": z
    'it''s': w
`;
    expect(at(text, ['metadata', 'annotations', 'example.com/a b'])).toBe('3:5');
    expect(at(text, ['metadata', 'annotations', 'kubectl.kubernetes.io/last-applied: yes'])).toBe('4:5');
    expect(at(text, ['metadata', 'annotations', 'tab\there'])).toBe('5:5');
    expect(at(text, ['metadata', 'annotations', "it's"])).toBe('6:5');
  });

  it('skips comments and blank lines; a "#" in a quoted string is not a comment', () => {
    const text = `# leading comment

metadata: # trailing
  # full line, indented like a key
  name: "web # not a comment"   # but this is

  namespace: 'a#b' # comment: with colon
# outdented comment
  labels: {}
`;
    expect(at(text, ['metadata', 'name'])).toBe('5:3');
    expect(at(text, ['metadata', 'namespace'])).toBe('7:3');
    expect(at(text, ['metadata', 'labels'])).toBe('9:3');
  });

  it('skips block scalar content, never matching keys inside it', () => {
    const text = `data:
  script: |
    name: not-a-key
    image: fake
  folded: >
    name: still text

    more
  strip: |-
    a: 1
  keep: >+
    b: 2

  indented: |2
      c: 3
  name: real
  image: real
`;
    expect(at(text, ['data', 'name'])).toBe('16:3');
    expect(at(text, ['data', 'image'])).toBe('17:3');
    expect(at(text, ['data', 'keep'])).toBe('11:3');
    expect(at(text, ['data', 'indented'])).toBe('14:3');
  });

  it('ends a block scalar at the first less indented line', () => {
    const text = `- script: |
    line
  # comment ends it
  name: after
- name: next
`;
    expect(at(text, [0, 'name'])).toBe('4:3');
    expect(at(text, [1, 'name'])).toBe('5:3');
  });

  it('skips multi-line plain and quoted scalars', () => {
    const text = `a: first line
  second line
  - third, not an item
b: "quoted
  name: inside
  still inside"
c: 'single
  x: y'
d:
  plain on
  next lines
e: 1
`;
    expect(yaml.load(text)).toMatchObject({ a: 'first line second line - third, not an item', e: 1 });
    expect(at(text, ['b'])).toBe('4:1');
    expect(at(text, ['c'])).toBe('7:1');
    expect(at(text, ['d'])).toBe('9:1');
    expect(at(text, ['e'])).toBe('12:1');
  });

  it('handles anchors and tags before values and keys', () => {
    const text = `base: &base
  cpu: 100m
tagged: !!str 5
list: !!seq
- &first one
- !custom
  x: 1
`;
    expect(at(text, ['base', 'cpu'])).toBe('2:3');
    expect(at(text, ['tagged'])).toBe('3:1');
    expect(at(text, ['list', 0])).toBe('5:10');
    expect(at(text, ['list', 1, 'x'])).toBe('7:3');
    expect(at('- !!seq\n- x\n', [1])).toBe('2:3');
  });

  it('stops at an alias or a merge key it cannot follow in the text', () => {
    const text = `defaults: &defaults
  resources:
    limits:
      cpu: 1
app:
  <<: *defaults
  image: nginx
other:
  resources: *res
list:
  - *defaults
`;
    expect(at(text, ['app', 'image'])).toBe('7:3');
    expect(at(text, ['app', 'resources', 'limits', 'cpu'])).toBe('6:3');
    expect(at(text, ['other', 'resources', 'limits'])).toBe('9:3');
    expect(at(text, ['list', 0, 'resources'])).toBe('11:5');
  });

  it('counts tabs inside scalars as one column and accepts tabs as separators', () => {
    const text = 'a:\tvalue\twith tabs\nb:\n  - \tx\n  - key:\ty\n    next: z\n';
    expect(at(text, ['b'])).toBe('2:1');
    expect(at(text, ['b', 0])).toBe('3:6');
    expect(at(text, ['b', 1, 'next'])).toBe('5:5');
  });
});

describe('locateInDocument: flow style and JSON', () => {
  it('finds keys and items inside flow collections', () => {
    const text = `metadata: {name: web, labels: {app: web, "tier": front}}
args: [--a, "--b", {k: v}, [x, y]]
`;
    expect(at(text, ['metadata', 'labels', 'tier'])).toBe('1:42');
    expect(at(text, ['metadata', 'name'])).toBe('1:12');
    expect(at(text, ['args', 1])).toBe('2:13');
    expect(at(text, ['args', 2, 'k'])).toBe('2:21');
    expect(at(text, ['args', 3, 1])).toBe('2:32');
  });

  it('points at the bracket of a flow collection used as an item', () => {
    const text = 'matchExpressions:\n  - {key: tier, operator: In, values: [a, b]}\n';
    expect(at(text, ['matchExpressions', 0])).toBe('2:5');
    expect(at(text, ['matchExpressions', 0, 'values', 1])).toBe('2:43');
  });

  it('follows flow collections across lines, with comments', () => {
    const text = `spec: {
  containers: [
    # first container
    {name: a, image: "x:1"},
    {
      name: b,
      image: y   # trailing
    }
  ]
}
`;
    expect(at(text, ['spec', 'containers', 0, 'image'])).toBe('4:15');
    expect(at(text, ['spec', 'containers', 1])).toBe('5:5');
    expect(at(text, ['spec', 'containers', 1, 'image'])).toBe('7:7');
  });

  it('walks a JSON file', () => {
    const text = `{
  "apiVersion": "autoscaling/v2beta2",
  "kind": "HorizontalPodAutoscaler",
  "spec": {
    "minReplicas": 1,
    "metrics": [
      {"type": "Resource", "resource": {"name": "cpu"}}
    ]
  }
}
`;
    expect(at(text, [])).toBe('1:1');
    expect(at(text, ['apiVersion'])).toBe('2:3');
    expect(at(text, ['spec', 'minReplicas'])).toBe('5:5');
    expect(at(text, ['spec', 'metrics', 0, 'resource', 'name'])).toBe('7:41');
  });

  it('walks minified JSON on one line', () => {
    const text = '{"a":{"b":[1,{"c":"x,y]"},{"d":2}]}}';
    expect(at(text, ['a', 'b', 2, 'd'])).toBe('1:28');
  });

  it('treats a collection used as a key the way js-yaml does (unrendered templates)', () => {
    const text = 'image: {{ .Values.image }}\nname: x\n';
    expect(yaml.load(text)).toEqual({ image: { '[object Object]': null }, name: 'x' });
    // The key is the inner `{ .Values.image }` mapping.
    expect(at(text, ['image', '[object Object]'])).toBe('1:9');
    expect(at(text, ['name'])).toBe('2:1');
  });
});

describe('locateInDocument: line endings and encodings', () => {
  it('does not count \\r in columns of CRLF text', () => {
    const text = 'metadata:\r\n  name: web\r\n  labels:\r\n    app: web\r\nitems:\r\n- a: 1\r\n  b: |\r\n    x: 1\r\n  c: 2\r\n';
    expect(at(text, ['metadata', 'labels', 'app'])).toBe('4:5');
    expect(at(text, ['items', 0, 'c'])).toBe('9:3');
  });

  it('starts columns after a UTF-8 BOM', () => {
    const text = '\uFEFFapiVersion: v1\nkind: Pod\n';
    expect(at(text, ['apiVersion'])).toBe('1:1');
    expect(at(text, [])).toBe('1:1');
    expect(at(text, ['kind'])).toBe('2:1');
  });

  it('skips a leading %YAML directive and the "---" marker', () => {
    const text = '%YAML 1.2\n---\na: 1\n';
    expect(at(text, ['a'])).toBe('3:1');
    expect(at('--- {a: 1, b: 2}\n', ['b'])).toBe('1:12');
    expect(at('--- !!map\nkind: Pod\n', ['kind'])).toBe('2:1');
  });

  it('stops at the end of its document', () => {
    expect(at('a: 1\n---\nb: 2\n', ['b'])).toBe('1:1');
    expect(at('a: 1\n...\nb: 2\n', ['b'])).toBe('1:1');
  });
});

describe('locateInDocument: documents embedded in block scalars', () => {
  const kubeletConfigMap = `apiVersion: v1
kind: ConfigMap
metadata:
  name: kubelet-config
  namespace: kube-system
data:
  kubelet: |
    apiVersion: kubelet.config.k8s.io/v1beta1
    kind: KubeletConfiguration
    featureGates:
      SELinuxMount: true
      OtherGate: false
    evictionHard: {memory.available: 100Mi}
  plain: "featureGates: {SELinuxMount: true}"
  folded: >
    featureGates:
      SELinuxMount: true
`;

  it('continues the path inside a literal block scalar, mapped back to the outer text', () => {
    expect(at(kubeletConfigMap, ['data', 'kubelet', 'featureGates', 'SELinuxMount'])).toBe('11:7');
    expect(at(kubeletConfigMap, ['data', 'kubelet', 'featureGates'])).toBe('10:5');
    expect(at(kubeletConfigMap, ['data', 'kubelet', 'evictionHard', 'memory.available'])).toBe('13:20');
  });

  it('falls back to the deepest match inside, or to the key when nothing matches', () => {
    expect(at(kubeletConfigMap, ['data', 'kubelet', 'featureGates', 'Missing'])).toBe('10:5');
    expect(at(kubeletConfigMap, ['data', 'kubelet', 'nothing'])).toBe('7:3');
    expect(at(kubeletConfigMap, ['data', 'kubelet'])).toBe('7:3');
  });

  it('returns the key for quoted, plain and folded strings', () => {
    expect(at(kubeletConfigMap, ['data', 'plain', 'featureGates', 'SELinuxMount'])).toBe('14:3');
    expect(at(kubeletConfigMap, ['data', 'folded', 'featureGates', 'SELinuxMount'])).toBe('15:3');
  });

  it('handles JSON, CRLF and keep/strip indicators inside the block', () => {
    const text = 'data:\r\n  config.json: |-\r\n    {\r\n      "a": {"b": 1}\r\n    }\r\n';
    expect(at(text, ['data', 'config.json', 'a', 'b'])).toBe('4:13');
  });

  it('handles a block scalar that is a list item', () => {
    const text = 'args:\n  - |\n    first: 1\n    second: 2\n';
    expect(at(text, ['args', 0, 'second'])).toBe('4:5');
  });
});

describe('locateInDocument: siblings the path does not enter', () => {
  // Subtrees off the path are skipped line by line; these are the constructs that can run past a
  // less indented line, so the skip must not be taken in their presence.
  const cases: [name: string, text: string, path: Path, expected: string][] = [
    ['a quoted scalar continued at column 0', 'kind: Service\nmetadata:\n  annotations:\n    note: "first line\nkind: not-a-key"\n', ['kind'], '1:1'],
    ['a flow sequence continued at column 0', 'kind: Service\nspec:\n  ports: [80,\nkind: 443]\n', ['kind'], '1:1'],
    ['a single-quoted list item continued at its dash column', "items:\n- 'a\nb: c'\n- name: second\n", ['items', 1, 'name'], '4:3'],
    ['quotes and brackets inside a block scalar', 'data:\n  script: |\n    echo "unterminated\n    [\nkind: ConfigMap\n', ['kind'], '5:1'],
    ['a comment at column 0 inside a nested mapping', 'spec:\n  a: 1\n# comment at column 0\n  b: 2\nkind: X\n', ['kind'], '5:1'],
    ['a quoted key and a quoted value closed on their line', 'spec:\n  "a b": "c"\n  d: [e, {f: g}]\nkind: X\n', ['kind'], '4:1'],
  ];
  for (const [name, text, path, expected] of cases) {
    it(`finds the right line past ${name}`, () => {
      expect(at(text, path)).toBe(expected);
      // js-yaml reads the same structure: the key found is the one the loader keeps.
      const value = yaml.load(text) as Record<string, unknown>;
      expect(value).toHaveProperty(path.map(String).join('.'));
    });
  }

  it('still finds keys inside the constructs it cannot skip', () => {
    expect(at('kind: Service\nmetadata:\n  annotations:\n    note: "first line\nkind: not-a-key"\n', ['metadata', 'annotations', 'note'])).toBe('4:5');
    expect(at('spec:\n  a: 1\n# comment at column 0\n  b: 2\nkind: X\n', ['spec', 'b'])).toBe('4:3');
  });
});

describe('locateInDocument: robustness', () => {
  it('never throws, whatever the text or path', () => {
    const texts = [
      '',
      '---',
      ':',
      '- - - -',
      '{[}]',
      '"unterminated',
      "a: 'unterminated\n",
      'a: |',
      'a:\n  - b\n c: d\n      e: f\n',
      '{{ if .Values.x }}\nkind: {{ .Values.kind }}\n{{ end }}\n',
      '\t\ta: 1',
      '? ? ?',
      '&a *b !c',
      '['.repeat(5000),
      '- '.repeat(3000),
    ];
    const paths: Path[] = [[], ['a'], ['a', 0, 'b'], [0, 0, 0], ['x', 'y', 'z', 1]];
    for (const text of texts) {
      for (const path of paths) {
        const position = locateInDocument(text, path);
        expect(position.line).toBeGreaterThanOrEqual(1);
        expect(position.column).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('locates deep into a large document', () => {
    const item = (i: number): string => `- name: item${i}\n  env:\n    - {name: A, value: "${i}"}\n  script: |\n    x: ${i}\n`;
    const text = `items:\n${Array.from({ length: 5000 }, (_, i) => item(i)).join('')}`;
    expect(at(text, ['items', 4999, 'script'])).toBe(`${2 + 4999 * 5 + 3}:3`);
    expect(at(text, ['items', 4999, 'script', 'x'])).toBe(`${2 + 4999 * 5 + 4}:5`);
  });
});

describe('splitDocuments', () => {
  const cases: Record<string, string> = {
    'no separator': 'a: 1\nb: 2\n',
    'leading ---': '---\na: 1\n',
    'trailing ---': 'a: 1\n---\n',
    'separator with a comment': 'a: 1\n--- # next\nb: 2\n',
    'content on the separator line': '--- {a: 1}\n--- !!map\nb: 1\n--- |\n  text\n',
    'end markers': 'a: 1\n...\n---\nb: 2\n...\n',
    'end marker then content': 'a: 1\n...\nb: 2\n',
    'end marker then comments': 'a: 1\n...\n# done\n',
    'two end markers': 'a: 1\n...\n...\n',
    'empty documents': '---\n---\na: 1\n---\n---\n',
    'comments before the first ---': '# header\n# more\n---\na: 1\n',
    'comment-only file': '# nothing here\n',
    'empty file': '',
    'lone line break': '\n',
    'two line breaks': '\n\n',
    'CRLF line break only': '\r\n',
    'spaces only': '   ',
    '%YAML directive': '%YAML 1.2\n---\na: 1\n---\nb: 2\n',
    CRLF: 'a: 1\r\n---\r\nb: 2\r\n---\r\n',
    BOM: '\uFEFF---\na: 1\n---\nb: 2\n',
    'no final newline': 'a: 1\n---\nb: 2',
    '--- inside a block scalar': 'a: |\n  x\n---\n  y\n',
    'root block scalar at column 0': '--- |\nfoo\n---\nbar\n',
    'root block scalar with indentation indicator 1': '--- |1\nfoo\n---\nbar\n',
    'root block scalar with indentation indicator 2': '--- |2\n  foo\n---\nbar\n',
    '--- not at column 0': 'a: |\n  ---\n  text\nb: " ---"\n',
    '---a (no space) at the start': '---a: 1\n',
  };

  for (const [name, text] of Object.entries(cases)) {
    it(`agrees with js-yaml loadAll on document count: ${name}`, () => {
      expect(splitDocuments(text)).toHaveLength(yaml.loadAll(text).length);
    });
  }

  it('returns each document with the line it starts on', () => {
    const text = '# header\n---\napiVersion: v1\nkind: A\n---\n\napiVersion: v1\nkind: B\n...\n--- {kind: C}\n';
    const documents = splitDocuments(text);
    expect(documents.map((d) => d.startLine)).toEqual([1, 5, 10]);
    expect(documents[1].text).toBe('---\n\napiVersion: v1\nkind: B\n');
    expect(documents.map((d) => yaml.load(d.text))).toEqual(yaml.loadAll(text));
  });

  it('gives positions that map back to the file through startLine', () => {
    const text = 'kind: A\n---\nmetadata:\n  name: b\n---\r\n# c\r\nmetadata:\r\n  name: c\r\n';
    const fileLines = text.split(/\r?\n/);
    for (const document of splitDocuments(text)) {
      const { line, column } = locateInDocument(document.text, ['metadata', 'name']);
      if (document.startLine === 1) continue;
      expect(fileLines[document.startLine + line - 2].slice(column - 1)).toMatch(/^name: /);
    }
  });

  it('keeps text that js-yaml parses identically, document by document', () => {
    const text = Object.values(cases)
      .filter((t) => !/^\uFEFF|^%|^--- \|/.test(t))
      .join('\n---\n');
    // yaml.load of an empty document's text gives undefined where loadAll gives null.
    expect(splitDocuments(text).map((d) => yaml.load(d.text) ?? null)).toEqual(yaml.loadAll(text));
  });
});

describe('locateInDocument: every leaf of realistic manifests', () => {
  const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  namespace: prod
  labels: &labels
    app.kubernetes.io/name: api
    app.kubernetes.io/part-of: "shop"
  annotations:
    deployment.kubernetes.io/revision: "3"
    "example.com/note": 'keeps: colons # and hashes'
spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: api
  strategy: {type: RollingUpdate, rollingUpdate: {maxSurge: 25%, maxUnavailable: 0}}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: api
    spec:
      securityContext:
        runAsNonRoot: true
        seLinuxOptions: {level: "s0:c123,c456"}
      initContainers:
      - name: migrate
        image: registry.example.com/api:1.2.3
        command: ["/bin/sh", "-c"]
        args:
        - |
          set -e
          name: not a key
          ./migrate up
      containers:
      - name: api
        image: registry.example.com/api:1.2.3
        env:
        - name: MODE
          value: production
        - name: DB_URL
          valueFrom:
            secretKeyRef: {name: db, key: url}
        - {name: INLINE, value: "1"}
        ports:
        - {containerPort: 8080, name: http}
        livenessProbe:
          httpGet:
            path: /healthz
            port: http
          initialDelaySeconds: 10
        readinessProbe:
          exec:
            command:
            - cat
            - /tmp/ready
          periodSeconds: 5
        resources:
          limits: {cpu: 500m, memory: 256Mi}
          requests:
            cpu: 100m
            memory: 128Mi
        volumeMounts:
        - name: config
          mountPath: /etc/api
          readOnly: true
      volumes:
      - name: config
        configMap:
          name: api-config
          items:
          - key: app.yaml
            path: app.yaml
      - name: cache
        emptyDir: {}
`;

  const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names:
    kind: Widget
    plural: widgets
    shortNames: [wd]
  scope: Namespaced
  versions:
  - name: v1beta1
    served: true
    storage: false
    deprecated: true
    deprecationWarning: "example.com/v1beta1 Widget is deprecated; use v1"
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        description: >-
          A widget. type: not a key.
          properties: neither.
        properties:
          spec:
            type: object
            required: [size]
            properties:
              size:
                type: integer
                minimum: 1
              "x-kubernetes-preserve-unknown-fields":
                type: boolean
            x-kubernetes-validations:
            - rule: "self.size <= 10"
              message: 'size: at most 10'
    subresources:
      status: {}
`;

  const helmRendered = `---
# Source: shop/templates/hpa.yaml
apiVersion: autoscaling/v2beta2
kind: HorizontalPodAutoscaler
metadata:
  name: shop-api   # rendered from {{ .Release.Name }}
  labels:
    helm.sh/chart: shop-1.0.0
    app.kubernetes.io/managed-by: Helm
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: shop-api
  minReplicas: 2
  maxReplicas: 10

  # metrics follow
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 80
---
# Source: shop/templates/pdb.yaml
apiVersion: policy/v1beta1
kind: PodDisruptionBudget
metadata:
  name: shop-api
spec:
  minAvailable: 1
  selector:
    matchLabels: {app: shop-api}
`;

  function* leaves(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) yield* leaves(value[i], [...path, i]);
    } else if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
      for (const [key, child] of Object.entries(value)) yield* leaves(child, [...path, key]);
    } else {
      yield path;
    }
  }

  const manifests = { deployment, crd, helmRendered };
  for (const [name, file] of Object.entries(manifests)) {
    it(`locates the key of every leaf: ${name}`, () => {
      let checked = 0;
      for (const document of splitDocuments(file)) {
        const lines = document.text.split('\n');
        for (const path of leaves(yaml.load(document.text))) {
          const key = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
          if (key === undefined) continue;
          const keyPath = path.slice(0, path.lastIndexOf(key) + 1);
          const { line, column } = locateInDocument(document.text, keyPath);
          const text = lines[line - 1];
          expect(text, `${keyPath.join('.')} at ${line}:${column}`).toContain(key);
          expect(text.slice(column - 1).replace(/^["']/, ''), `${keyPath.join('.')}`).toMatch(new RegExp(`^${escapeRegExp(key)}`));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('locates list items of scalars at their value', () => {
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0, 'livenessProbe', 'httpGet', 'port'])).toBe('50:13');
    expect(at(deployment, ['spec', 'template', 'spec', 'containers', 0, 'readinessProbe', 'exec', 'command', 1])).toBe('56:15');
    expect(at(deployment, ['spec', 'template', 'spec', 'initContainers', 0, 'args', 0])).toBe('31:11');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
