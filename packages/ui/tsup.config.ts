import { defineConfig } from 'tsup';

/** Peers are never bundled: the app provides one copy of each (pdf.js too: the app's bundler splits it off). */
const PEERS = ['pdfjs-dist', 'react', 'react-dom', 'react/jsx-runtime', '@lingui/core', '@lingui/react'];

export default defineConfig({
  // Heavy third-party logic gets its own entry, loaded only by the screens that use it:
  // the select (React Aria's listbox), the rich-text editor (tiptap), the table (TanStack Table), the
  // drag-sort list (react-dnd) and the date-time picker (React Aria's calendar). The processType icon is
  // its own entry too: the two apps use it on a few pages, and the index (every page's first load) stays
  // within its budget.
  entry: {
    index: 'src/index.ts',
    select: 'src/select/index.ts',
    table: 'src/table/index.ts',
    'drag-sort-list': 'src/drag-sort/index.ts',
    'rich-text-editor': 'src/rich-text-editor/index.ts',
    'date-time-picker': 'src/date-time-picker/index.ts',
    'photo-marks-editor': 'src/photo-marks/editor-index.ts',
    'process-type-icon': 'src/process-type-icon/process-type-icon.tsx',
    // pdf.js loads only when a PDF is shown (a dynamic import inside this entry).
    'pdf-viewer': 'src/pdf-viewer/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  external: PEERS,
});
