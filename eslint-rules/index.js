// The project's own lint rules, plugged into eslint.config.js as the local plugin `fences`.
import noCrossFeatureImport from './no-cross-feature-import.js';
import noImportCycle from './no-import-cycle.js';
import noTestHelperImport from './no-test-helper-import.js';

export default {
  meta: { name: 'fences' },
  rules: {
    'no-import-cycle': noImportCycle,
    'no-cross-feature-import': noCrossFeatureImport,
    'no-test-helper-import': noTestHelperImport,
  },
};
