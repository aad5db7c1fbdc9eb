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
    schema: [
      {
        type: 'object',
        properties: {
          // Known crossings still to undo: { from: 'feature', to: ['feature', ...] }.
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'array', items: { type: 'string' } } },
              required: ['from', 'to'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        "Feature '{{from}}' imports feature '{{to}}'. Move what both need to src/web/components or src/web/lib, or pass it in as a slot from src/web/app.",
    },
  },
  create(context) {
    const root = context.cwd;
    const from = FEATURE.exec(relativeTo(root, context.filename))?.[1];
    if (!from) return {};
    const allowed = new Set(
      (context.options[0]?.allow ?? []).filter((entry) => entry.from === from).flatMap((entry) => entry.to),
    );
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename, root);
      const to = target ? FEATURE.exec(relativeTo(root, target))?.[1] : undefined;
      if (to && to !== from && !allowed.has(to)) {
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
