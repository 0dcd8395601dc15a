import { NAVIGATION_ITEMS } from './navigation-items';
import { menuEntryOf, PAGE_PLACES, type PagePath, pagePathOf, pageTrail } from './page-trail';

describe('pageTrail', () => {
  it('leads from the menu entry to the page, carrying the course to its detail', () => {
    const trail = pageTrail('/home/courseMag/courseOptions', { courseId: 7, paperId: 3, classId: 12 });
    expect(trail.map((c) => c.name)).toEqual(['courseMag', 'courseDetail', 'publishHomework']);
    expect(trail[1]).toEqual({
      path: '/home/courseMag/courseDetail',
      name: 'courseDetail',
      search: { courseId: 7, classId: 12 },
    });
    // The course management page keeps its own remembered choice: nothing carried.
    expect(trail[0]?.search).toEqual({});
  });

  it('puts a published homework preview under the published list, opened on its list tab', () => {
    const trail = pageTrail('/home/previewCourse', { eHomeworkId: 5 });
    expect(trail.map((c) => [c.path, c.search])).toEqual([
      ['/home/courseMag/batchPublic', { tab: 'list' }],
      ['/home/previewCourse', {}],
    ]);
  });

  it('puts the task sheet pages under the distribution list, though their paths are under courseMag', () => {
    expect(menuEntryOf('/home/courseMag/workPaperDetail')).toBe('distributionList');
    expect(menuEntryOf('/home/courseMag/workPaperSub')).toBe('workPaperPub');
    expect(menuEntryOf('/home/courseMag/preViewPage')).toBe('courseMag');
    expect(menuEntryOf('/home/dashboard/nearHomework')).toBe('dashboard');
  });

  it('ends every trail at a menu entry', () => {
    const menu = new Set<string>(NAVIGATION_ITEMS.map((item) => item.label));
    for (const path of Object.keys(PAGE_PLACES) as PagePath[]) expect(menu).toContain(menuEntryOf(path));
  });
});

describe('pagePathOf', () => {
  it('reads the router full path, with or without its trailing slash', () => {
    expect(pagePathOf('/home/courseMag/')).toBe('/home/courseMag');
    expect(pagePathOf('/home/previewTest')).toBe('/home/previewTest');
  });
  it('knows no page outside /home', () => {
    expect(pagePathOf('/')).toBeNull();
    expect(pagePathOf('/home/nowhere')).toBeNull();
    expect(pagePathOf('/policy')).toBeNull();
  });
});
