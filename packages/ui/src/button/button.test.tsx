import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

it('presses by keyboard and is skipped when disabled', async () => {
  const onPress = vi.fn();
  const { rerender } = render(<Button onPress={onPress}>OK</Button>);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(1);
  rerender(
    <Button onPress={onPress} isDisabled>
      OK
    </Button>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onPress).toHaveBeenCalledTimes(1);
});
