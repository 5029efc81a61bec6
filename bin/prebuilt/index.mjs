import { createRequire as __bundleCreateRequire } from 'node:module';
const require = __bundleCreateRequire(import.meta.url);

// src/redact.ts
var URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*(?:@[^\s/?#@]*)*@/gi;
function redactUrls(text) {
  if (!text.includes("@") || !text.includes("://")) return text;
  return text.replace(URL_USERINFO, "$1***@");
}
var SECRET_WORD = String.raw`(?:token|secret|passw(?:or)?d|pwd|passphrase|credentials?|signature|cookie|assertion|session|auth(?:orization)?|api[_-]?key|apikey|access[_-]?key|private[_-]?key|secret[_-]?key|client[_-]?key|account[_-]?key|key[_-]?data|certificate[_-]?data|sas)`;
var SECRET_KEY = String.raw`(?<![A-Za-z0-9])[A-Za-z0-9_.-]{0,40}${SECRET_WORD}[A-Za-z0-9_.-]{0,40}`;
var SECRET_ASSIGNMENT = new RegExp(
  String.raw`(${SECRET_KEY})(\\?["']?\s*(?::=|=>|[:=])\s*)(?!\[redacted\])(?:(\\?")(?:[^"\\\r\n]|\\(?!")[^\r\n])*(?:\\?")|(')[^'\r\n]*'|[^\s"',;&)}\]]+)`,
  "gi"
);
var SECRET_FOLLOWED_BY_VALUE = new RegExp(String.raw`(${SECRET_KEY})(\s+(?:is\s+|was\s+|of\s+)?)("[^"\r\n]*"|'[^'\r\n]*'|[A-Za-z0-9._~+/=:-]{8,})`, "gi");
var QUOTED_INPUT_CHARS = 16 * 1024;

// src/rule.ts
function defineRule(rule) {
  return rule;
}
var PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
var compiled = /* @__PURE__ */ new Map();
function compile(template) {
  const parts = [];
  const written = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[1]);
    written.push(match[0]);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return { parts, written };
}
function compiledTemplate(template) {
  let cut = compiled.get(template);
  if (!cut) compiled.set(template, cut = compile(template));
  return cut;
}
function formatMessage(template, data = {}) {
  const cut = compiledTemplate(template);
  if (cut.parts.length === 1) return template;
  const pieces = cut.parts.slice();
  for (let i = 1; i < pieces.length; i += 2) pieces[i] = pieces[i] in data ? redactUrls(String(data[pieces[i]])) : cut.written[(i - 1) / 2];
  return pieces.join("");
}

// src/model.ts
function objectRef(obj) {
  const m = obj.metadata;
  return {
    apiVersion: detached(obj.apiVersion),
    kind: detached(obj.kind),
    namespace: typeof m.namespace === "string" && m.namespace !== "" ? detached(m.namespace) : null,
    name: typeof m.name === "string" && m.name !== "" ? detached(m.name) : typeof m.generateName === "string" ? detached(`${m.generateName}*`) : "(unnamed)"
  };
}
function detached(text) {
  return (" " + text).slice(1);
}
var TOOL_ANNOTATION_PREFIX = "k8s-upgrade-check.io/";
function toolAnnotations(metadata) {
  const annotations = metadata.annotations;
  if (typeof annotations !== "object" || annotations === null) return void 0;
  let out;
  for (const key in annotations) {
    const value = annotations[key];
    if (key.startsWith(TOOL_ANNOTATION_PREFIX) && typeof value === "string") (out ??= {})[detached(key)] = detached(value);
  }
  return out;
}
function groupOf(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? "" : apiVersion.slice(0, slash);
}
function versionOf(apiVersion) {
  const slash = apiVersion.indexOf("/");
  return slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
}
function objectHandle(obj) {
  const origin = keptOrigin(obj);
  const { name, namespace, generateName } = obj.metadata;
  const metadata = {};
  if (typeof name === "string") metadata.name = detached(name);
  if (typeof namespace === "string") metadata.namespace = detached(namespace);
  if (typeof generateName === "string") metadata.generateName = detached(generateName);
  const annotations = toolAnnotations(obj.metadata);
  if (annotations) metadata.annotations = annotations;
  const [apiVersion, kind] = [detached(obj.apiVersion), detached(obj.kind)];
  return { apiVersion, kind, metadata, body: { apiVersion, kind, metadata }, origin };
}
function keptOrigin(obj) {
  if (obj.origin.type === "manifest") obj.origin.keepPositions?.();
  return obj.origin;
}
export {
  defineRule,
  formatMessage,
  groupOf,
  objectHandle,
  objectRef,
  versionOf
};
