import { setupI18n } from '@lingui/core';
import { uiMessages } from '../i18n/catalogs';
import { nextPdfZoom, PDF_ZOOM_STEPS, pageAfterKey, pdfRegionLabel, signedUrlFile } from './pdf-pages';

describe('pdfRegionLabel', () => {
  it('names the page shown of how many, and no page while the document loads', () => {
    for (const [locale, loading, shown] of [
      ['en', 'PDF sheet.pdf, loading', 'PDF sheet.pdf, page 2 of 3'],
      ['hk', 'PDF sheet.pdf，載入中', 'PDF sheet.pdf，第 2 頁，共 3 頁'],
    ] as const) {
      const i18n = setupI18n({ locale, messages: uiMessages });
      expect(i18n._(pdfRegionLabel('sheet.pdf', 1, 0))).toBe(loading);
      expect(i18n._(pdfRegionLabel('sheet.pdf', 2, 3))).toBe(shown);
    }
  });
});

describe('pageAfterKey', () => {
  it('turns a page forward and back with the arrows and Page Up/Down, within the document', () => {
    expect(pageAfterKey('ArrowRight', 1, 3)).toBe(2);
    expect(pageAfterKey('PageDown', 3, 3)).toBe(3);
    expect(pageAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(pageAfterKey('PageUp', 1, 3)).toBe(1);
  });

  it('goes to the first and the last page with Home and End', () => {
    expect(pageAfterKey('Home', 3, 5)).toBe(1);
    expect(pageAfterKey('End', 1, 5)).toBe(5);
  });

  it('leaves other keys, and an empty document, alone', () => {
    expect(pageAfterKey('Enter', 1, 3)).toBeNull();
    expect(pageAfterKey('ArrowRight', 1, 0)).toBeNull();
  });
});

describe('signedUrlFile', () => {
  it('is the same for two signatures of one file', () => {
    expect(signedUrlFile('/uploads/a/b.pdf?expires=1&signature=x')).toBe('/uploads/a/b.pdf');
    expect(signedUrlFile('/uploads/a/b.pdf?expires=2&signature=y')).toBe('/uploads/a/b.pdf');
  });
});

describe('nextPdfZoom', () => {
  it('steps in and out through the zoom steps, staying within them', () => {
    expect(nextPdfZoom(1, 1)).toBe(1.25);
    expect(nextPdfZoom(1, -1)).toBe(0.75);
    expect(nextPdfZoom(PDF_ZOOM_STEPS[0], -1)).toBe(PDF_ZOOM_STEPS[0]);
    expect(nextPdfZoom(3, 1)).toBe(3);
  });
});
