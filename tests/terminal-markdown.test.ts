import { describe, expect, it } from 'vitest';
import { renderMarkdownForTerminal } from '../src/terminal-markdown.js';

const DOC = `# gitrepo-volume

Pods that mount a **gitRepo** volume.

## How to fix it

Clone the repository in an init container, see [KEP-5040](https://github.com/kubernetes/enhancements/issues/5040), and mount an \`emptyDir\` instead of the volume.

1. add the init container;
2. remove the volume.

\`\`\`yaml
volumes:
  - name: content
    emptyDir: {}
\`\`\`

## Sources

- [Kubernetes 1.36 changelog](https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md)
`;

describe('Markdown for a terminal', () => {
  it('renders headings, wrapped paragraphs, lists, code blocks and links as text', () => {
    expect(renderMarkdownForTerminal(DOC, { color: false, width: 60 })).toBe(
      [
        'gitrepo-volume',
        '',
        '  Pods that mount a gitRepo volume.',
        '',
        'HOW TO FIX IT',
        '',
        '  Clone the repository in an init container, see KEP-5040',
        '  <https://github.com/kubernetes/enhancements/issues/5040>,',
        '  and mount an emptyDir instead of the volume.',
        '',
        '  1. add the init container;',
        '  2. remove the volume.',
        '',
        '    volumes:',
        '      - name: content',
        '        emptyDir: {}',
        '',
        'SOURCES',
        '',
        '  • Kubernetes 1.36 changelog',
        '    <https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md>',
        '',
      ].join('\n'),
    );
  });

  it('styles code, bold text, headings and links when colour is on', () => {
    const text = renderMarkdownForTerminal('## Fix\n\nSet `x` to **y**, see [docs](https://k8s.io).\n', { color: true, width: 80 });
    expect(text).toBe('\u001b[1mFIX\u001b[22m\n\n  Set \u001b[36mx\u001b[39m to \u001b[1my\u001b[22m, see docs \u001b[4m<https://k8s.io>\u001b[24m.\n');
  });
});
