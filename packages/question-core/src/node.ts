// The entry Node resolves (the `node` export condition): a server checks answers synchronously and a
// server render draws math in its HTML, so Temml is loaded with the package. Browsers take index.ts,
// which loads Temml only when a question needs math.
import temml from 'temml';
import { provideTemml } from './math-loader';

provideTemml(temml);

export * from './index';
