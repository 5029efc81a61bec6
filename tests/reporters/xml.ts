/**
 * A small strict XML 1.0 reader for the JUnit tests: it rejects anything that is not well formed
 * (unbalanced or misnested tags, unquoted or repeated attributes, bare `<` or `&`, unknown
 * entities, characters XML forbids, text outside the root) and returns the element tree with
 * entities decoded, so tests can check both that CI systems can read the file and what it says.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_:][A-Za-z0-9_.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function parseXml(text: string): XmlElement {
  let pos = 0;
  const fail = (what: string): never => {
    const line = text.slice(0, pos).split('\n').length;
    throw new Error(`not well-formed XML at line ${line}: ${what}`);
  };
  const forbidden = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.exec(text);
  if (forbidden) {
    pos = forbidden.index;
    fail(`character U+${forbidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is not allowed`);
  }

  const decode = (raw: string): string =>
    raw.replace(/&([^;&]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) fail(`bare "&" in "${raw}"`);
      if (ref in ENTITIES) return ENTITIES[ref];
      const numeric = /^#(?:x([0-9A-Fa-f]+)|([0-9]+))$/.exec(ref);
      if (!numeric) return fail(`unknown entity "&${ref};"`);
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2], 10);
      const ch = String.fromCodePoint(code);
      if (/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(ch)) fail(`character reference &${ref}; is not allowed`);
      return ch;
    });

  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos])) pos++;
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (text.startsWith('<!--', pos)) {
        const end = text.indexOf('-->', pos + 4);
        if (end < 0) fail('unterminated comment');
        if (text.slice(pos + 4, end).includes('--')) fail('"--" inside a comment');
        pos = end + 3;
      } else return;
    }
  };
  const readName = (): string => {
    const match = NAME.exec(text.slice(pos));
    if (!match) return fail(`expected a name, found "${text.slice(pos, pos + 10)}"`);
    pos += match[0].length;
    return match[0];
  };

  const readElement = (): XmlElement => {
    if (text[pos] !== '<') fail('expected "<"');
    pos++;
    const element: XmlElement = { name: readName(), attributes: {}, children: [] };
    for (;;) {
      const before = pos;
      skipSpace();
      if (text.startsWith('/>', pos)) {
        pos += 2;
        return element;
      }
      if (text[pos] === '>') {
        pos++;
        break;
      }
      if (pos === before) fail('expected whitespace between attributes');
      const name = readName();
      if (name in element.attributes) fail(`attribute "${name}" repeated on <${element.name}>`);
      skipSpace();
      if (text[pos] !== '=') fail(`attribute "${name}" has no value`);
      pos++;
      skipSpace();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`attribute "${name}" is not quoted`);
      const end = text.indexOf(quote, pos + 1);
      if (end < 0) fail(`attribute "${name}" is not closed`);
      const raw = text.slice(pos + 1, end);
      if (raw.includes('<')) fail(`"<" in the value of attribute "${name}"`);
      element.attributes[name] = decode(raw);
      pos = end + 1;
    }
    for (;;) {
      if (pos >= text.length) fail(`<${element.name}> is not closed`);
      if (text.startsWith('</', pos)) {
        pos += 2;
        const name = readName();
        if (name !== element.name) fail(`</${name}> closes <${element.name}>`);
        skipSpace();
        if (text[pos] !== '>') fail(`expected ">" after </${name}`);
        pos++;
        return element;
      }
      if (text.startsWith('<!--', pos)) {
        skipMisc();
        continue;
      }
      if (text.startsWith('<![CDATA[', pos)) {
        const end = text.indexOf(']]>', pos);
        if (end < 0) fail('unterminated CDATA section');
        element.children.push(text.slice(pos + 9, end));
        pos = end + 3;
        continue;
      }
      if (text[pos] === '<') {
        element.children.push(readElement());
        continue;
      }
      const next = text.indexOf('<', pos);
      const raw = text.slice(pos, next < 0 ? text.length : next);
      if (raw.includes(']]>')) fail('"]]>" in text');
      element.children.push(decode(raw));
      pos += raw.length;
    }
  };

  const declaration = /^<\?xml version="1\.[0-9]"(?: encoding="[A-Za-z][A-Za-z0-9._-]*")?(?: standalone="(?:yes|no)")?\s*\?>/.exec(text);
  if (declaration) pos = declaration[0].length;
  else if (text.startsWith('<?xml')) fail('malformed XML declaration');
  skipMisc();
  const root = readElement();
  skipMisc();
  if (pos !== text.length) fail('content after the root element');
  return root;
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => typeof c !== 'string' && (name === undefined || c.name === name));
}

export function textOf(element: XmlElement): string {
  return element.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}
