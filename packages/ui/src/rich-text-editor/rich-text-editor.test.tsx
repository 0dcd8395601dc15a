import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { RichTextEditor } from './rich-text-editor';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls to the selection or maps a click.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = emptyRect;
  Object.assign(Text.prototype, { getClientRects: noRects });
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it("shows the placeholder '請輸入正文' in hk", () => {
    renderUi(<RichTextEditor />, { locale: 'hk' });
    const area = screen.getByRole('textbox', { name: '正文' });
    expect(area).toHaveAttribute('aria-placeholder', '請輸入正文');
    expect(area.querySelector('[data-placeholder]')).toHaveAttribute('data-placeholder', '請輸入正文');
  });

  it('emits HTML as the teacher types', async () => {
    const onChange = vi.fn();
    renderUi(<RichTextEditor onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Text' }));
    await userEvent.keyboard('Hello');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>'));
  });

  it('makes bulleted and numbered lists from the toolbar', async () => {
    const onChange = vi.fn();
    renderUi(<RichTextEditor onChange={onChange} defaultValue="<p>Item</p>" />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange.mock.lastCall?.[0]).toBe('<ul><li><p>Item</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange.mock.lastCall?.[0]).toBe('<ol><li><p>Item</p></li></ol>');
  });

  it('inserts a link and an image by address, refusing unsafe ones', async () => {
    const onChange = vi.fn();
    renderUi(<RichTextEditor onChange={onChange} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(field, 'javascript:alert(1)');
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://school.hk/notice{Enter}');
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('href="https://school.hk/notice"'));

    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Image address' }), 'https://cdn.hk/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('<img src="https://cdn.hk/a.png">'));
  });

  it('emits an empty string when cleared', async () => {
    const onChange = vi.fn();
    renderUi(<RichTextEditor onChange={onChange} defaultValue="<p>x</p>" />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
