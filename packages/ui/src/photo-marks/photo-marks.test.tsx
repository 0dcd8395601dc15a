import { act, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { PhotoMarks } from './photo-marks';

// jsdom loads no pictures: the test's Image reports a natural size as soon as it is given a source.
class LoadedImage {
  naturalWidth = 800;
  naturalHeight = 600;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    queueMicrotask(() => (value.includes('broken') ? this.onerror?.() : this.onload?.()));
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', LoadedImage);
});
afterEach(() => vi.unstubAllGlobals());

describe('PhotoMarks', () => {
  it('draws the photo turned, with its marks, named by its count of marks', async () => {
    const { container } = renderUi(
      <PhotoMarks
        src="/photo.jpg"
        name="Photo 1"
        marking={{
          rotation: 90,
          marks: [
            { kind: 'TICK', x: 0.5, y: 0.5 },
            { kind: 'CROSS', x: 0.2, y: 0.2 },
            { kind: 'NOTE', x: 0.1, y: 0.1, text: 'Well argued' },
          ],
        }}
      />,
    );
    const img = await screen.findByRole('img', {
      name: 'Photo 1, marked: 1 ticks, 1 crosses, 0 ink strokes, 1 notes',
    });
    // Turned a quarter: the box is the picture's height wide.
    expect(img.getAttribute('viewBox')).toBe('0 0 600 800');
    expect(container.querySelector('image')?.getAttribute('transform')).toBe('translate(600 0) rotate(90)');
    expect(container.querySelectorAll('.hb-photo-marks__tick')).toHaveLength(1);
    expect(screen.getByText('Well argued', { selector: 'li' })).toBeInTheDocument();
  });

  it('says when the photo cannot be loaded', async () => {
    renderUi(<PhotoMarks src="/broken.jpg" name="Photo 2" />);
    await act(async () => {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Photo 2: The picture could not be loaded');
  });
});
