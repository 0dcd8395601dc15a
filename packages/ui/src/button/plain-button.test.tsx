import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainButton } from './plain-button';

it("is a native button with the Button's classes, not submitting unless asked", async () => {
  const onClick = vi.fn();
  render(
    <form onSubmit={(event) => event.preventDefault()}>
      <PlainButton variant="secondary" onClick={onClick}>
        Google
      </PlainButton>
      <PlainButton type="submit">Log in</PlainButton>
    </form>,
  );
  const google = screen.getByRole('button', { name: 'Google' });
  expect(google).toHaveAttribute('type', 'button');
  expect(google).toHaveClass('hb-button', 'hb-button--secondary', 'hb-button--plain');
  await userEvent.click(google);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
});

it('is skipped when disabled', async () => {
  const onClick = vi.fn();
  render(
    <PlainButton disabled onClick={onClick}>
      OK
    </PlainButton>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClick).not.toHaveBeenCalled();
});
