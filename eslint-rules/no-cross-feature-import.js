// fences/no-cross-feature-import: src/web/features/<x>/ imports no file of another feature. What two
// features share moves down to src/web/components or src/web/lib, or is handed in as a slot by the
// app layer (src/web/app), which is the one place that joins features. Type-only imports count too:
// they tie one feature's shape to another's just the same.
import { relativeTo, resolveSpecifier } from './resolve.js';

const FEATURE = /^src\/web\/features\/([^/]+)\//;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow a web feature importing another feature' },
    // No options: there is no list of allowed crossings (the last ones were undone in issue 24).
    schema: [],
    messages: {
      crossing:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both need to src/web/components or src/web/lib, or pass it in as a slot from src/web/app.",
    },
  },
  create(context) {
    const root = context.cwd;
    const from = FEATURE.exec(relativeTo(root, context.filename))?.[1];
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename, root);
      const to = target ? FEATURE.exec(relativeTo(root, target))?.[1] : undefined;
      if (to && to !== from) {
        context.report({ node: node.source, messageId: 'crossing', data: { from, to } });
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
