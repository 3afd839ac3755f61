import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The suite runs from apps/web (the DOM environment gives import.meta no file URL).
const src = join(process.cwd(), 'src');

/** Every source file (not tests) of the layers that call the API: features and entity modules. */
function sources(dir: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(join(src, dir), { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
  })();
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(src, join(e.parentPath, e.name)));
}

const files = [...sources('features'), ...sources('modules')];

/** The lines of a file that break a rule, as `path:line: text`. */
function offences(rule: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(src, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (rule.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

// Issue 8: the web calls the API only through the declared endpoints (api(), apiHref()), so a path,
// a method or an answer's shape lives in one place, the declaration in packages/domain.
describe('features and modules call the API through the declarations', () => {
  it('finds the files it checks', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('never import the raw HTTP client', () => {
    expect(offences(/from ['"][./]*shared\/http\/http-client(\.ts)?['"]/)).toEqual([]);
  });

  it('write no API path of their own', () => {
    expect(offences(/['"`]\/(api|rest)\//)).toEqual([]);
  });

  it('never cast what api() answers', () => {
    expect(offences(/\bapi(Href)?\([^)]*\)\s+as\s/)).toEqual([]);
  });
});
