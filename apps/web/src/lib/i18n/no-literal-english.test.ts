import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a customer reads comes from a catalogue (docs/decisions.md, "Languages"): this fails when a
 * customer-facing component renders literal text — JSX text, a string in braces, or a string in an attribute people
 * read (aria-label, title, placeholder, alt, label…). The admin area and the staff screens may stay English.
 */
const SRC = path.resolve(import.meta.dirname, '../..');

const CUSTOMER_FEATURES = [
  'account',
  'auth',
  'checkout',
  'contact',
  'free-quote',
  'marketing',
  'orders',
  'planner',
  'quote',
  'upload',
  'verify-document',
];
const STAFF_ROUTES = new Set(['admin.tsx', 'staff-invitation.tsx']);
// The two-factor section of /account is shown to staff only (app/routes/account.tsx renders it for a staff role).
const STAFF_FILES = new Set([
  'features/auth/components/accept-staff-invitation.tsx',
  'features/account/components/two-factor-section.tsx',
  'components/ui/admin-page.tsx',
]);
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'hint',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'pendingLabel',
  'heading',
  'subtitle',
  'message',
]);

/**
 * The files not translated yet, each removed as it is (a file listed here that no longer has literal text fails the
 * test too, so the list only shrinks). Issue 32 is done when it is empty.
 */
const NOT_YET_TRANSLATED = new Set<string>([]);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });

const customerFiles = (): string[] =>
  [
    ...walk(path.join(SRC, 'app/layouts')).filter((file) => !path.basename(file).startsWith('admin-')),
    ...walk(path.join(SRC, 'app/routes')).filter(
      (file) => !file.includes(`${path.sep}admin${path.sep}`) && !STAFF_ROUTES.has(path.basename(file)),
    ),
    ...CUSTOMER_FEATURES.flatMap((feature) => walk(path.join(SRC, 'features', feature))),
    ...walk(path.join(SRC, 'components')),
  ]
    .map((file) => path.relative(SRC, file))
    .filter((file) => !STAFF_FILES.has(file));

// Letters that make a word: text of only digits, punctuation, symbols or a brand name is not a sentence.
const WORDS = /\p{L}{2,}/u;
const NOT_WORDS = /^(Sello|PDF|DOCX|USD|OK|[A-Z]{2,4}|https?:\/\/\S+|mailto:\S+|tel:\S+)$/;

const literalText = (file: string): string[] => {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SRC, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const record = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (!WORDS.test(trimmed) || NOT_WORDS.test(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1} ${JSON.stringify(trimmed.slice(0, 60))}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) record(node, node.text);
    else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      !ts.isJsxAttribute(node.parent)
    ) {
      record(node, node.expression.text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) record(node, value.text);
      if (value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)) {
        record(node, value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('customer-facing components', () => {
  const files = customerFiles();

  it('render no literal English: their words come from the catalogues', () => {
    const offenders = files.filter((file) => !NOT_YET_TRANSLATED.has(file)).flatMap(literalText);
    expect(offenders).toEqual([]);
  });

  it('list as not yet translated only files that still are', () => {
    const translated = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || literalText(file).length === 0,
    );
    expect(translated, 'remove these from NOT_YET_TRANSLATED').toEqual([]);
  });
});
