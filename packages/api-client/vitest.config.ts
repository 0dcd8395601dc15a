import { defineConfig } from 'vitest/config';
import { sourceAliases, testOptions } from '../../scripts/vitest-shared.mjs';

export default defineConfig({
  // The contract imports the domain package: from source, so no build has to exist first.
  resolve: { alias: sourceAliases('@harbour/domain') },
  test: testOptions(),
});
