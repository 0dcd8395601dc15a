import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { PhotoMarksEditor } from './photo-marks-editor';
import type { PhotoMarking } from './photo-marks-geometry';

let size = { width: 800, height: 600 };
class LoadedImage {
  get naturalWidth() {
    return size.width;
  }
  get naturalHeight() {
    return size.height;
  }
  onload: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  size = { width: 800, height: 600 };
  vi.stubGlobal('Image', LoadedImage);
});
afterEach(() => vi.unstubAllGlobals());

let last: PhotoMarking = { rotation: 0, marks: [] };
function Editor({ start }: { start: PhotoMarking }) {
  const [value, setValue] = useState(start);
  return (
    <PhotoMarksEditor
      src="/p.jpg"
      name="Photo 1"
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

describe('PhotoMarksEditor', () => {
  it('places a tick and a cross by keyboard: arrows move the cursor, Enter places', async () => {
    const user = userEvent.setup();
    renderUi(<Editor start={{ rotation: 0, marks: [] }} />);
    const stage = await screen.findByRole('application', { name: /Photo 1: the arrow keys move the cursor/ });
    stage.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}{Enter}');
    expect(last.marks).toEqual([{ kind: 'TICK', x: 0.54, y: 0.48 }]);
    await user.click(screen.getByRole('button', { name: 'Cross' }));
    expect(screen.getByRole('button', { name: 'Cross' })).toHaveAttribute('aria-pressed', 'true');
    stage.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(last.marks[1]).toEqual({ kind: 'CROSS', x: 0.54, y: 0.58 });
    expect(screen.getByRole('status')).toHaveTextContent('Cross placed');
  });

  it('draws ink by keyboard (Enter starts, arrows draw, Enter ends) and adds a note', async () => {
    const user = userEvent.setup();
    renderUi(<Editor start={{ rotation: 0, marks: [] }} />);
    const stage = await screen.findByRole('application');
    await user.click(screen.getByRole('button', { name: 'Ink' }));
    stage.focus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Enter}');
    expect(last.marks).toEqual([
      {
        kind: 'INK',
        points: [
          [0.5, 0.5],
          [0.52, 0.5],
          [0.54, 0.5],
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Note' }));
    stage.focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Note text' }), 'See me{Enter}');
    expect(last.marks[1]).toEqual({ kind: 'NOTE', x: 0.54, y: 0.5, text: 'See me' });
  });

  it('rotates in quarter turns and clears the marks of a marked picture', async () => {
    const user = userEvent.setup();
    renderUi(<Editor start={{ rotation: 0, marks: [{ kind: 'TICK', x: 0.1, y: 0.1 }] }} />);
    await screen.findByRole('application');
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(last).toEqual({ rotation: 90, marks: [] });
    expect(screen.getByRole('status')).toHaveTextContent('The picture was rotated: its marks were cleared');
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    await user.click(screen.getByRole('button', { name: 'Rotate left' }));
    expect(last.rotation).toBe(270);
  });

  it('refuses to rotate a picture over 4096 px wide or high', async () => {
    size = { width: 4097, height: 3000 };
    const user = userEvent.setup();
    last = { rotation: 0, marks: [] };
    renderUi(<Editor start={{ rotation: 0, marks: [{ kind: 'TICK', x: 0.1, y: 0.1 }] }} />);
    await screen.findByRole('application');
    await user.click(screen.getByRole('button', { name: 'Rotate right' }));
    expect(screen.getByRole('status')).toHaveTextContent('Picture length/width over 4096, unable to rotate');
    expect(last).toEqual({ rotation: 0, marks: [] });
  });

  it('places a mark and draws ink with one pointer', async () => {
    // jsdom has no PointerEvent: a mouse event with the pointer's fields.
    class TestPointerEvent extends MouseEvent {
      pointerId: number;
      pointerType: string;
      pressure: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.pressure = init.pressure ?? 0.5;
      }
    }
    vi.stubGlobal('PointerEvent', TestPointerEvent);
    const user = userEvent.setup();
    renderUi(<Editor start={{ rotation: 0, marks: [] }} />);
    const stage = await screen.findByRole('application');
    const svg = stage.querySelector('svg') as SVGSVGElement;
    // The picture is drawn 400 × 300 px at (100, 50) of the page.
    svg.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;
    fireEvent.pointerDown(svg, { button: 0, clientX: 300, clientY: 125, pointerId: 1 });
    expect(last.marks).toEqual([{ kind: 'TICK', x: 0.5, y: 0.25 }]);
    await user.click(screen.getByRole('button', { name: 'Ink' }));
    fireEvent.pointerDown(svg, { button: 0, clientX: 100, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 200, clientY: 125, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 500, clientY: 350, pointerId: 1 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(last.marks[1]).toEqual({
      kind: 'INK',
      points: [
        [0, 0],
        [0.25, 0.25],
        [1, 1],
      ],
    });
  });

  it('shows the photo only when read-only', async () => {
    renderUi(
      <PhotoMarksEditor
        src="/p.jpg"
        name="Photo 1"
        value={{ rotation: 0, marks: [] }}
        onChange={() => {}}
        readOnly
      />,
    );
    expect(await screen.findByRole('img', { name: /Photo 1, marked/ })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
