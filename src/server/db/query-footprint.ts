import type { OperationNode } from 'kysely';

/**
 * What one statement touched, read from Kysely's own tree of it (the same tree the SQL is
 * compiled from), so that no list of columns is kept by hand anywhere: the caches learn what a
 * read depends on and what a write changed from the queries themselves (decision 26).
 */

/** A write: its table, the columns it set (`'*'`: every column, as an insert or a delete does), and
 * the values of plain `column = value` / `column IN (…)` conditions or inserted values, by column. */
export interface TableChange {
  table: string;
  columns: readonly string[] | '*';
  keys?: Readonly<Record<string, readonly unknown[]>>;
}

/**
 * A read, over-approximated on purpose: `words` holds every name the statement mentions (tables,
 * columns, aliases) and every word of its raw SQL fragments; `star` the tables it reads whole
 * (`select *`). A change may touch the read when its table is mentioned and it set a mentioned
 * column, or the read takes the table whole.
 */
export interface ReadFootprint {
  words: ReadonlySet<string>;
  star: ReadonlySet<string>;
}

type Node = OperationNode & Record<string, unknown>;

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/** Every node below `node` (itself included), depth first. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) yield* nodesOf(value);
  }
}

function tableName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'TableNode')
    return (
      node as unknown as { table: { identifier: { name: string } } }
    ).table.identifier.name.toLowerCase();
  if (node.kind === 'AliasNode') return tableName(node.node);
  return undefined;
}

function columnName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'ColumnNode') return (node as unknown as { column: { name: string } }).column.name;
  if (node.kind === 'ReferenceNode') return columnName(node.column);
  return undefined;
}

/** Values of a literal operand: one value, or a list of plain values. */
function literalValues(node: unknown): unknown[] | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'ValueNode') return [node.value];
  if (node.kind === 'PrimitiveValueListNode') return [...(node.values as unknown[])];
  if (node.kind === 'ValueListNode' || node.kind === 'ParensNode') {
    const items = node.kind === 'ParensNode' ? [node.node] : (node.values as unknown[]);
    const values: unknown[] = [];
    for (const item of items) {
      const each = literalValues(item);
      if (!each) return undefined;
      values.push(...each);
    }
    return values;
  }
  return undefined;
}

/** `a = 1 AND b IN (2, 3)`: { a: [1], b: [2, 3] }; any other shape of condition adds nothing. */
function equalities(node: unknown, into: Record<string, unknown[]>): void {
  if (!isNode(node)) return;
  if (node.kind === 'WhereNode' || node.kind === 'ParensNode') {
    equalities(node.kind === 'WhereNode' ? node.where : node.node, into);
    return;
  }
  if (node.kind === 'AndNode') {
    equalities(node.left, into);
    equalities(node.right, into);
    return;
  }
  if (node.kind !== 'BinaryOperationNode') return;
  const operator = (node.operator as { operator?: string }).operator;
  if (operator !== '=' && operator !== 'in') return;
  const column = columnName(node.leftOperand);
  const values = literalValues(node.rightOperand);
  if (column !== undefined && values !== undefined) into[column] = values;
}

/** Inserts of more rows than this name none of them (a bulk load changes too much to narrow). */
const MAX_NAMED_ROWS = 100;

/** An insert's values by column, when they are plain values (not a select) of a few rows. */
function insertedValues(node: Node, columns: readonly string[]): Record<string, unknown[]> {
  const keys: Record<string, unknown[]> = {};
  const values = node.values;
  if (!isNode(values) || values.kind !== 'ValuesNode' || (values.values as Node[]).length > MAX_NAMED_ROWS)
    return keys;
  const rows = (values.values as Node[]).map((row) =>
    row.kind === 'PrimitiveValueListNode' ? (row.values as unknown[]) : literalValues(row),
  );
  columns.forEach((column, index) => {
    const all: unknown[] = [];
    for (const row of rows) {
      if (!row || index >= row.length || isNode(row[index])) return;
      all.push(row[index]);
    }
    keys[column] = all;
  });
  return keys;
}

function columnsSet(updates: unknown): string[] {
  const names: string[] = [];
  for (const update of (updates as Node[] | undefined) ?? []) {
    const name = columnName(update.column);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/** The tables a statement writes, with their columns and keys; nested writes (a CTE) included. */
export function writesOf(root: OperationNode): TableChange[] {
  const changes: TableChange[] = [];
  for (const node of nodesOf(root as Node)) {
    if (!WRITE_KINDS.has(node.kind)) continue;
    if (node.kind === 'InsertQueryNode') {
      const table = tableName(node.into);
      if (table === undefined) continue;
      const columns = ((node.columns as Node[] | undefined) ?? []).map((c) => columnName(c) ?? '');
      changes.push({ table, columns: '*', keys: insertedValues(node, columns) });
      const onConflict = node.onConflict as Node | undefined;
      if (onConflict?.updates) changes.push({ table, columns: columnsSet(onConflict.updates) });
    } else if (node.kind === 'UpdateQueryNode') {
      const table = tableName(node.table);
      if (table === undefined) continue;
      const keys: Record<string, unknown[]> = {};
      equalities(node.where, keys);
      changes.push({ table, columns: columnsSet(node.updates), keys });
    } else {
      const froms = ((node.from as { froms?: unknown[] } | undefined)?.froms ?? []).map(tableName);
      const keys: Record<string, unknown[]> = {};
      equalities(node.where, keys);
      for (const table of froms) if (table !== undefined) changes.push({ table, columns: '*', keys });
    }
  }
  return changes;
}

/**
 * A raw statement (`sql\`…\`.execute`) that is not plainly a read or a lock: nothing in its tree
 * says what it wrote, so its writer must be treated as having changed everything.
 */
export function isOpaqueWrite(root: OperationNode): boolean {
  if (root.kind !== 'RawNode') return false;
  const text = ((root as Node).sqlFragments as string[]).join(' ').trimStart().toUpperCase();
  return !(text.startsWith('SELECT') || text.startsWith('PRAGMA') || text.startsWith('EXPLAIN'));
}

/** An insert, update or delete, or a statement with one in its WITH clause (PostgreSQL). */
export function isWrite(root: OperationNode): boolean {
  if (WRITE_KINDS.has(root.kind)) return true;
  const ctes = ((root as Node).with as { expressions?: { expression: OperationNode }[] } | undefined)
    ?.expressions;
  return ctes?.some((cte) => isWrite(cte.expression)) ?? false;
}

/** Every name a read mentions, and the tables it selects whole. */
export function readOf(root: OperationNode): ReadFootprint {
  const words = new Set<string>();
  const star = new Set<string>();
  const visit = (node: Node, scope: string[]) => {
    let tables = scope;
    if (node.kind === 'SelectQueryNode') {
      const froms = ((node.from as { froms?: unknown[] } | undefined)?.froms ?? []).map(tableName);
      const joined = ((node.joins as Node[] | undefined) ?? []).map((join) => tableName(join.table));
      tables = [...froms, ...joined].filter((t): t is string => t !== undefined);
    }
    if (node.kind === 'IdentifierNode') words.add((node.name as string).toLowerCase());
    else if (node.kind === 'RawNode')
      for (const fragment of node.sqlFragments as string[])
        for (const word of fragment.match(WORD) ?? []) words.add(word.toLowerCase());
    else if (node.kind === 'AggregateFunctionNode') {
      // `count(*)` counts rows, it does not take them: no star, but what it filters on still counts.
      const countsRows = (item: unknown) =>
        isNode(item) && item.kind === 'SelectionNode' && (item.selection as Node).kind === 'SelectAllNode';
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) {
          for (const item of value) if (isNode(item) && !countsRows(item)) visit(item, tables);
        } else if (isNode(value)) visit(value, tables);
      }
      return;
    } else if (node.kind === 'SelectionNode') {
      // `select *` or `select t.*` takes whole rows; a `count(*)` elsewhere does not.
      const selection = node.selection as Node;
      if (selection.kind === 'SelectAllNode') for (const each of tables) star.add(each);
      else if (selection.kind === 'ReferenceNode' && (selection.column as Node).kind === 'SelectAllNode') {
        const table = tableName(selection.table);
        for (const each of table === undefined ? tables : [table]) star.add(each);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, tables);
      } else if (isNode(value)) visit(value, tables);
    }
  };
  visit(root as Node, []);
  return { words, star };
}

/** Whether a change may alter what a read returned. */
export function touches(change: TableChange, read: ReadFootprint): boolean {
  const table = change.table.toLowerCase();
  if (!read.words.has(table)) return false;
  if (read.star.has(table) || change.columns === '*') return true;
  return change.columns.some((column) => read.words.has(column.toLowerCase()));
}
