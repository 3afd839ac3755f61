import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * The database as `platform/db/schema/` declares it, read with the TypeScript compiler: each area's
 * `…Tables` interface names its tables, each table interface its columns. schema.test.ts compares it
 * with the migrated database; table-owners.test.ts with the owners.
 */
export interface DeclaredColumn {
  type: string;
  nullable: boolean;
}
export type DeclaredSchema = Map<string, Map<string, DeclaredColumn>>;

const SCHEMA_FOLDER = new URL('../platform/db/schema/', import.meta.url);

export function readDeclaredSchema(): DeclaredSchema {
  const interfaces = new Map<string, { node: ts.InterfaceDeclaration; file: ts.SourceFile }>();
  const aliases = new Map<string, { node: ts.TypeNode; file: ts.SourceFile }>();
  const areaTables: { node: ts.InterfaceDeclaration; file: ts.SourceFile }[] = [];
  // Types imported from the domain are its string-literal unions (GRANTS, LANGUAGES…): text columns.
  const domainUnions = new Set<string>();
  for (const name of readdirSync(SCHEMA_FOLDER).filter((n) => n.endsWith('.ts'))) {
    const text = readFileSync(new URL(name, SCHEMA_FOLDER), 'utf8');
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    file.forEachChild((node) => {
      if (
        ts.isImportDeclaration(node) &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        node.moduleSpecifier.text === '@sportello/domain'
      ) {
        const names = node.importClause?.namedBindings;
        if (names && ts.isNamedImports(names)) names.elements.forEach((e) => domainUnions.add(e.name.text));
      }
      if (ts.isInterfaceDeclaration(node)) {
        if (node.name.text.endsWith('Tables')) areaTables.push({ node, file });
        else interfaces.set(node.name.text, { node, file });
      }
      if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, { node: node.type, file });
    });
  }

  // Generated<T> and ColumnType<Select, …> are what a row reads: T and Select; aliases are expanded.
  const selectType = (node: ts.TypeNode, file: ts.SourceFile): string => {
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(file);
      const [first] = node.typeArguments ?? [];
      if ((name === 'Generated' || name === 'ColumnType') && first) return selectType(first, file);
      const alias = aliases.get(name);
      if (alias) return selectType(alias.node, alias.file);
      if (domainUnions.has(name)) return 'string';
    }
    // Grant[]: a text[] column holding a domain union's values.
    if (ts.isArrayTypeNode(node) && selectType(node.elementType, file) === 'string') return 'string[]';
    // A union of string literals ('google' | 'linkedin') is a text column with a check constraint.
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return 'string';
    if (ts.isUnionTypeNode(node)) return [...new Set(node.types.map((t) => selectType(t, file)))].join(' | ');
    return node.getText(file);
  };

  const schema: DeclaredSchema = new Map();
  for (const area of areaTables) {
    for (const table of area.node.members) {
      if (!ts.isPropertySignature(table) || !table.type || !ts.isTypeReferenceNode(table.type)) continue;
      const declaration = interfaces.get(table.type.typeName.getText(area.file));
      const columns = new Map<string, DeclaredColumn>();
      for (const column of declaration?.node.members ?? []) {
        if (!ts.isPropertySignature(column) || !column.type || !declaration) continue;
        const parts = selectType(column.type, declaration.file).split(' | ');
        columns.set(column.name.getText(declaration.file), {
          type: parts.filter((p) => p !== 'null').join(' | '),
          nullable: parts.includes('null'),
        });
      }
      schema.set(table.name.getText(area.file), columns);
    }
  }
  return schema;
}
