import path from 'node:path';

/** The server's domain modules: each folder under it is one module. */
const MODULES_ROOT = path.resolve(import.meta.dirname, '../apps/server/src/modules');

/** The module a path lies in (its first folder under modules/), or null outside every module. */
function moduleOf(file) {
  const relative = path.relative(MODULES_ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [owner, ...inside] = relative.split(path.sep);
  return inside.length > 0 ? { owner, inside: inside.join('/') } : null;
}

/**
 * A module is entered through its index (issue 26): from outside `modules/<name>/`, an import may
 * name `modules/<name>/index.js` and nothing else in that folder, so a module's other files are
 * free to change and what it offers is what its index chose to publish. Imports inside one module
 * stay direct.
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another server module only through its index.js' },
    messages: {
      internal:
        'Import the {{owner}} module from its index (modules/{{owner}}/index.js), not its internal file {{inside}}; publish there what you need.',
    },
    schema: [],
  },
  create(context) {
    const importer = moduleOf(context.filename);
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.owner === importer?.owner || target.inside === 'index.js') return;
      context.report({ node: source, messageId: 'internal', data: target });
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};
