// fences/no-test-helper-import: the helpers under src/server/test (the test app, factories,
// fixtures, spawned servers) and src/web/test (the web unit tests' fixtures) serve tests only; code
// that ships never imports them. A test is a *.test.ts(x) file or a file under those folders itself.
import { relativeTo, resolveSpecifier } from './resolve.js';

const HELPERS = /^src\/(?:server|web)\/test\//;
const IS_TEST = /\.test\.tsx?$/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow importing src/server/test and src/web/test helpers outside tests' },
    schema: [],
    messages: { helper: '{{target}} is a test helper: only *.test.ts files and the test folders import it.' },
  },
  create(context) {
    const root = context.cwd;
    const self = relativeTo(root, context.filename);
    if (IS_TEST.test(self) || HELPERS.test(self)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename, root);
      if (target && HELPERS.test(relativeTo(root, target))) {
        context.report({
          node: node.source,
          messageId: 'helper',
          data: { target: relativeTo(root, target) },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
