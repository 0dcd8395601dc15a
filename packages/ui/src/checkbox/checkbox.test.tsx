import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { Checkbox, CheckboxGroup } from './checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space, and not when disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<Checkbox onChange={onChange}>Allow fast-forward</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Allow fast-forward' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    rerender(
      <Checkbox onChange={onChange} isDisabled>
        Allow fast-forward
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows the indeterminate state as mixed', () => {
    renderUi(<Checkbox isIndeterminate>All classes</Checkbox>);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  });
});

describe('CheckboxGroup', () => {
  it('reports the checked values', async () => {
    const onChange = vi.fn();
    renderUi(
      <CheckboxGroup label="Publish to" defaultValue={['STUDENT']} onChange={onChange}>
        <Checkbox value="STUDENT">Students</Checkbox>
        <Checkbox value="PARENT">Parents</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Publish to' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parents' }));
    expect(onChange).toHaveBeenLastCalledWith(['STUDENT', 'PARENT']);
  });
});
