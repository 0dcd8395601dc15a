// Prints the first-load min+gzip size of built entries as an app's bundler would bundle them (see
// consumer-bundle-size.mjs: peer dependencies excluded, lazily loaded code not counted) and fails when
// one is over its budget. Run from the package folder. Usage: bundle-size.mjs file.js:budgetKB [...]
import { consumerBundleSize } from './consumer-bundle-size.mjs';

let over = false;
for (const arg of process.argv.slice(2)) {
  const [file, budget] = arg.split(':');
  const { firstLoadKb, lazyKb } = await consumerBundleSize(file);
  const ok = firstLoadKb <= Number(budget);
  if (!ok) over = true;
  console.log(
    `size ${file}: ${firstLoadKb.toFixed(1)} kB min+gzip on first load (budget ${budget} kB) ${ok ? 'ok' : 'OVER BUDGET'}${lazyKb > 0 ? `; ${lazyKb.toFixed(1)} kB loaded lazily` : ''}`,
  );
}
if (over) process.exit(1);
