import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A build's output with the files `next build` writes under .next/static (and one it writes elsewhere). */
function build(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the compile hint on the build’s browser scripts', () => {
  it('puts Chromium’s hint first in every script under .next/static, the build id’s folder too, and nothing else', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["static/chunks/a.js",1,()=>{}]);';
    const root = build({
      '.next/static/chunks/a.js': chunk,
      '.next/static/chunks/app/b.js': '"use strict";var b=1;',
      '.next/static/BUILD123/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
      '.next/static/chunks/c.css': '.a{color:red}',
      '.next/server/chunks/ssr/d.js': 'module.exports={};',
    });
    expect(addCompileHints(root)).toBe(3);
    expect(read(root, '.next/static/chunks/a.js')).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(read(root, '.next/static/chunks/app/b.js')).toBe(`${COMPILE_HINT}"use strict";var b=1;`);
    expect(read(root, '.next/static/BUILD123/_buildManifest.js').startsWith(COMPILE_HINT)).toBe(true);
    // Stylesheets and the server's own code are left as they are.
    expect(read(root, '.next/static/chunks/c.css')).toBe('.a{color:red}');
    expect(read(root, '.next/server/chunks/ssr/d.js')).toBe('module.exports={};');
  });

  it('adds it once: a second run (npm run build, then ensureBuild) changes nothing', () => {
    const root = build({ '.next/static/chunks/a.js': 'var a=1;' });
    expect(addCompileHints(root)).toBe(1);
    expect(addCompileHints(root)).toBe(0);
    expect(read(root, '.next/static/chunks/a.js')).toBe(`${COMPILE_HINT}var a=1;`);
  });

  it('keeps a hinted script valid JavaScript that runs as before', () => {
    const root = build({ '.next/static/chunks/a.js': '"use strict"; globalThis.__hinted = (function () { return this === undefined; })();' });
    addCompileHints(root);
    new Function(read(root, '.next/static/chunks/a.js'))();
    // The directive still applies after the comment: the function ran in strict mode.
    expect((globalThis as { __hinted?: boolean }).__hinted).toBe(true);
  });

  it('does nothing where there is no build yet', () => {
    expect(addCompileHints(build({}))).toBe(0);
  });
});
