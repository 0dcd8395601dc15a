import { eraseDigit, isTyping, markingKeyAction, typeDigit } from './keyboard-map';

const onPage = { tagName: 'DIV' };
const inScore = { tagName: 'INPUT', type: 'text' };
const inComment = { tagName: 'TEXTAREA' };
const onButton = { tagName: 'BUTTON' };

describe('markingKeyAction', () => {
  it('types digits into the focused answer only when not typing in a field', () => {
    expect(markingKeyAction({ key: '7', target: onPage })).toEqual({ type: 'digit', digit: '7' });
    expect(markingKeyAction({ key: '0', target: onButton })).toEqual({ type: 'digit', digit: '0' });
    expect(markingKeyAction({ key: '7', target: inScore })).toBeNull();
    expect(markingKeyAction({ key: '7', target: inComment })).toBeNull();
    expect(markingKeyAction({ key: 'Backspace', target: onPage })).toEqual({ type: 'erase' });
    expect(markingKeyAction({ key: 'Backspace', target: inScore })).toBeNull();
  });

  it('saves on Enter in the score or comment field and on the page, not on a button or with Shift', () => {
    expect(markingKeyAction({ key: 'Enter', target: inScore })).toEqual({ type: 'save' });
    expect(markingKeyAction({ key: 'Enter', target: inComment })).toEqual({ type: 'save' });
    expect(markingKeyAction({ key: 'Enter', target: onPage })).toEqual({ type: 'save' });
    expect(markingKeyAction({ key: 'Enter', target: onButton })).toBeNull();
    expect(markingKeyAction({ key: 'Enter', target: { tagName: 'A' } })).toBeNull();
    expect(markingKeyAction({ key: 'Enter', shiftKey: true, target: inComment })).toBeNull();
    expect(markingKeyAction({ key: 'Enter', target: { tagName: 'INPUT', type: 'range' } })).toBeNull();
    expect(markingKeyAction({ key: 'Enter', target: { tagName: 'DIV', role: 'application' } })).toBeNull();
  });

  it('moves between students with J/K and the arrow keys, not while typing', () => {
    for (const key of ['j', 'J', 'ArrowDown', 'ArrowRight'])
      expect(markingKeyAction({ key, target: onPage })).toEqual({ type: 'next' });
    for (const key of ['k', 'K', 'ArrowUp', 'ArrowLeft'])
      expect(markingKeyAction({ key, target: onPage })).toEqual({ type: 'previous' });
    expect(markingKeyAction({ key: 'j', target: inComment })).toBeNull();
    expect(markingKeyAction({ key: 'ArrowRight', target: inScore })).toBeNull();
    expect(markingKeyAction({ key: 'ArrowLeft', target: { tagName: 'INPUT', type: 'range' } })).toBeNull();
    expect(markingKeyAction({ key: 'j', ctrlKey: true, target: onPage })).toBeNull();
    // A score field takes digits only: J and K still move from it (the arrows move its caret).
    const score = { ...inScore, scoreField: true };
    expect(markingKeyAction({ key: 'j', target: score })).toEqual({ type: 'next' });
    expect(markingKeyAction({ key: 'K', target: score })).toEqual({ type: 'previous' });
    expect(markingKeyAction({ key: 'ArrowDown', target: score })).toBeNull();
    expect(markingKeyAction({ key: '5', target: score })).toBeNull();
  });

  it('leaves other keys alone', () => {
    expect(markingKeyAction({ key: 'x', target: onPage })).toBeNull();
    expect(markingKeyAction({ key: 'Tab', target: onPage })).toBeNull();
  });
});

describe('isTyping', () => {
  it('counts text fields, selects, sliders and editors as typing, not checkboxes', () => {
    expect(isTyping({ tagName: 'INPUT' })).toBe(true);
    expect(isTyping({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTyping({ tagName: 'SELECT' })).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTyping({ tagName: 'DIV' })).toBe(false);
  });
});

describe('typing a score', () => {
  it('appends digits up to three, replacing a lone 0', () => {
    expect(typeDigit('', '1')).toBe('1');
    expect(typeDigit('1', '2')).toBe('12');
    expect(typeDigit('0', '5')).toBe('5');
    expect(typeDigit('123', '4')).toBe('123');
    expect(eraseDigit('12')).toBe('1');
    expect(eraseDigit('')).toBe('');
  });
});
