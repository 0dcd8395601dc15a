import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { TextInput } from './text-input';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Subject" value={value} onChange={setValue} />
      <output>[{value}]</output>
    </>
  );
}

describe('TextInput', () => {
  it('keeps inner spaces while typing and trims the ends when left', async () => {
    const onChange = vi.fn();
    renderUi(<TextInput label="Homework name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Homework name' });
    await userEvent.type(input, '  Unit 3 revision  ');
    expect(input).toHaveValue('  Unit 3 revision  ');
    await userEvent.tab();
    expect(input).toHaveValue('Unit 3 revision');
    expect(onChange).toHaveBeenLastCalledWith('Unit 3 revision');
  });

  it('trims a controlled value through onChange', async () => {
    renderUi(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '\u3000Notice ');
    await userEvent.tab();
    expect(screen.getByText('[Notice]')).toBeInTheDocument();
  });

  it('shows an error message and marks the field invalid', () => {
    renderUi(<TextInput label="Homework name" errorMessage="Required" />);
    const input = screen.getByRole('textbox', { name: 'Homework name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('leaves the browser’s own messages out: an e-mail field is checked by the page, in its language', async () => {
    renderUi(<TextInput label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-address');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.hb-field')).not.toHaveAttribute('data-invalid');
  });
});
